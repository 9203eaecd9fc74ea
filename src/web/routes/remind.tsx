import { data } from 'react-router';
import type { Route } from './+types/remind';
import { requireGuest } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { RemindPage } from '~/web/features/auth/remind-page';

/** The password reminder (ACC-3): a signed-in customer goes home (ACC-8). */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'signin.remind.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Remind() {
  return <RemindPage />;
}
