import { data, redirect } from 'react-router';
import { localePath, splitLang } from '~/domain/routes';
import type { Route } from './+types/new-password';
import { requireGuest } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { NewPasswordPage } from '~/web/features/auth/new-password-page';
import { ResetLinkExpired } from '~/web/features/auth/reset-link-expired';

/** The new-password page (ACC-3): a signed-in customer goes home (ACC-8). */
export async function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  const url = new URL(args.request.url);
  const token = url.searchParams.get('token') ?? '';
  // without a token the page is of no use: home (ACC-3)
  if (!token)
    throw redirect(localePath(splitLang(url.pathname).lang, '/'), {
      headers: { 'cache-control': 'private, no-store' },
    });
  // the token is the key to the account: no cache keeps the page, no referrer carries the address
  const headers = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
  // a link that was used, is too old or never existed (an old email): say so and offer a new one (410 Gone)
  if (token.length > 128 || !(await args.context.services.passwordReset.tokenValid(token)))
    return data({ token: null }, { status: 410, headers });
  return data({ token }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'signin.newPassword.title' }), { name: 'robots', content: 'noindex' }];
}

export default function NewPassword({ loaderData }: Route.ComponentProps) {
  return loaderData.token ? <NewPasswordPage token={loaderData.token} /> : <ResetLinkExpired />;
}
