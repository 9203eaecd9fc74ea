import type { ProductCard as Card } from '~/domain/catalog';
import { useT } from '~/web/i18n/i18n-context';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { EmptyList } from '~/web/components/ui/empty-list';
import { IconHeart } from '~/web/components/ui/icons';
import { ProductCard } from '~/web/components/product/product-card';
import { useLists } from '~/web/lib/lists/lists-context';
import './lists.css';

/** The wish list (CART-13): product cards; a card leaves the page as soon as its heart is switched off. */
export function WishlistPage({ products }: { products: Card[] }) {
  const t = useT();
  const { lists } = useLists();
  const shown = products.filter((p) => lists.wish.includes(p.id));
  return (
    <main className="sx-wrap wl" data-testid="wishlist-page">
      <Breadcrumbs items={[{ title: t('lists.wishPage.title') }]} />
      {shown.length ? (
        <>
          <h1 className="wl-title">
            {t('lists.wishPage.title')} <span className="wl-count">({shown.length})</span>
          </h1>
          <h2 className="visually-hidden">{t('catalog.listing.products')}</h2>
          <div className="wl-grid">
            {shown.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < 5} />
            ))}
          </div>
        </>
      ) : (
        <EmptyList
          icon={<IconHeart size={40} />}
          title={t('lists.wishPage.empty')}
          hint={t('lists.wishHint')}
          testId="wishlist-empty"
        />
      )}
    </main>
  );
}
