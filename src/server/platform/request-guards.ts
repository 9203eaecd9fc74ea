import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasControlChars } from '../../domain/control-chars.ts';
import type { Config } from '../config.ts';
import type { I18n } from './i18n.server.ts';
import { requestLang, sendFailure } from './envelope.ts';
import { fail, type FailureKind } from './errors.ts';
import { sendPlainPage } from './plain-page.ts';

/** Methods the shop answers; anything else (TRACE, CONNECT, PROPFIND…) is a 405 before routing. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one exception to the origin check (decision 0010; decision 0025): the card gateway's answer. The bank's server
 * posts it to the callback, and the bank's page may post it through the shopper's browser to the return address
 * (BACKREF) — both from another site by design. Its signature is its authentication: the payments module verifies
 * it before anything changes, and an unsigned post to the return address changes nothing (it only redirects).
 */
const GATEWAY_POST_PATHS: ReadonlySet<string> = new Set(['/api/payments/azericard/callback', '/payment/return']);

export const isApiUrl = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Whether a state-changing request comes from another site (decision 0010). Browsers send `Sec-Fetch-Site` on
 * every request from a secure context and `Origin` on every cross-origin POST; a request carrying neither is not
 * a browser's cross-site form or fetch. Same-site but cross-origin (a sibling subdomain) is refused too. The origin
 * is compared whole — scheme, host and port — with this request's own (its scheme as the app reads it:
 * `X-Forwarded-Proto` from a trusted proxy, TRUST_PROXY) and with PUBLIC_URL's: `https://shop` posting to
 * `http://shop` is another origin (a page that a network attacker could have written).
 */
function isCrossSite(req: Pick<FastifyRequest, 'headers' | 'protocol'>, publicUrl: string | undefined): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const from = originOf(origin);
  // "null" (sandboxed frames, some redirects), garbage, or a scheme without an origin (file:, data:)
  if (from === undefined) return true;
  return (
    from !== originOf(`${req.protocol}://${req.headers.host ?? ''}`) &&
    from !== (publicUrl ? originOf(publicUrl) : undefined)
  );
}

/** `scheme://host[:port]` of a URL, lower-cased, the scheme's default port left out; undefined when it has none. */
function originOf(url: string): string | undefined {
  try {
    const o = new URL(url).origin;
    return o === 'null' ? undefined : o;
  } catch {
    return undefined;
  }
}

/** Decodes a URL part for inspection; an undecodable one is left to the router (its own 400). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Checks made on every request before routing, so that no module has to remember them:
 * - an unsupported method answers 405 (never a 500 from deeper down);
 * - control characters in the path answer 404 (pages) or 400 (API), in the query string 400;
 * - a cross-site state-changing request (any method but GET/HEAD/OPTIONS, API or React Router action) is 403.
 * API answers use the envelope, pages a small HTML page with the security headers.
 */
export function registerRequestGuards(app: FastifyInstance, deps: { config: Config; i18n: I18n }): void {
  const { config, i18n } = deps;
  const refuse = (
    req: FastifyRequest,
    reply: FastifyReply,
    kind: FailureKind,
    status: number,
    code: string,
    pageTitle: string,
  ) => {
    if (isApiUrl(req.url)) return sendFailure(reply, i18n, requestLang(req), fail(kind, code));
    return sendPlainPage(reply, status, pageTitle, i18n, config);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method) && req.method !== 'OPTIONS') {
      reply.header('allow', ALLOWED_METHODS.join(', '));
      return refuse(req, reply, 'methodNotAllowed', 405, 'errors.methodNotAllowed', 'errors.methodNotAllowed');
    }
    const q = req.url.indexOf('?');
    const path = decoded(q >= 0 ? req.url.slice(0, q) : req.url);
    const query = q >= 0 ? decoded(req.url.slice(q + 1).replace(/\+/g, ' ')) : '';
    if (hasControlChars(path))
      return refuse(
        req,
        reply,
        isApiUrl(req.url) ? 'invalid' : 'notFound',
        404,
        'errors.badRequest',
        'common.notFound.title',
      );
    if (hasControlChars(query, { multiline: true }))
      return refuse(req, reply, 'invalid', 400, 'errors.badRequest', 'common.notFound.title');
  });

  // after the body is read, so that the refusal speaks the body's `lang`; before any handler runs
  app.addHook('preValidation', async (req, reply) => {
    const path = req.url.split('?', 1)[0]!;
    if (!SAFE_METHODS.has(req.method) && !GATEWAY_POST_PATHS.has(path) && isCrossSite(req, config.publicUrl)) {
      req.log.info({ origin: req.headers.origin, site: req.headers['sec-fetch-site'] }, 'cross-site request refused');
      return refuse(req, reply, 'forbidden', 403, 'errors.crossSite', 'errors.crossSite');
    }
  });
}
