import { data } from 'react-router';
import type { Route } from './+types/cabinet-recently-viewed';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { splitLang } from '~/domain/routes';
import { RecentlyViewedPage } from '~/web/features/cabinet/recently-viewed-page';

/** The customer's recently viewed products (PDP-14): a guest goes to the login and comes back here (ACC-8). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCustomer(args);
  const { lang } = splitLang(new URL(args.request.url).pathname);
  const r = await args.context.services.recentlyViewed.list(viewer.userId, lang);
  if (!r.ok) throw data(null, { status: 500 });
  return data({ products: r.data.products }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'cabinet.recentlyViewed.title' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetRecentlyViewed({ loaderData }: Route.ComponentProps) {
  return <RecentlyViewedPage products={loaderData.products} />;
}
