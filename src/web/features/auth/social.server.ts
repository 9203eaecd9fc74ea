import { redirect } from 'react-router';
import { SOCIAL_ERRORS, SOCIAL_PROVIDERS, type SocialError, type SocialProvider } from '~/domain/api/social-auth';
import { localePath, splitLang } from '~/domain/routes';
import type { Viewer } from '~/server/platform/viewer';

interface Args {
  request: Request;
  context: { viewer: Viewer | null };
}

/** The configured social sign-in providers (issue 31), in display order: their buttons on the sign-in pages. */
export function socialProviders({ context }: { context: { services: { social: { providers(): SocialProvider[] } } } }) {
  return context.services.social.providers();
}

/**
 * A refused social sign-in's code from `?socialError=` (only a known one: the page shows its translation). A
 * signed-in customer gets it too when a link from the cabinet was refused (`linkedElsewhere`…): the sign-in page is
 * not for them, so it goes on to the cabinet's sign-in methods, which shows it.
 */
export function socialErrorOf({ request, context }: Args): SocialError | null {
  const url = new URL(request.url);
  const known = knownSocialError(url);
  if (known && context.viewer) {
    const { lang } = splitLang(url.pathname);
    throw redirect(`${localePath(lang, '/cabinet/sign-in-methods')}?socialError=${known}`, {
      headers: { 'cache-control': 'private, no-store' },
    });
  }
  return known;
}

/** `?socialError=` when it is one of `SOCIAL_ERRORS`, else null (a crafted value shows nothing). */
export function knownSocialError(url: URL): SocialError | null {
  const code = url.searchParams.get('socialError');
  return (SOCIAL_ERRORS as readonly string[]).includes(code ?? '') ? (code as SocialError) : null;
}

/** `?linked=` after a link from the cabinet, when it names a provider. */
export function linkedProvider(url: URL): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((p) => p === url.searchParams.get('linked')) ?? null;
}
