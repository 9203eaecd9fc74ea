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
 * Products of different categories (a phone and a washing machine) are compared within their category: a tab per
 * category, in the order the shopper added them, so no table is mostly "—" (issue 29).
 */
export function ComparePage({ products, params }: { products: Card[]; params: ComparedParam[] }) {
  const t = useT();
  const toast = useToast();
  const lists = useLists();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [tab, setTab] = useState<number | null>(null);
  const listed = products.map((p, i) => ({ p, i })).filter(({ p }) => lists.lists.compare.includes(p.id));
  const groups = categoryGroups(listed.map(({ p }) => p));
  // the chosen category, or the first one when it has none left (its last product removed)
  const active = groups.find((g) => g.id === tab) ?? groups[0];
  const cols = listed.filter(({ p }) => p.category.id === active?.id);
  const brands = cols.map(({ p }) => p.brand?.title ?? '');
  const brandDiffers = new Set(brands).size > 1;
  const rows = params
    .map((r) => ({ ...r, shown: cols.map(({ i }) => r.values[i] ?? '') }))
    .filter((r) => r.shown.some(Boolean))
    .map((r) => ({ ...r, differs: new Set(r.shown).size > 1 }))
    .filter((r) => !onlyDiff || r.differs);

  if (!listed.length)
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
          {t('lists.comparePage.title')} <span className="wl-count">({listed.length})</span>
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
      {groups.length > 1 ? (
        <div className="cmp-tabs" role="tablist" aria-label={t('lists.comparePage.categories')}>
          {groups.map((g) => (
            <button
              key={g.id}
              type="button"
              role="tab"
              id={`cmp-tab-${g.id}`}
              aria-selected={g.id === active?.id}
              aria-controls="cmp-panel"
              className="cmp-tab"
              onClick={() => setTab(g.id)}
              data-testid="compare-tab"
            >
              {g.title} <span className="cmp-tab-count">{g.count}</span>
            </button>
          ))}
        </div>
      ) : null}
      <div
        className="cmp-scroll"
        id="cmp-panel"
        role={groups.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={groups.length > 1 && active ? `cmp-tab-${active.id}` : undefined}
      >
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
            {!onlyDiff || brandDiffers ? (
              <tr className={brandDiffers ? 'is-diff' : undefined} data-testid="compare-brand-row">
                <th scope="row">{t('lists.comparePage.brand')}</th>
                {cols.map(({ p }, k) => (
                  <td key={p.id}>{brands[k] || '—'}</td>
                ))}
              </tr>
            ) : null}
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

/** The categories of the compared products, each once, in the order of their first product, with their counts. */
function categoryGroups(products: readonly Card[]): { id: number; title: string; count: number }[] {
  const out = new Map<number, { id: number; title: string; count: number }>();
  for (const p of products) {
    const g = out.get(p.category.id);
    if (g) g.count++;
    else out.set(p.category.id, { id: p.category.id, title: p.category.title, count: 1 });
  }
  return [...out.values()];
}
