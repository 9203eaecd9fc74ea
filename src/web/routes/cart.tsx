import { data } from 'react-router';
import type { Route } from './+types/cart';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { priceShopperCart, readShopperLists } from '~/web/lib/lists/lists.server';
import { CartPage } from '~/web/features/cart/cart-page';

/** The cart, priced on the server from the guest's cookie (CART-12). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const cookie = request.headers.get('cookie');
  const prefix = context.config.business.cookiePrefix;
  const { cart } = await readShopperLists(cookie, prefix, context.services, context.viewer);
  // priced with the promo code kept with the cart (decision 0076)
  const { r, headers } = await priceShopperCart(cookie, prefix, context.services, lang, context.viewer, cart);
  if (!r.ok) throw data(null, { status: 500 });
  return data({ reply: r.data }, { headers: { 'cache-control': 'private, no-store', ...headers } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'lists.cartPage.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage initial={loaderData.reply} />;
}
