import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import { SOCIAL_PROVIDERS, type SocialError, type SocialProvider } from '../../../domain/api/social-auth.ts';
import type { Config } from '../../config.ts';
import { readCookies, setCookieValue } from '../../platform/cookies.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { sendPlainPage } from '../../platform/plain-page.ts';
import { requestOrigin } from '../../platform/ssr.ts';
import { secureCookies, type RenewAccess } from '../auth/session-cookies.ts';
import type { SignInEdge } from '../auth/sign-in-edge.ts';
import { viewerFromRow } from '../auth/user-view.ts';
import { safeReturnPath } from './social-hash.ts';
import { ATTEMPT_TTL_MS, type SocialSignInService } from './social-sign-in.service.ts';

/** The cookie that binds an attempt to the browser that started it (decision 0093). */
export const bindingCookieName = (prefix: string) => `${prefix}social`;

/**
 * The browser's half of sign-in with Google and Facebook (decision 0093; the contract in domain/api/social-auth.ts):
 * `GET /auth/{provider}/start` → 302 to the provider, `GET /auth/{provider}/callback` → 302 to where the shopper
 * goes next (signed in at `returnTo`, the cabinet after a link, the link or sign-up page with a ticket, or the
 * sign-in page with `socialError`). Never cached; a failure of ours lands on the sign-in page as `unavailable`.
 */
export function registerSocialRoutes(
  app: FastifyInstance,
  deps: {
    i18n: I18n;
    config: Config;
    social: SocialSignInService;
    signIn: SignInEdge;
    renewAccess: RenewAccess;
  },
): void {
  const { config, social } = deps;
  const cookieName = bindingCookieName(config.business.cookiePrefix);
  const origin = (req: FastifyRequest) =>
    requestOrigin(req.protocol, req.headers.host, { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts });
  const redirectUri = (req: FastifyRequest, p: SocialProvider) => `${origin(req)}/auth/${p}/callback`;
  const providerOf = (req: FastifyRequest): SocialProvider | null => {
    const p = (req.params as { provider?: string }).provider;
    return (SOCIAL_PROVIDERS as readonly string[]).includes(p ?? '') ? (p as SocialProvider) : null;
  };
  const langOf = (v: unknown): Lang => (typeof v === 'string' && isLang(v) ? v : 'az');
  const go = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 302);
  const refusedTo = (lang: Lang, code: SocialError) => `${localePath(lang, '/login')}?socialError=${code}`;

  app.get('/auth/:provider/start', async (req, reply) => {
    const provider = providerOf(req);
    if (!provider) return sendPlainPage(reply, 404, 'common.notFound.title', deps.i18n, config);
    const q = req.query as Record<string, unknown>;
    const lang = langOf(q.lang);
    const intent = q.intent === 'link' ? 'link' : 'signin';
    // linking is for a signed-in customer: a guest signs in first
    if (intent === 'link' && !req.viewer) return go(reply, localePath(lang, '/login'));
    try {
      const r = await social.start({
        provider,
        intent,
        viewer: req.viewer,
        returnTo: safeReturnPath(q.returnTo, localePath(lang, '/')),
        lang,
        redirectUri: redirectUri(req, provider),
        binding: readCookies(req.headers.cookie)[cookieName],
        clientIp: req.ip ?? null,
      });
      if ('refused' in r) return go(reply, refusedTo(lang, r.refused));
      reply.header(
        'set-cookie',
        setCookieValue(cookieName, r.binding, {
          maxAge: ATTEMPT_TTL_MS / 1000,
          sameSite: 'Lax',
          httpOnly: true,
          secure: secureCookies(req, config.business.cookieSecure),
        }),
      );
      return go(reply, r.location.href);
    } catch (err) {
      req.log.error({ err }, 'social sign-in start failed');
      return go(reply, refusedTo(lang, 'unavailable'));
    }
  });

  app.get('/auth/:provider/callback', async (req, reply) => {
    const provider = providerOf(req);
    if (!provider) return sendPlainPage(reply, 404, 'common.notFound.title', deps.i18n, config);
    const fallbackLang: Lang = 'az';
    try {
      const r = await social.callback({
        provider,
        url: new URL(req.url, `${origin(req)}/`),
        binding: readCookies(req.headers.cookie)[cookieName],
        viewer: req.viewer,
        lang: fallbackLang,
        clientIp: req.ip ?? null,
        meta: {
          userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
          clientIp: req.ip ?? null,
        },
      });
      switch (r.kind) {
        case 'signedIn':
          await deps.signIn(req, reply, r.session);
          return go(reply, r.returnTo);
        case 'linked':
          // the access cookie says isSocial from now on
          deps.renewAccess(req, reply, viewerFromRow(r.user, req.viewer!.sessionId));
          return go(reply, `${localePath(r.lang, '/cabinet/sign-in-methods')}?linked=${r.provider}`);
        case 'ticket':
          return go(
            reply,
            `${localePath(r.lang, r.ticketKind === 'link' ? '/login/social' : '/signup/social')}?ticket=${r.ticket}`,
          );
        case 'refused':
          return go(reply, refusedTo(r.lang, r.code));
      }
    } catch (err) {
      req.log.error({ err }, 'social sign-in callback failed');
      return go(reply, refusedTo(fallbackLang, 'unavailable'));
    }
  });
}
