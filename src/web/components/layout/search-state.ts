/** What the search box (search-box.tsx) shows and its lazily loaded suggestions (search-dropdown.tsx) draw. */

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
  { kind: 'idle' } | { kind: 'empty' } | { kind: 'loading' } | { kind: 'done'; query: string; items: Hit[] };
