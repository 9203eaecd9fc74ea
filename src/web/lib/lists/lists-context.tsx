import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartReply } from '~/domain/api/cart';
import { MAX_CART_LINES, addListId, type GuestCartEntry } from '~/domain/lists/guest-lists';
import { unbuyableIds } from '~/domain/pricing/types';
import {
  addToGuestList,
  removeFromGuestList,
  writeGuestList,
  type CookieSecureMode,
  type GuestLists,
} from './guest-cookies';

/** What the server rendered the page with: the repaired lists and the cart's count and total (qəpik). */
export interface ListsSnapshot extends GuestLists {
  /** units that can be bought (decision 0054): sold lines and gifts are not counted */
  cartCount: number;
  cartTotal: number | null;
  /** products in the cart that cannot be bought now (sold, no stock, price on request): left out of the count */
  cartUnbuyable: number[];
  /** the cookies held ids that no longer exist or other junk: rewrite them once on the client */
  repair: boolean;
  /** where the lists live: a guest's cookies, or a signed-in customer's lists on the server (decision 0029) */
  owner: 'guest' | 'customer';
}

/** The answer of the server's list operations (/api/users/*): the whole list, or the message to show (and its status). */
export type RemoteResult<T> = { ok: true; items: T } | { ok: false; error: string; status: number };

/** A change of a customer's cart answers the cart priced too (decision 0076): no second call to price it. */
export type RemoteCart = RemoteResult<GuestCartEntry[]> & { cart?: CartReply };

/** A signed-in customer's lists on the server (the operations of API-9, CART-5). */
export interface RemoteLists {
  addToCart(id: number, qty: number): Promise<RemoteCart>;
  setQty(id: number, qty: number, size?: string): Promise<RemoteCart>;
  removeFromCart(id: number, size?: string): Promise<RemoteCart>;
  addToList(name: ListName, id: number): Promise<RemoteResult<number[]>>;
  removeFromList(name: ListName, id: number): Promise<RemoteResult<number[]>>;
  /** the list as the server holds it now */
  list(name: ListName): Promise<RemoteResult<number[]>>;
}

type AddToCartOutcome = 'added' | 'increased' | 'stock';
export type ListName = 'wish' | 'compare';
/**
 * What adding to the wish list or compare did (CART-7, decision 0024): added; already there — another tab or
 * device added it first, nothing changed, the page now shows it in the list; or refused by the server with its message.
 */
type AddToListOutcome = { kind: 'added' } | { kind: 'already' } | { kind: 'refused'; error: string };

/** Prices the cart on the server (the one pricing engine) with the promo code kept with it (decision 0076). */
export type CartPricer = (cart: GuestCartEntry[]) => Promise<CartReply | null>;

interface ListsValue {
  lists: GuestLists;
  cartCount: number;
  cartTotal: number | null;
  /** bumps on every cart change: cart views reload their lines */
  cartVersion: number;
  /** the cart as the server last priced it after a change on this page (the cart page shows it); null before */
  cartReply: CartReply | null;
  /** the cart priced by a request of the page's own (the cart page's promo code): the header follows it */
  priced(reply: CartReply): void;
  inCart(id: number): boolean;
  inList(name: ListName, id: number): boolean;
  /** adds `qty` (default 1) within 1..stock; 'stock' when the cart would exceed the stock (nothing changes) */
  addToCart(id: number, stock: number, qty?: number): AddToCartOutcome;
  setQty(id: number, qty: number, stock: number, size?: string): void;
  removeFromCart(id: number, size?: string): void;
  /**
   * Adds a product to the wish list or compare, deciding on the list as it is now — a guest's cookie (another tab may
   * have changed it), a customer's server copy — never on what this page last saw. One outcome, one message.
   */
  addToList(name: ListName, id: number): Promise<AddToListOutcome>;
  removeFromList(name: ListName, id: number): void;
  /** products the server no longer sells: dropped from every list (the cart keeps them while its sync is paused) */
  drop(ids: readonly number[]): void;
  /** the cart as the server holds it after a change made there ("Order again"): shown, and priced for the header */
  serverCart(cart: GuestCartEntry[]): void;
  /** empties the cart (an order was placed from it), or removes only the lines of `ids`; clears the guest's cookie */
  clearCart(ids?: readonly number[]): void;
  /**
   * Pauses the cart's synchronisation (CART-15: "Cart synchronisation is skipped on the checkout page"): until
   * the returned function is called, nothing but the shopper's own actions rewrites the cart — no repair of the
   * cookie, no dropping of products the server stopped selling. Pauses nest.
   */
  pauseCartSync(): () => void;
  /** the server refused a change of a signed-in customer's list (the change was undone): the message, once */
  syncError: string | null;
  clearSyncError(): void;
}

/** The units the header counts before the server has answered: what can be bought as far as the page knows. */
const unitCount = (cart: readonly GuestCartEntry[], unbuyable: ReadonlySet<number>) =>
  cart.reduce((n, e) => n + (unbuyable.has(e.id) ? 0 : e.qty), 0);
const sameLine = (e: GuestCartEntry, id: number, size?: string) => e.id === id && (e.size ?? '') === (size ?? '');

const ListsContext = createContext<ListsValue | null>(null);

/**
 * The shopper's cart, wish list and compare (CART-1, CART-5). A guest's lists live in cookies (`COOKIE_PREFIX` +
 * cart/wish/compare); each change writes the cookie at once, updates every count on the page, and asks the
 * server for the new cart total. The accounts issue swaps the storage for the server's without changing users
 * of this context.
 */
export function ListsProvider({
  initial,
  prefix,
  secure = 'auto',
  pricer,
  remote,
  children,
}: {
  initial: ListsSnapshot;
  prefix: string;
  secure?: CookieSecureMode;
  pricer: CartPricer;
  /** a signed-in customer: every change goes to the server instead of the cookies */
  remote?: RemoteLists;
  children: ReactNode;
}) {
  const [lists, setLists] = useState<GuestLists>({ cart: initial.cart, wish: initial.wish, compare: initial.compare });
  const [priced, setPriced] = useState({ count: initial.cartCount, total: initial.cartTotal });
  const [cartReply, setCartReply] = useState<CartReply | null>(null);
  const unbuyable = useRef<ReadonlySet<number>>(new Set(initial.cartUnbuyable));
  const [cartVersion, setCartVersion] = useState(0);
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const pricerRef = useRef(pricer);
  pricerRef.current = pricer;
  const paused = useRef(0);
  const [syncError, setSyncError] = useState<string | null>(null);
  const remoteRef = useRef(remote);
  remoteRef.current = remote;
  const seq = useRef(0);
  // the next cart change is the server's own (serverCart): price it even for a customer
  const priceServerCart = useRef(false);

  const commit = useCallback(
    (next: GuestLists, changed: (keyof GuestLists)[]) => {
      listsRef.current = next;
      setLists(next);
      // a customer's lists live on the server (the change is sent by `push`); a guest's in cookies
      if (!remoteRef.current) for (const name of changed) writeGuestList(prefix, name, next, secure);
      if (changed.includes('cart')) setCartVersion((v) => v + 1);
    },
    [prefix, secure],
  );

  // A customer's change: shown at once, then sent; the server's whole list wins (unless a later change of the same
  // list is under way); a refusal undoes the change and says why.
  const pushSeq = useRef<Record<keyof GuestLists, number>>({ cart: 0, wish: 0, compare: 0 });
  const push = useCallback(
    <T extends GuestCartEntry[] | number[]>(
      name: keyof GuestLists,
      before: GuestLists,
      send: (r: RemoteLists) => Promise<RemoteResult<T>>,
    ) => {
      const r = remoteRef.current;
      if (!r) return;
      const mine = ++pushSeq.current[name];
      void send(r).then((res) => {
        if (mine !== pushSeq.current[name]) return;
        const cur = listsRef.current;
        if (res.ok) {
          const cart = (res as RemoteCart).cart;
          // the answer priced the cart: no second request
          if (cart) took(cart);
          if (JSON.stringify(res.items) !== JSON.stringify(cur[name])) commit({ ...cur, [name]: res.items }, [name]);
        } else {
          commit({ ...cur, [name]: before[name] }, [name]);
          setSyncError(res.error);
        }
      });
    },
    [commit], // eslint-disable-line react-hooks/exhaustive-deps -- `took` only sets state
  );

  const drop = useCallback(
    (ids: readonly number[]) => {
      if (!ids.length) return;
      const gone = new Set(ids);
      const cur = listsRef.current;
      const keepCart = paused.current > 0;
      commit(
        {
          cart: keepCart ? cur.cart : cur.cart.filter((e) => !gone.has(e.id)),
          wish: cur.wish.filter((i) => !gone.has(i)),
          compare: cur.compare.filter((i) => !gone.has(i)),
        },
        keepCart ? ['wish', 'compare'] : ['cart', 'wish', 'compare'],
      );
    },
    [commit],
  );

  // A priced cart from the server: the header's count and total, the cart page's lines and summary (a pricing asked
  // before it loses).
  function took(r: CartReply) {
    seq.current++;
    unbuyable.current = new Set(unbuyableIds(r.items));
    setPriced({ count: r.count, total: r.summary.total });
    setCartReply(r);
    if (r.removeProducts.length) drop(r.removeProducts);
  }

  // Reprice a guest's cart after each change, the latest answer winning; a customer's change answers the priced cart
  // itself (one request per change; a refused change leaves the last priced cart, which was priced before it).
  useEffect(() => {
    if (cartVersion === 0) return;
    const cart = listsRef.current.cart;
    const mine = ++seq.current;
    setPriced((p) => ({ ...p, count: unitCount(cart, unbuyable.current) }));
    const serverOwn = priceServerCart.current;
    priceServerCart.current = false;
    if (remoteRef.current && !serverOwn) return;
    if (!cart.length) {
      setPriced({ count: 0, total: 0 });
      // an empty cart keeps no promo code: the guest's cookie goes (decision 0076; the server drops a customer's)
      document.cookie = `${prefix}promo=; Max-Age=0; Path=/`;
      return;
    }
    void pricerRef.current(cart).then((r) => {
      if (r && mine === seq.current) took(r);
    });
  }, [cartVersion, drop]); // eslint-disable-line react-hooks/exhaustive-deps -- `took` only sets state

  // Cookies that held junk or gone products are rewritten once, as the server repaired them.
  useEffect(() => {
    if (initial.repair && initial.owner === 'guest')
      for (const name of ['cart', 'wish', 'compare'] as const)
        if (name !== 'cart' || paused.current === 0) writeGuestList(prefix, name, listsRef.current, secure);
  }, [initial.repair, initial.owner, prefix, secure]);

  const value = useMemo<ListsValue>(() => {
    const change = (fn: (cur: GuestLists) => GuestLists | null, changed: (keyof GuestLists)[]) => {
      const next = fn(listsRef.current);
      if (next) commit(next, changed);
    };
    const before = () => listsRef.current;
    return {
      lists,
      cartCount: priced.count,
      cartTotal: priced.total,
      cartVersion,
      cartReply,
      priced: took,
      inCart: (id) => lists.cart.some((e) => e.id === id),
      inList: (name, id) => lists[name].includes(id),
      addToCart(id, stock, qty = 1) {
        const cur = listsRef.current;
        const line = cur.cart.find((e) => sameLine(e, id));
        const want = (line?.qty ?? 0) + qty;
        if (want > stock || (!line && cur.cart.length >= MAX_CART_LINES)) return 'stock';
        const was = before();
        change(
          (c) => ({
            ...c,
            cart: line ? c.cart.map((e) => (sameLine(e, id) ? { ...e, qty: want } : e)) : [...c.cart, { id, qty }],
          }),
          ['cart'],
        );
        push('cart', was, (r) => r.addToCart(id, qty));
        return line ? 'increased' : 'added';
      },
      setQty(id, qty, stock, size) {
        const q = Math.max(1, Math.min(Math.floor(qty) || 1, Math.max(1, stock)));
        const was = before();
        change((c) => ({ ...c, cart: c.cart.map((e) => (sameLine(e, id, size) ? { ...e, qty: q } : e)) }), ['cart']);
        push('cart', was, (r) => r.setQty(id, q, size));
      },
      removeFromCart(id, size) {
        const was = before();
        change((c) => ({ ...c, cart: c.cart.filter((e) => !sameLine(e, id, size)) }), ['cart']);
        push('cart', was, (r) => r.removeFromCart(id, size));
      },
      async addToList(name, id) {
        const remote = remoteRef.current;
        if (!remote) {
          // a guest: the cookie is the list — another tab may have added this product (or others) since this page
          // was drawn; decide on it and add to it (written there), then show it as it is
          const r = addToGuestList(prefix, name, id, secure);
          if (JSON.stringify(r.list) !== JSON.stringify(listsRef.current[name]))
            commit({ ...listsRef.current, [name]: r.list }, []);
          return { kind: r.added ? 'added' : 'already' };
        }
        // a customer: shown in the list at once, and the server decides what to say
        const was = before();
        const next = addListId(was[name], id);
        if (!next) return { kind: 'already' };
        commit({ ...was, [name]: next }, [name]);
        const mine = ++pushSeq.current[name];
        const latest = () => mine === pushSeq.current[name];
        const res = await remote.addToList(name, id);
        if (res.ok) {
          if (latest() && JSON.stringify(res.items) !== JSON.stringify(listsRef.current[name]))
            commit({ ...listsRef.current, [name]: res.items }, [name]);
          return { kind: 'added' };
        }
        if (res.status === 409) {
          // already in the list (another tab or device): nothing changed on the server; show its list as it is
          const list = await remote.list(name);
          if (list.ok && latest() && JSON.stringify(list.items) !== JSON.stringify(listsRef.current[name]))
            commit({ ...listsRef.current, [name]: list.items }, [name]);
          return { kind: 'already' };
        }
        if (latest()) commit({ ...listsRef.current, [name]: was[name] }, [name]);
        return { kind: 'refused', error: res.error };
      },
      removeFromList(name, id) {
        const was = before();
        if (!remoteRef.current) {
          // a guest's cookie may hold what another tab added meanwhile: remove from it, not from this page's copy
          commit({ ...was, [name]: removeFromGuestList(prefix, name, id, secure) }, []);
          return;
        }
        commit({ ...was, [name]: was[name].filter((i) => i !== id) }, [name]);
        push(name, was, (r) => r.removeFromList(name, id));
      },
      drop,
      serverCart(cart) {
        priceServerCart.current = true;
        commit({ ...listsRef.current, cart }, ['cart']);
      },
      clearCart(ids) {
        const only = ids ? new Set(ids) : null;
        const was = before();
        const gone = [...new Set(was.cart.filter((e) => !only || only.has(e.id)).map((e) => e.id))];
        change((c) => ({ ...c, cart: only ? c.cart.filter((e) => !only.has(e.id)) : [] }), ['cart']);
        // every line of each product (all sizes): what an order took from the cart
        for (const id of gone) push('cart', was, (r) => r.removeFromCart(id));
      },
      pauseCartSync() {
        paused.current += 1;
        let done = false;
        return () => {
          if (!done) paused.current -= 1;
          done = true;
        };
      },
      syncError,
      clearSyncError: () => setSyncError(null),
    };
  }, [lists, priced, cartVersion, cartReply, commit, drop, push, syncError, prefix, secure]); // eslint-disable-line react-hooks/exhaustive-deps -- `took` only sets state

  return <ListsContext.Provider value={value}>{children}</ListsContext.Provider>;
}

const EMPTY: ListsValue = {
  lists: { cart: [], wish: [], compare: [] },
  cartCount: 0,
  cartTotal: null,
  cartVersion: 0,
  cartReply: null,
  priced: () => {},
  inCart: () => false,
  inList: () => false,
  addToCart: () => 'stock',
  setQty: () => {},
  removeFromCart: () => {},
  addToList: () => Promise.resolve({ kind: 'refused', error: '' }),
  removeFromList: () => {},
  drop: () => {},
  serverCart: () => {},
  clearCart: () => {},
  pauseCartSync: () => () => {},
  syncError: null,
  clearSyncError: () => {},
};

/** The shopper's lists; outside a ListsProvider (error pages) an empty, inert value. */
export function useLists(): ListsValue {
  return useContext(ListsContext) ?? EMPTY;
}
