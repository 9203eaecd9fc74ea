import { data } from 'react-router';
import type { Route } from './+types/wishlist';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { readShopperLists } from '~/web/lib/lists/lists.server';
import { WishlistPage } from '~/web/features/lists/wishlist-page';

/** The wish list: cards for the ids in the guest's cookie (CART-13). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const { wish } = await readShopperLists(
    request.headers.get('cookie'),
    context.config.business.cookiePrefix,
    context.services,
    context.viewer,
  );
  const r = await context.services.lists.details({ ids: wish, lang });
  return data({ products: r.ok ? r.data.products : [] }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'lists.wishPage.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage products={loaderData.products} />;
}
