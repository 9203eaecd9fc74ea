import { data } from 'react-router';
import type { Route } from './+types/cabinet-verify-mobile';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { VerifyMobilePage } from '~/web/features/cabinet/verify-mobile-page';

/** Mobile verification (CAB-3): a guest goes to the login and comes back here (ACC-8). */
export function loader(args: Route.LoaderArgs) {
  requireCustomer(args);
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'cabinet.verifyMobile.title' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetVerifyMobile() {
  return <VerifyMobilePage />;
}
