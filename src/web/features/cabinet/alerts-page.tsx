import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MyAlert } from '~/domain/api/alerts';
import { formatDmy } from '~/domain/dates';
import { formatMoney } from '~/domain/money';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import './alerts.css';

const STATUS = {
  active: 'alerts-ui.statusActive',
  sent: 'alerts-ui.statusSent',
  cancelled: 'alerts-ui.statusCancelled',
};

/** /cabinet/alerts (decision 0092): the customer's alerts, active and ended, and cancelling an active one. */
export function AlertsPage({ alerts }: { alerts: MyAlert[] }) {
  const t = useT();
  const lang = useLang();
  const [list, setList] = useState(alerts);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setList(alerts), [alerts]);
  async function cancel(id: number) {
    setBusy(id);
    setError(null);
    const r = await callApi('alerts.cancel', { id }, { lang, t });
    setBusy(null);
    if (r.ok) setList(r.data.alerts);
    else setError(r.error);
  }
  return (
    <section className="cb-card" data-testid="cabinet-alerts">
      <div className="cb-card-head">
        <h2>{t('alerts-ui.pageTitle')}</h2>
      </div>
      {error ? (
        <p className="cal-error" role="alert">
          {error}
        </p>
      ) : null}
      {list.length ? (
        <ul className="cal-list">
          {list.map((a) => (
            <li key={a.id} className="cal-row" data-testid="cabinet-alert">
              <div className="cal-main">
                <span className={`cal-kind cal-${a.kind}`}>
                  {t(a.kind === 'stock' ? 'alerts-ui.kindStock' : 'alerts-ui.kindPrice')}
                </span>
                <Link to={a.href} className="cal-title">
                  {a.title}
                </Link>
                <span className="cal-meta">
                  {t('alerts-ui.to', { to: a.recipient })} · {formatDmy(a.createdAt)}
                  {a.kind === 'price'
                    ? ` · ${t('alerts-ui.priceAt', { price: formatMoney(a.priceAt) })} · ${t('alerts-ui.priceNow', { price: formatMoney(a.price) })}`
                    : ''}
                </span>
              </div>
              <div className="cal-side">
                <span className={`cal-status is-${a.status}`}>{t(STATUS[a.status])}</span>
                {a.status === 'active' ? (
                  <button
                    type="button"
                    className="cal-cancel"
                    disabled={busy === a.id}
                    onClick={() => void cancel(a.id)}
                    data-testid="cabinet-alert-cancel"
                  >
                    {t('alerts-ui.cancel')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="cal-empty">{t('alerts-ui.empty')}</p>
      )}
    </section>
  );
}
