import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localePath, splitLang } from '../../domain/routes.ts';
import type { Lang } from '../../domain/i18n.ts';
import type { Config } from '../config.ts';
import { kindOfStatus, requestLang, sendFailure } from './envelope.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db-errors.ts';
import { fail } from './errors.ts';
import type { I18n } from './i18n.server.ts';
import { isApiUrl } from './request-guards.ts';
import { securityHeaders } from './security.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a shopper sees while the database does not answer (decision 0067): 503 with `Retry-After`, in the
 * language of the page asked for (its path's prefix), with a link that asks for the same page again. Built from
 * the server's own messages, so it needs nothing the database holds (the shop's layout does); never stored by a
 * proxy (`no-store`), never indexed.
 */
export function sendUnavailablePage(reply: FastifyReply, lang: Lang, i18n: I18n, config: Config): FastifyReply {
  const t = (k: string) => escapeHtml(i18n.t(lang, k));
  reply
    .status(503)
    .type('text/html; charset=utf-8')
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  securityHeaders(reply, config);
  return reply.send(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${t('outage.title')} · ${escapeHtml(config.siteTitle)}</title>` +
      `<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem;color:#0b1b3f">` +
      `<h1>${t('outage.title')}</h1><p>${t('outage.text')}</p>` +
      // href="": this very address again
      `<p><a href="" style="display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#c24500;color:#fff;text-decoration:none">${t('outage.retry')}</a></p>` +
      `<p><a href="${localePath(lang, '/')}">${t('outage.home')}</a></p></body></html>`,
  );
}

/** The API's answer to the same (the envelope in the request's `lang`, 503, `Retry-After`). */
function sendUnavailableFailure(reply: FastifyReply, lang: Lang, i18n: I18n): FastifyReply {
  return sendFailure(reply, i18n, lang, fail('unavailable', 'errors.unavailable'));
}

/** The language of a page request: its path's prefix (az at the base). */
export function pageLang(url: string): Lang {
  return splitLang(url.split('?', 1)[0]!).lang;
}

/**
 * The app's last error handler, for every route outside the API's and the payments' own (sitemap, shared root
 * files, media, the printable order sheet): a database that does not answer is a 503 with `Retry-After` — the
 * envelope under /api, else the unavailable page — and any other failure a 500 that shows nothing of its cause
 * (the cause goes to the log). A refusal with its own 4xx status keeps Fastify's answer.
 */
export function registerErrorAnswers(app: FastifyInstance, deps: { i18n: I18n; config: Config }): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const api = isApiUrl(req.url);
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return api
        ? sendUnavailableFailure(reply, requestLang(req), deps.i18n)
        : sendUnavailablePage(reply, pageLang(req.url), deps.i18n, deps.config);
    }
    const status = err.statusCode ?? 500;
    if (status < 500) return reply.send(err);
    req.log.error({ err }, 'request failed');
    if (api) return sendFailure(reply, deps.i18n, requestLang(req), fail(kindOfStatus(status), 'errors.unexpected'));
    const lang = pageLang(req.url);
    reply.status(500).type('text/plain; charset=utf-8');
    return reply.send(deps.i18n.t(lang, 'errors.unexpected'));
  });
}
