/**
 * The home page's loader data as it travels (hydration data and client navigations): its three product lists and
 * the category tiles as rows (`web/lib/rows.ts`, decision 0018) — about 60 cards, most of the home's data.
 */
import type { HomeData, ProductCard } from '~/domain/catalog';
import { fromRows, toRows, type Rows } from '~/web/lib/rows';

type Tile = HomeData['categorySlider'][number];
type PackedHome = Omit<HomeData, 'newIn' | 'sale' | 'bestSellers' | 'categorySlider'> & {
  newIn: Rows<ProductCard>;
  sale: Rows<ProductCard>;
  bestSellers: Rows<ProductCard>;
  categorySlider: Rows<Tile>;
};

export function packHome(h: HomeData): PackedHome {
  return {
    ...h,
    newIn: toRows(h.newIn),
    sale: toRows(h.sale),
    bestSellers: toRows(h.bestSellers),
    categorySlider: toRows(h.categorySlider),
  };
}

export function unpackHome(w: PackedHome): HomeData {
  return {
    ...w,
    newIn: fromRows(w.newIn),
    sale: fromRows(w.sale),
    bestSellers: fromRows(w.bestSellers),
    categorySlider: fromRows(w.categorySlider),
  };
}
