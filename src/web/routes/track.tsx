import { data } from 'react-router';
import type { Route } from './+types/track';
import { LANGS, type Lang } from '~/domain/i18n';
import { localePath, TRACK_PATH } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { TrackPage } from '~/web/features/track/track-page';

/** "Track your order" (ORD-11): the same page at each language's own path. */
export function loader() {
  const alternates = Object.fromEntries(LANGS.map((l) => [l, localePath(l, TRACK_PATH[l])])) as Record<Lang, string>;
  return data({ alternates }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'order.track.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Track() {
  return <TrackPage />;
}
