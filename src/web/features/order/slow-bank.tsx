import { useRef, useState } from 'react';
import type { OrderConfirmation } from '~/domain/api/orders';
import { formatMoney } from '~/domain/money';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';

/**
 * The bank is taking longer than usual (PAY-11, decision 0078): besides paying again, the order's owner may pay cash
 * at pickup instead (a pickup order, when the shop takes cash) or cancel the order (its units go back at once; asked
 * once more before it is done). Both are server operations answering the order's new state, which the page takes.
 */
export function SlowBankChoices({
  order,
  token,
  onChanged,
}: {
  order: OrderConfirmation;
  token: string;
  onChanged: (order: OrderConfirmation) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  if (!order.canCancel && !order.canPayCash) return null;

  const act = async (name: 'orders.cancelCurrent' | 'orders.payCash') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    const r = await callApi(name, { token }, { lang, t });
    inFlight.current = false;
    setBusy(false);
    if (r.ok) onChanged(r.data);
    else if (!r.aborted) setMessage(r.error);
  };

  return (
    <section className="od-choices" aria-label={t('order.slow.title')} data-testid="slow-choices">
      {order.canPayCash ? (
        <div className="od-choice">
          <button
            type="button"
            className="sx-btn sx-btn-dark"
            disabled={busy}
            onClick={() => void act('orders.payCash')}
            data-testid="pay-cash"
          >
            {t('order.slow.payCash')}
          </button>
          <p className="od-sub">{t('order.slow.payCashHint', { total: formatMoney(order.total) })}</p>
        </div>
      ) : null}
      {order.canCancel ? (
        <div className="od-choice">
          {sure ? (
            <div className="od-sure" role="group" aria-label={t('order.slow.cancelSure', { id: order.id })}>
              <p>{t('order.slow.cancelSure', { id: order.id })}</p>
              <button
                type="button"
                className="sx-btn sx-btn-primary"
                disabled={busy}
                onClick={() => void act('orders.cancelCurrent')}
                data-testid="cancel-yes"
              >
                {t('order.slow.cancelYes')}
              </button>
              <button
                type="button"
                className="sx-btn sx-btn-ghost"
                onClick={() => setSure(false)}
                data-testid="cancel-no"
              >
                {t('order.slow.cancelNo')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="sx-btn sx-btn-ghost"
              disabled={busy}
              onClick={() => setSure(true)}
              data-testid="cancel-order"
            >
              {t('order.slow.cancel')}
            </button>
          )}
          <p className="od-sub">{t('order.slow.cancelHint')}</p>
        </div>
      ) : null}
      {message ? (
        <p className="od-error" role="alert" data-testid="slow-choice-error">
          {message}
        </p>
      ) : null}
    </section>
  );
}
