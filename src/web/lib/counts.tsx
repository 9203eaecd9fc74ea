import { useLists } from '~/web/lib/lists/lists-context';

/** Header badge counts; the cart total (qəpik) only when known, never guessed. */
interface HeaderCounts {
  cart: number;
  wish: number;
  compare: number;
  cartTotal: number | null;
}

/** Header badge counts (cart units, wish list, compare) and the cart total, from the shopper's lists. */
export function useCounts(): { counts: HeaderCounts } {
  const l = useLists();
  return {
    counts: { cart: l.cartCount, wish: l.lists.wish.length, compare: l.lists.compare.length, cartTotal: l.cartTotal },
  };
}
