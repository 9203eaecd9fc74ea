import { useCallback, useMemo, type ReactNode } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi, type ApiResult } from '~/web/lib/api-client';
import type { CookieSecureMode } from './guest-cookies';
import type { CartReply } from '~/domain/api/cart';
import {
  ListsProvider,
  type CartPricer,
  type ListsSnapshot,
  type RemoteCart,
  type RemoteLists,
  type RemoteResult,
} from './lists-context';

const cartOf = (
  r: ApiResult<{ items: { id: number; qty: number; size: string | null }[]; cart: CartReply }>,
): RemoteCart =>
  r.ok
    ? {
        ok: true,
        items: r.data.items.map((i) => (i.size ? { id: i.id, qty: i.qty, size: i.size } : { id: i.id, qty: i.qty })),
        cart: r.data.cart,
      }
    : { ok: false, error: r.error, status: r.status };
const idsOf = (r: ApiResult<{ items: number[] }>): RemoteResult<number[]> =>
  r.ok ? { ok: true, items: r.data.items } : { ok: false, error: r.error, status: r.status };

/**
 * The lists for the whole page, priced through the cart API in the page's language. A signed-in customer's lists
 * live on the server: every change goes through /api/users/* (decision 0029); a guest's in cookies.
 */
export function ListsRoot({
  initial,
  prefix,
  secure,
  children,
}: {
  initial: ListsSnapshot;
  prefix: string;
  secure: CookieSecureMode;
  children: ReactNode;
}) {
  const lang = useLang();
  const t = useT();
  const pricer = useCallback<CartPricer>(
    async (cart) => {
      const r = await callApi('cart.summary', { cart }, { lang, t });
      return r.ok ? r.data : null;
    },
    [lang, t],
  );
  const customer = initial.owner === 'customer';
  const remote = useMemo<RemoteLists | undefined>(() => {
    if (!customer) return undefined;
    const o = { lang, t };
    return {
      addToCart: async (id, qty) => cartOf(await callApi('users.addToCart', { product_id: id, qty }, o)),
      setQty: async (id, qty, size) =>
        cartOf(await callApi('users.changeQty', { product_id: id, qty, ...(size ? { size } : {}) }, o)),
      removeFromCart: async (id, size) =>
        cartOf(await callApi('users.removeFromCart', { id, ...(size ? { size } : {}) }, o)),
      addToList: async (name, id) =>
        idsOf(await callApi(name === 'wish' ? 'users.addToWishlist' : 'users.addToCompare', { product_id: id }, o)),
      removeFromList: async (name, id) =>
        idsOf(await callApi(name === 'wish' ? 'users.removeFromWishlist' : 'users.removeFromCompare', { id }, o)),
      list: async (name) => idsOf(await callApi(name === 'wish' ? 'users.wishlist' : 'users.compare', {}, o)),
    };
  }, [customer, lang, t]);
  return (
    <ListsProvider initial={initial} prefix={prefix} secure={secure} pricer={pricer} remote={remote}>
      {children}
    </ListsProvider>
  );
}
