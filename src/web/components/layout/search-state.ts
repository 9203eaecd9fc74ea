/** What the search box (search-box.tsx) shows and its lazily loaded suggestions (search-dropdown.tsx) draw. */
import type { SuggestedBrand, SuggestedCategory } from '~/domain/catalog';

/** One quick-search suggestion. */
export interface Hit {
  id: number;
  title: string;
  href: string;
  image: string | null;
  price: number;
  priceInStore?: boolean;
}

/** `empty`: Enter or the button with nothing typed — the box says so (CAT-11) and stays. */
export type State =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'loading' }
  | {
      kind: 'done';
      query: string;
      items: Hit[];
      /** the categories and brands the text names (CAT-15), shown above the products */
      categories: SuggestedCategory[];
      brands: SuggestedBrand[];
    };

/**
 * The dropdown's options in screen order — categories, brands, then products — as one list: the arrow keys walk it
 * across the groups, and option `i`'s element id is `<listId>-<i>`.
 */
export function optionHrefs(state: State): string[] {
  if (state.kind !== 'done') return [];
  return [...state.categories, ...state.brands, ...state.items].map((o) => o.href);
}
