import { redirect } from 'react-router';
import { localePath, splitLang } from '~/domain/routes';
import { returnPathOf } from '~/domain/return-path';
import type { Viewer } from '~/server/platform/viewer';

interface GuardArgs {
  request: Request;
  context: { viewer: Viewer | null };
}

/**
 * Route guards of the accounts screens (ACC-8), run in loaders on the server, so a
 * page a visitor may not see is never rendered, with or without JavaScript.
 */

/** The cabinet: a guest goes to the login of the page's language and comes back to this page after signing in. */
export function requireCustomer({ request, context }: GuardArgs): Viewer {
  if (context.viewer) return context.viewer;
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  throw redirect(`${localePath(lang, '/login')}?next=${encodeURIComponent(returnPathOf(url))}`, {
    headers: { 'cache-control': 'private, no-store' },
  });
}

/** /login, /signup, /remind, /new-password: a signed-in customer goes to the home page of the language. */
export function requireGuest({ request, context }: GuardArgs): void {
  if (!context.viewer) return;
  const { lang } = splitLang(new URL(request.url).pathname);
  throw redirect(localePath(lang, '/'), { headers: { 'cache-control': 'private, no-store' } });
}
