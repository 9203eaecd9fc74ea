/**
 * A listing's loader data as it travels (hydration data and client navigations): the product cards, the filters
 * and their options as rows (`web/lib/rows.ts`, decision 0018). Route loaders send `packListing(listing)`, route
 * components render `unpackListing(loaderData)`.
 */
import type { FilterDef, FilterItem, ListingResult, ProductCard } from '~/domain/catalog';
import { fromRows, toRows, type Rows } from '~/web/lib/rows';
import type { ListingData } from './listing.server';

type PackedFilter = Omit<FilterDef, 'items'> & { items: Rows<FilterItem> };
type PackedResult = Omit<ListingResult, 'items' | 'filters'> & {
  items: Rows<ProductCard>;
  filters: Rows<PackedFilter>;
};
export type PackedListing = Omit<ListingData, 'result'> & { result: PackedResult | null };

export function packListing(d: ListingData): PackedListing {
  const r = d.result;
  return {
    ...d,
    result: r && {
      ...r,
      items: toRows(r.items),
      filters: toRows(r.filters.map((f) => ({ ...f, items: toRows(f.items) }))),
    },
  };
}

export function unpackListing(w: PackedListing): ListingData {
  const r = w.result;
  return {
    ...w,
    result: r && {
      ...r,
      items: fromRows(r.items),
      filters: fromRows(r.filters).map((f) => ({ ...f, items: fromRows(f.items) })),
    },
  };
}
