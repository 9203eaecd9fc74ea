import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '~/domain/catalog';
import { RECENTLY_VIEWED_SHOW } from '~/domain/lists/recently-viewed';
import { ProductCard } from '~/web/components/product/product-card';
import { IconSearch } from '~/web/components/ui/icons';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { mergeStoredViews } from '~/web/lib/recently-viewed';
import './recently-viewed.css';

/**
 * /cabinet/recently-viewed (PDP-14): the products the customer opened lately, newest first, read fresh by the loader.
 * Views this browser kept before the sign-in join them here too, if no page has moved them yet.
 */
export function RecentlyViewedPage({ products }: { products: Card[] }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [shown, setShown] = useState(products);
  useEffect(() => setShown(products), [products]);
  useEffect(() => {
    let live = true;
    void mergeStoredViews(lang, t).then((merged) => {
      if (live && merged) setShown(merged);
    });
    return () => {
      live = false;
    };
  }, [lang, t]);
  const list = shown.slice(0, RECENTLY_VIEWED_SHOW);
  return (
    <section className="cb-card cr" data-testid="cabinet-recently-viewed">
      <div className="cb-card-head">
        <h2>{t('cabinet.recentlyViewed.title')}</h2>
      </div>
      {list.length ? (
        <div className="cr-grid">
          {list.map((p, i) => (
            <ProductCard key={p.id} product={p} eager={i < 4} />
          ))}
        </div>
      ) : (
        <div className="cr-empty" data-testid="recently-viewed-empty">
          <span className="cr-empty-icon" aria-hidden="true">
            <IconSearch size={32} />
          </span>
          <p className="cr-empty-title">{t('cabinet.recentlyViewed.empty')}</p>
          <p className="muted">{t('cabinet.recentlyViewed.hint')}</p>
          <Link to={href('/products')} className="sx-btn sx-btn-primary">
            {t('lists.cartPage.continueShopping')}
          </Link>
        </div>
      )}
    </section>
  );
}
