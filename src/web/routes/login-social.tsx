import { data } from 'react-router';
import type { Route } from './+types/login-social';
import { requireGuest } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { SocialLinkPage } from '~/web/features/auth/social-link-page';

/**
 * Linking a Google or Facebook account to an existing account (issue 31): the callback sends the browser here with
 * a ticket when the provider's verified email is a customer's. A signed-in customer goes home (ACC-8).
 */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  const ticket = new URL(args.request.url).searchParams.get('ticket');
  return data(
    { ticket: ticket && ticket.length <= 128 ? ticket : null },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'signin.login.title' }), { name: 'robots', content: 'noindex' }];
}

export default function LoginSocial({ loaderData }: Route.ComponentProps) {
  return <SocialLinkPage ticket={loaderData.ticket} />;
}
