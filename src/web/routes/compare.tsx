import { data } from 'react-router';
import type { Route } from './+types/compare';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { readShopperLists } from '~/web/lib/lists/lists.server';
import { ComparePage } from '~/web/features/lists/compare-page';

/** Compare: the guest's products side by side with their comparable parameters (CART-14). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLang(new URL(request.url).pathname);
  const { compare } = await readShopperLists(
    request.headers.get('cookie'),
    context.config.business.cookiePrefix,
    context.services,
    context.viewer,
  );
  const r = await context.services.lists.compare({ ids: compare, lang });
  return data(r.ok ? { products: r.data.products, params: r.data.params } : { products: [], params: [] }, {
    headers: { 'cache-control': 'private, no-store' },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'lists.comparePage.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage products={loaderData.products} params={loaderData.params} />;
}
