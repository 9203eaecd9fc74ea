import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard } from '~/domain/api/admin-dashboard';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { adminApi } from '../../lib/admin-api';
import { bakuDate } from '../../lib/format';
import { useAdminApi } from '../../lib/use-admin-api';
import { useStaff } from '../../lib/use-staff';
import { DashboardTrend, TopProducts } from './dashboard-trend';
import { MostWanted } from './most-wanted';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; data: AdminDashboard }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/**
 * The dashboard (`/admin`): today's orders and revenue, orders waiting by status, reviews to check, the last 30
 * days' chart and top products (ADM-23), low stock.
 * Fetched in the browser and refreshed every minute. Until the server answers the route (404) or without
 * `dashboard.read` it shows a calm empty state — never made-up numbers.
 */
export function DashboardPage() {
  const t = useT();
  const api = useAdminApi();
  const staff = useStaff();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    const r = await adminApi('dashboard', {}, api);
    if (r.ok) setState({ kind: 'ready', data: r.data });
    else if (r.status === 404 || r.status === 403) setState({ kind: 'missing' });
    else if (!r.aborted) setState({ kind: 'error', message: r.error });
  }, [api]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [load]);

  const first = staff?.name.split(/\s+/)[0] ?? '';
  return (
    <div className="adm-page" data-testid="dashboard">
      <div className="adm-page-head">
        <div>
          <h1 className="adm-h1">{t('admin-ui.dashboard.hello', { name: first })}</h1>
          <p className="adm-sub">{state.kind === 'ready' ? bakuDate(state.data.day) : t('admin-ui.dashboard.lead')}</p>
        </div>
        <div className="adm-page-actions">
          <button type="button" className="adm-btn" onClick={() => void load()}>
            <AdminIcon name="refresh" size={16} />
            {t('admin-ui.dashboard.refresh')}
          </button>
        </div>
      </div>
      {state.kind === 'loading' ? (
        <div className="adm-kpis" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="adm-kpi adm-skeleton" />
          ))}
        </div>
      ) : state.kind === 'missing' ? (
        <div className="adm-card adm-empty" data-testid="dashboard-empty">
          <AdminIcon name="home" size={28} />
          <p>{t('admin-ui.dashboard.empty')}</p>
        </div>
      ) : state.kind === 'error' ? (
        <div className="adm-card adm-empty" role="alert">
          <AdminIcon name="alert" size={28} />
          <p>{state.message}</p>
          <button type="button" className="adm-btn" onClick={() => void load()}>
            {t('admin-ui.common.retry')}
          </button>
        </div>
      ) : (
        <DashboardBody d={state.data} />
      )}
    </div>
  );
}

function DashboardBody({ d }: { d: AdminDashboard }) {
  const t = useT();
  return (
    <>
      <div className="adm-kpis" data-testid="kpis">
        <Kpi icon="cart" label={t('admin-ui.dashboard.ordersToday')} value={String(d.today.orders)} />
        <Kpi icon="percent" label={t('admin-ui.dashboard.revenueToday')} value={formatMoney(d.today.revenue)} />
        <Kpi
          icon="inbox"
          label={t('admin-ui.dashboard.newOrders')}
          value={String(d.newOrders)}
          tone={d.newOrders ? 'warning' : undefined}
          href="/admin/orders?f.status=new"
        />
        <Kpi
          icon="star"
          label={t('admin-ui.dashboard.pendingReviews')}
          value={String(d.pendingReviews)}
          href="/admin/reviews"
        />
      </div>
      <DashboardTrend d={d} />
      <div className="adm-dash-grid">
        <div className="adm-dash-col">
          <section className="adm-card adm-section">
            <h2 className="adm-h2">{t('admin-ui.dashboard.waiting')}</h2>
            {d.waiting.length === 0 ? (
              <p className="adm-muted">{t('admin-ui.dashboard.nothingWaiting')}</p>
            ) : (
              <ul className="adm-statlist">
                {d.waiting.map((w) => (
                  <li key={w.status}>
                    <Link to={`/admin/orders?f.status=${encodeURIComponent(w.status)}`}>
                      <span>{w.label}</span>
                      <strong>{w.count}</strong>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <TopProducts d={d} />
        </div>
        <section className="adm-card adm-section" data-testid="low-stock">
          <h2 className="adm-h2">{t('admin-ui.dashboard.lowStock')}</h2>
          <p className="adm-muted adm-section-hint">
            {t('admin-ui.dashboard.lowStockHint', { max: String(d.lowStockMax) })}
          </p>
          {d.lowStock.length === 0 ? (
            <p className="adm-muted">{t('admin-ui.dashboard.stockFine')}</p>
          ) : (
            <table className="adm-table adm-table-plain">
              <thead>
                <tr>
                  <th>{t('admin-ui.dashboard.product')}</th>
                  <th>SKU</th>
                  <th className="adm-col-number">{t('admin-ui.dashboard.stock')}</th>
                </tr>
              </thead>
              <tbody>
                {d.lowStock.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link to={`/admin/products?do=update&id=${p.id}`} className="adm-row-link">
                        {p.title}
                      </Link>
                    </td>
                    <td className="adm-muted">{p.sku}</td>
                    <td className="adm-col-number">
                      <span className={`adm-badge ${p.stock <= 0 ? 'adm-badge-danger' : 'adm-badge-warning'}`}>
                        {p.stock}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <MostWanted />
      </div>
    </>
  );
}

function Kpi({
  icon,
  label,
  value,
  tone,
  href,
}: {
  icon: string;
  label: string;
  value: string;
  tone?: 'warning';
  href?: string;
}) {
  const body = (
    <>
      <span className="adm-kpi-icon">
        <AdminIcon name={icon} size={18} />
      </span>
      <span className="adm-kpi-label">{label}</span>
      <span className="adm-kpi-value">{value}</span>
    </>
  );
  return href ? (
    <Link to={href} className={`adm-kpi${tone ? ` is-${tone}` : ''}`}>
      {body}
    </Link>
  ) : (
    <div className={`adm-kpi${tone ? ` is-${tone}` : ''}`}>{body}</div>
  );
}
