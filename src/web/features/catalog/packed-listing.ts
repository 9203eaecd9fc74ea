/**
 * A listing's loader data as it travels (hydration data and client navigations): the product cards, the filters
 * and their options as rows (`web/lib/rows.ts`, decision 0018). Route loaders send `toListingWire(listing)`, route
 * components render `fromListingWire(loaderData)`.
 */
import type { FilterDef, FilterItem, ListingResult, ProductCard } from '~/domain/catalog';
import { fromRows, toRows, type Rows } from '~/web/lib/rows';
import type { ListingData } from './listing.server';

type FilterWire = Omit<FilterDef, 'items'> & { items: Rows<FilterItem> };
type ResultWire = Omit<ListingResult, 'items' | 'filters'> & { items: Rows<ProductCard>; filters: Rows<FilterWire> };
export type ListingWire = Omit<ListingData, 'result'> & { result: ResultWire | null };

export function toListingWire(d: ListingData): ListingWire {
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

export function fromListingWire(w: ListingWire): ListingData {
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
