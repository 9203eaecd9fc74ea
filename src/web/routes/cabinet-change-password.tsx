import { data } from 'react-router';
import type { Route } from './+types/cabinet-change-password';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { ChangePasswordPage } from '~/web/features/cabinet/change-password-page';

/** Change of password (CAB-2): a guest goes to the login and comes back here (ACC-8). */
export function loader(args: Route.LoaderArgs) {
  const viewer = requireCustomer(args);
  return data({ hasPassword: viewer.hasPassword }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // an account made through Google or Facebook has no password yet: "Set a password" (issue 31)
  const titleKey = loaderData?.hasPassword === false ? 'cabinet.setPassword.title' : 'cabinet.changePassword.title';
  return [...pageMeta(matches, { titleKey }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetChangePassword({ loaderData }: Route.ComponentProps) {
  return <ChangePasswordPage hasPassword={loaderData.hasPassword} />;
}
