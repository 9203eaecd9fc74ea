import type { Lang } from '~/domain/i18n';

/**
 * The address of a social sign-in's first step (issue 31, `domain/api/social-auth.ts`): a plain navigation the
 * server answers with a redirect to the provider, so the buttons are links and work before the page's script runs.
 */
export function socialStartHref(
  provider: 'google' | 'facebook',
  intent: 'signin' | 'link',
  returnTo: string,
  lang: Lang,
): string {
  const q = new URLSearchParams({ intent, returnTo, lang });
  return `/auth/${provider}/start?${q.toString()}`;
}

const KEY = 'volt.social.returnTo';

/**
 * The return path of a sign-in that goes through a ticket page (link an existing account, or sign up): the server
 * sends it back only when it signs the customer in itself, so the tab keeps it for the ticket pages. Best effort:
 * a browser without storage ends on the cabinet.
 */
export function rememberSocialReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // private mode or storage disabled: the ticket pages fall back to the cabinet
  }
}

export function socialReturn(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSocialReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
