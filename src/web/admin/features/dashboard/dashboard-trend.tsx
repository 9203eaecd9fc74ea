import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard } from '~/domain/api/admin-dashboard';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { bakuDate } from '../../lib/format';

// uPlot and its stylesheet load with the chart, on the dashboard only (never in the shop's bundles)
const OrdersChart = lazy(() => import('./orders-chart'));

/**
 * The last 30 Baku days (ADM-23): totals, the chart of orders and revenue per day, and the same numbers in a table
 * only screen readers read (the chart is a canvas).
 */
export function DashboardTrend({ d }: { d: AdminDashboard }) {
  const t = useT();
  const labels = useMemo(
    () => ({
      orders: t('admin-ui.dashboard.orders'),
      revenue: t('admin-ui.dashboard.revenue'),
      day: t('admin-ui.dashboard.day'),
    }),
    [t],
  );
  const orders = d.days.reduce((s, x) => s + x.orders, 0);
  const revenue = d.days.reduce((s, x) => s + x.revenue, 0);
  return (
    <section
      className="adm-card adm-section adm-chart-card"
      aria-labelledby="adm-chart-title"
      data-testid="dashboard-trend"
    >
      <div className="adm-chart-head">
        <h2 className="adm-h2" id="adm-chart-title">
          {t('admin-ui.dashboard.chartTitle')}
        </h2>
        <div className="adm-chart-totals">
          <span className="adm-chart-legend" style={{ ['--swatch' as string]: '#175cd3' }}>
            {t('admin-ui.dashboard.ordersTotal')}
            <strong data-testid="trend-orders">{orders}</strong>
          </span>
          <span className="adm-chart-legend" style={{ ['--swatch' as string]: '#c24500' }}>
            {t('admin-ui.dashboard.revenueTotal')}
            <strong data-testid="trend-revenue">{formatMoney(revenue)}</strong>
          </span>
        </div>
      </div>
      <p className="visually-hidden">
        {t('admin-ui.dashboard.chartSummary', { orders: String(orders), revenue: formatMoney(revenue) })}
      </p>
      <Suspense fallback={<div className="adm-chart-skeleton adm-skeleton" aria-hidden="true" />}>
        <OrdersChart days={d.days} labels={labels} />
      </Suspense>
      <table className="visually-hidden" data-testid="trend-table">
        <caption>{t('admin-ui.dashboard.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col">{labels.orders}</th>
            <th scope="col">{labels.revenue}</th>
          </tr>
        </thead>
        <tbody>
          {d.days.map((x) => (
            <tr key={x.day}>
              <th scope="row">{bakuDate(x.day)}</th>
              <td>{x.orders}</td>
              <td>{formatMoney(x.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The products that brought the most revenue in the 30 days, each with a bar against the first. */
export function TopProducts({ d }: { d: AdminDashboard }) {
  const t = useT();
  const best = d.topProducts[0]?.revenue || 1;
  return (
    <section className="adm-card adm-section" data-testid="top-products">
      <h2 className="adm-h2">{t('admin-ui.dashboard.topProducts')}</h2>
      {d.topProducts.length === 0 ? (
        <p className="adm-muted">{t('admin-ui.dashboard.noSales')}</p>
      ) : (
        <ol className="adm-top-list">
          {d.topProducts.map((p) => (
            <li key={p.id} className="adm-top-item">
              <Link to={`/admin/products?do=update&id=${p.id}`} title={p.title}>
                {p.title}
              </Link>
              <strong>{formatMoney(p.revenue)}</strong>
              <span className="adm-top-bar" aria-hidden="true">
                <span style={{ width: `${Math.max(3, Math.round((p.revenue / best) * 100))}%` }} />
              </span>
              <span className="adm-top-meta">
                {p.sku} · {t('admin-ui.dashboard.units', { count: String(p.units) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
