import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MostWantedItem } from '~/domain/api/admin-alerts';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { adminApi } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

/**
 * The dashboard's "Most wanted" card (decision 0092): sold-out products by their active "back in stock" alerts, for
 * staff who may read products (hidden otherwise).
 */
export function MostWanted() {
  const t = useT();
  const api = useAdminApi();
  const [items, setItems] = useState<MostWantedItem[] | null>(null);
  useEffect(() => {
    void adminApi('alerts.mostWanted', {}, api).then((r) => setItems(r.ok ? r.data.items : null));
  }, [api]);
  if (!items) return null;
  return (
    <section className="adm-card adm-section" data-testid="most-wanted">
      <h2 className="adm-h2">{t('admin-ui.dashboard.mostWanted')}</h2>
      <p className="adm-muted adm-section-hint">{t('admin-ui.dashboard.mostWantedHint')}</p>
      {items.length === 0 ? (
        <p className="adm-muted">{t('admin-ui.dashboard.mostWantedEmpty')}</p>
      ) : (
        <table className="adm-table adm-table-plain">
          <thead>
            <tr>
              <th>{t('admin-ui.dashboard.product')}</th>
              <th>SKU</th>
              <th className="adm-col-number">{t('admin-ui.dashboard.waiting')}</th>
            </tr>
          </thead>
          <tbody>
            {items.slice(0, 10).map((p) => (
              <tr key={p.productId}>
                <td>
                  <Link to={`/admin/products?do=update&id=${p.productId}`} className="adm-row-link">
                    {p.title}
                  </Link>
                  <span className="adm-muted"> · {formatMoney(p.price)}</span>
                </td>
                <td className="adm-muted">{p.sku}</td>
                <td className="adm-col-number">
                  <span className="adm-badge adm-badge-warning">{p.alerts}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
