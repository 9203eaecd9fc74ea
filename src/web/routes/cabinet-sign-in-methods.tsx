import { data } from 'react-router';
import type { Route } from './+types/cabinet-sign-in-methods';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { SignInMethodsPage } from '~/web/features/cabinet/sign-in-methods-page';
import { knownSocialError, linkedProvider } from '~/web/features/auth/social.server';

/**
 * The cabinet's sign-in methods (issue 31): a guest goes to the login and comes back here (ACC-8). The callback of a
 * link lands here with `?linked={provider}`, a refused one (through the sign-in page) with `?socialError={code}`.
 */
export function loader(args: Route.LoaderArgs) {
  requireCustomer(args);
  const url = new URL(args.request.url);
  return data(
    { linked: linkedProvider(url), socialError: knownSocialError(url) },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'cabinet.signInMethods.title' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetSignInMethods({ loaderData }: Route.ComponentProps) {
  return <SignInMethodsPage linked={loaderData.linked} socialError={loaderData.socialError} />;
}
