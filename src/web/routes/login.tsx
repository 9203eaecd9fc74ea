import { data } from 'react-router';
import type { Route } from './+types/login';
import { requireGuest } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { LoginPage } from '~/web/features/auth/login-page';
import { socialErrorOf, socialProviders } from '~/web/features/auth/social.server';

/**
 * The login page (ACC-1): a signed-in customer goes home (ACC-8). The social sign-in buttons of the configured
 * providers and a refused social sign-in's message (`?socialError=`, issue 31).
 */
export function loader(args: Route.LoaderArgs) {
  const socialError = socialErrorOf(args);
  requireGuest(args);
  const next = new URL(args.request.url).searchParams.get('next');
  return data(
    { next: next && next.length <= 512 ? next : null, providers: socialProviders(args), socialError },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'signin.login.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage next={loaderData.next} providers={loaderData.providers} socialError={loaderData.socialError} />;
}
