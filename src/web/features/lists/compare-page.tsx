import { useState } from 'react';
import { Link } from 'react-router';
import type { ComparedParam } from '~/domain/api/cart';
import type { ProductCard as Card } from '~/domain/catalog';
import { formatMoney } from '~/domain/money';
import { productImage } from '~/domain/media';
import { isAvailable } from '~/domain/stock';
import { useT } from '~/web/i18n/i18n-context';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { EmptyList } from '~/web/components/ui/empty-list';
import { IconClose, IconCompare } from '~/web/components/ui/icons';
import { useToast } from '~/web/components/ui/toast';
import { CartButton, ConfirmRemove } from '~/web/components/product/list-buttons';
import { useLists } from '~/web/lib/lists/lists-context';
import './lists.css';

/**
 * Compare (CART-14): products side by side, their comparable parameters as rows; the row header stays while
 * the products scroll sideways (a slider on phones). "Only differences" hides rows where every value is the same.
 */
export function ComparePage({ products, params }: { products: Card[]; params: ComparedParam[] }) {
  const t = useT();
  const toast = useToast();
  const lists = useLists();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const cols = products.map((p, i) => ({ p, i })).filter(({ p }) => lists.lists.compare.includes(p.id));
  const rows = params
    .map((r) => ({ ...r, shown: cols.map(({ i }) => r.values[i] ?? '') }))
    .filter((r) => r.shown.some(Boolean))
    .map((r) => ({ ...r, differs: new Set(r.shown).size > 1 }))
    .filter((r) => !onlyDiff || r.differs);

  if (!cols.length)
    return (
      <main className="sx-wrap wl" data-testid="compare-page">
        <Breadcrumbs items={[{ title: t('lists.comparePage.title') }]} />
        <EmptyList
          icon={<IconCompare size={40} />}
          title={t('lists.comparePage.empty')}
          hint={t('lists.compareHint')}
          testId="compare-empty"
        />
      </main>
    );

  return (
    <main className="sx-wrap wl" data-testid="compare-page">
      <Breadcrumbs items={[{ title: t('lists.comparePage.title') }]} />
      <div className="cmp-bar">
        <h1 className="wl-title">
          {t('lists.comparePage.title')} <span className="wl-count">({cols.length})</span>
        </h1>
        <label className="cmp-switch">
          <input
            type="checkbox"
            checked={onlyDiff}
            onChange={(e) => setOnlyDiff(e.target.checked)}
            data-testid="only-differences"
          />
          {t('lists.comparePage.onlyDiff')}
        </label>
      </div>
      <div className="cmp-scroll">
        <table className="cmp-table" data-testid="compare-table">
          <thead>
            <tr>
              <th scope="row">{t('lists.comparePage.parameter')}</th>
              {cols.map(({ p }) => (
                <td key={p.id} data-testid="compare-product" data-product-id={p.id}>
                  <div className="cmp-card">
                    <button
                      type="button"
                      className="cmp-remove"
                      aria-label={t('lists.remove.compare')}
                      data-testid="compare-remove"
                      onClick={() => setConfirm(p.id)}
                    >
                      <IconClose size={16} />
                    </button>
                    {p.image ? (
                      <img src={productImage(p.image, 300)} alt="" width={160} height={192} loading="lazy" />
                    ) : null}
                    <Link to={p.href}>{p.title}</Link>
                    <span className="cmp-price">
                      {p.priceInStore ? t('catalog.card.priceOnRequest') : formatMoney(p.price)}
                    </span>
                    <CartButton
                      product={{
                        id: p.id,
                        title: p.title,
                        price: p.price,
                        stock: p.stock,
                        buyable: !p.priceInStore && isAvailable(p.stock, p.sold),
                      }}
                      className="pc-cart"
                    />
                  </div>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('lists.comparePage.brand')}</th>
              {cols.map(({ p }) => (
                <td key={p.id}>{p.brand?.title ?? '—'}</td>
              ))}
            </tr>
            {rows.map((r) => (
              <tr key={r.id} className={r.differs ? 'is-diff' : undefined} data-testid="compare-row">
                <th scope="row">{r.title}</th>
                {r.shown.map((v, k) => (
                  <td key={cols[k]!.p.id}>{v || '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!rows.length ? <p className="muted">{t('lists.comparePage.noParams')}</p> : null}
      {confirm !== null ? (
        <ConfirmRemove
          text={t('lists.confirm.compare')}
          onClose={() => setConfirm(null)}
          onYes={() => {
            lists.removeFromList('compare', confirm);
            toast.success(t('lists.removed.compare'));
          }}
        />
      ) : null}
    </main>
  );
}
