import { data } from 'react-router';
import type { Route } from './+types/signup';
import { requireGuest } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { SignupPage } from '~/web/features/auth/signup-page';
import { socialProviders } from '~/web/features/auth/social.server';

/** The sign-up page (ACC-2): a signed-in customer goes home (ACC-8). */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  const next = new URL(args.request.url).searchParams.get('next');
  // the optional fields of ACC-2, shown only when configured (SIGNUP_GENDER, SIGNUP_BIRTHDAY, SIGNUP_MARKETING)
  return data(
    {
      fields: args.context.config.accounts.signup,
      next: next && next.length <= 512 ? next : null,
      providers: socialProviders(args),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'signin.signup.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  return <SignupPage fields={loaderData.fields} next={loaderData.next} providers={loaderData.providers} />;
}
