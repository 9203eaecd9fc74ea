import { data } from 'react-router';
import type { Route } from './+types/cart';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { readShopperLists } from '~/web/lib/lists/lists.server';
import { CartPage } from '~/web/features/cart/cart-page';

/** The cart, priced on the server from the guest's cookie (CART-12). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const { cart } = await readShopperLists(
    request.headers.get('cookie'),
    context.config.business.cookiePrefix,
    context.services,
    context.viewer,
  );
  const r = await context.services.cart.summary({ cart, lang, mobile: context.viewer?.mobile ?? null });
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
