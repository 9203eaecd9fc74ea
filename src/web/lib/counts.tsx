import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Header badge counts; the cart total (qəpik) only when known, never guessed. */
export interface HeaderCounts {
  cart: number;
  wish: number;
  compare: number;
  cartTotal: number | null;
}

const EMPTY: HeaderCounts = { cart: 0, wish: 0, compare: 0, cartTotal: null };

interface CountsValue {
  counts: HeaderCounts;
  /** Lets list/cart features update the badges at once after a client-side change (the root loader refreshes them on revalidation too). */
  setCounts: (next: Partial<HeaderCounts>) => void;
}

const CountsContext = createContext<CountsValue>({ counts: EMPTY, setCounts: () => {} });

export function CountsProvider({ initial, children }: { initial: HeaderCounts | undefined; children: ReactNode }) {
  const base = initial ?? EMPTY;
  const [override, setOverride] = useState<{ base: HeaderCounts; patch: Partial<HeaderCounts> } | null>(null);
  // a fresh loader value (navigation, revalidation) replaces any local patch
  const counts = override && override.base === base ? { ...base, ...override.patch } : base;
  const value = useMemo<CountsValue>(
    () => ({ counts, setCounts: (patch) => setOverride((o) => ({ base, patch: { ...(o?.base === base ? o.patch : {}), ...patch } })) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, counts.cart, counts.wish, counts.compare, counts.cartTotal],
  );
  return <CountsContext.Provider value={value}>{children}</CountsContext.Provider>;
}

/** Header badge counts (cart, wish list, compare) and the cart total when known. */
export function useCounts(): CountsValue {
  return useContext(CountsContext);
}
