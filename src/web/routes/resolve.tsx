import { data, redirect } from 'react-router';
import type { Route } from './+types/resolve';
import { splitLang } from '~/domain/routes';
import { NotFoundView } from '~/web/components/not-found-view';
import { pageMeta } from '~/web/lib/meta';

/**
 * Any path that is no local route: the server resolves it to a named view from the routes table
 * (Product, Category, Brand, Campaign, …). Unknown paths render the NotFound view with HTTP 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, path } = splitLang(url.pathname);
  const resolved = await context.services.routing.resolve(lang, path);
  if (resolved.kind === 'redirect') throw redirect(resolved.to + url.search, 301);
  if (resolved.kind === 'notFound') return data({ view: 'NotFound' as const, alternates: undefined, seo: undefined }, { status: 404 });
  return { view: resolved.view, entityId: resolved.entityId, alternates: resolved.alternates, seo: resolved.seo };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.view === 'NotFound') return pageMeta(matches, { titleKey: 'common.notFound.title' });
  return pageMeta(matches, { seo: loaderData.seo });
}

export default function Resolve({ loaderData }: Route.ComponentProps) {
  switch (loaderData.view) {
    default:
      return <NotFoundView />;
  }
}
