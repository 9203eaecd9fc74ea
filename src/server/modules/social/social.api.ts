import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authSocialLink,
  authSocialLinkCode,
  authSocialMethods,
  authSocialSignup,
  authSocialTicket,
  authSocialUnlink,
} from '../../../domain/api/social-auth.ts';
import { ok } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, PUBLIC, route } from '../../platform/route.ts';
import type { RenewAccess } from '../auth/session-cookies.ts';
import type { SignInEdge } from '../auth/sign-in-edge.ts';
import { viewerFromRow } from '../auth/user-view.ts';
import type { SocialAccountsService } from './social-accounts.service.ts';

const meta = (req: FastifyRequest) => ({
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
  clientIp: req.ip ?? null,
});

/**
 * The JSON half of sign-in with Google and Facebook under /api/auth/social (docs/api.md, decision 0093): the ticket's
 * page data, proving an account to link it, the new customer's sign-up, the cabinet's methods and unlinking. A step
 * that ends signed in goes through the same edge as the password login (cookies, replaced session, lists merged).
 */
export function registerSocialApi(
  api: FastifyInstance,
  deps: { i18n: I18n; accounts: SocialAccountsService; signIn: SignInEdge; renewAccess: RenewAccess },
): void {
  const { i18n, accounts } = deps;
  const nocache = { cacheControl: 'private, no-store' };

  route(api, i18n, authSocialTicket, PUBLIC, ({ input }) => accounts.ticket(input.ticket), nocache);

  route(api, i18n, authSocialLinkCode, PUBLIC, ({ input, req, lang }) =>
    accounts.linkCode(input.ticket, { clientIp: req.ip ?? null, lang }),
  );

  route(api, i18n, authSocialLink, PUBLIC, async ({ input, req, reply, lang }) => {
    const r = await accounts.link(input, { clientIp: req.ip ?? null, lang, meta: meta(req) });
    if (!r.ok) return r;
    await deps.signIn(req, reply, r.data.session);
    return ok({ tick: true as const, user: r.data.user });
  });

  route(api, i18n, authSocialSignup, PUBLIC, async ({ input, req, reply, lang }) => {
    const r = await accounts.signup(input, { clientIp: req.ip ?? null, lang, meta: meta(req) });
    if (!r.ok || !('tick' in r.data)) return r;
    await deps.signIn(req, reply, r.data.session);
    return ok({ tick: true as const, user: r.data.user });
  });

  route(api, i18n, authSocialMethods, CUSTOMER, ({ viewer }) => accounts.methods(viewer), nocache);

  route(api, i18n, authSocialUnlink, CUSTOMER, async ({ input, viewer, req, reply }) => {
    const r = await accounts.unlink(viewer, input.provider, req.ip ?? null);
    if (!r.ok) return r;
    // the access cookie follows (isSocial)
    deps.renewAccess(req, reply, viewerFromRow(r.data.user, viewer.sessionId));
    return ok(r.data.methods);
  });
}
