import { data } from 'react-router';
import type { Route } from './+types/cart';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { readGuestCookieLists } from '~/web/lib/lists/lists.server';
import { CartPage } from '~/web/features/cart/cart-page';

/** The cart, priced on the server from the guest's cookie (issue 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const { cart } = readGuestCookieLists(request.headers.get('cookie'), context.config.business.cookiePrefix);
  const r = await context.services.cart.summary({ cart, lang });
  if (!r.ok) throw data(null, { status: 500 });
  return data({ reply: r.data }, { headers: { 'cache-control': 'private, no-store' } });
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
