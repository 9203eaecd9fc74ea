import { data } from 'react-router';
import type { Route } from './+types/signup-social';
import { requireGuest } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { SocialSignupPage } from '~/web/features/auth/social-signup-page';

/**
 * Signing up with Google or Facebook (issue 31): the callback sends the browser here with a ticket when nobody has
 * the provider's email. A signed-in customer goes home (ACC-8).
 */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  const ticket = new URL(args.request.url).searchParams.get('ticket');
  return data(
    {
      ticket: ticket && ticket.length <= 128 ? ticket : null,
      // the marketing consent is asked here when the ordinary sign-up asks it (SIGNUP_MARKETING)
      marketing: args.context.config.accounts.signup.marketing,
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

export default function SignupSocial({ loaderData }: Route.ComponentProps) {
  return <SocialSignupPage ticket={loaderData.ticket} marketing={loaderData.marketing} />;
}
