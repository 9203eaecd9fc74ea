import { useEffect, useState } from 'react';
import type { ProductCard } from '~/domain/catalog';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { ProductRow } from './product-row';
import { viewProduct } from '~/web/lib/recently-viewed';
import { useRootData } from '~/web/lib/root-data';

/**
 * "Recently viewed" below the product (PDP-14, decision 0081): records this view after the page painted — one small
 * request, never in the page's way — and shows the other products the shopper opened lately, newest first.
 */
export function RecentlyViewedRow({ productId }: { productId: number }) {
  const t = useT();
  const lang = useLang();
  const signedIn = useRootData().viewer != null;
  const [items, setItems] = useState<ProductCard[]>([]);
  useEffect(() => {
    let live = true;
    // after the browser painted the page and handled its first input
    const timer = window.setTimeout(() => {
      void viewProduct(productId, signedIn, lang, t).then((products) => {
        if (live && products) setItems(products);
      });
    }, 50);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [productId, signedIn, lang, t]);
  const shown = items.filter((p) => p.id !== productId);
  if (!shown.length) return null;
  return (
    <div data-testid="recently-viewed">
      <ProductRow key={shown.map((p) => p.id).join(',')} title={t('product.recentlyViewed')} items={shown} />
    </div>
  );
}
