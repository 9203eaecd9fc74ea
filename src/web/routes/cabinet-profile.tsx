import { data } from 'react-router';
import type { Route } from './+types/cabinet-profile';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { ProfilePage } from '~/web/features/cabinet/profile-page';

/** The cabinet's profile (CAB-1): a guest goes to the login and comes back here (ACC-8). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCustomer(args);
  const r = await args.context.services.account.profile(viewer.userId);
  if (!r.ok) throw data(null, { status: r.code === 'errors.signInRequired' ? 401 : 500 });
  return data({ user: r.data }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'cabinet.profile.title' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetProfile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage user={loaderData.user} />;
}
