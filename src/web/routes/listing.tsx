import { useMemo } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/listing';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { translate } from '~/domain/i18n';
import { rootFromMatches } from '~/web/lib/meta';
import { loadListing } from '~/web/features/catalog/listing.server';
import { VIEW_TITLE_KEYS, type ListingView } from '~/web/features/catalog/listing-views';
import { ListingPage } from '~/web/features/catalog/listing-page';
import { unpackListing, packListing } from '~/web/features/catalog/packed-listing';

const BY_PATH: Record<string, ListingView> = {
  '/products': 'Products',
  '/search': 'Search',
  '/sale': 'Sale',
  '/newin': 'NewIn',
  '/bestsellers': 'BestSellers',
};

/** /products, /search, /sale, /newin, /bestsellers in every language (one file, mounted per path). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { path } = splitLang(new URL(request.url).pathname);
  const view = BY_PATH[path.replace(/\/+$/, '')] ?? 'Products';
  const listing = await loadListing(request, context, view);
  if (!listing) throw data(null, { status: 404 });
  return packListing(listing);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, {});
  const root = rootFromMatches(matches);
  const t = (k: string, v?: Record<string, string>) => (root ? translate(root.messages, root.lang, k, v) : k);
  const title =
    loaderData.view === 'Search' && loaderData.search && !loaderData.emptySearch
      ? t('catalog.views.searchFor', { search: loaderData.search })
      : t(VIEW_TITLE_KEYS[loaderData.view]);
  const out = pageMeta(matches, { title });
  if (loaderData.view === 'Search') out.push({ name: 'robots', content: 'noindex, follow' });
  return out;
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const listing = useMemo(() => unpackListing(loaderData), [loaderData]);
  return <ListingPage data={listing} />;
}
