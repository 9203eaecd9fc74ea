import type { FastifyReply } from 'fastify';
import { LANGS } from '../../domain/i18n.ts';
import type { Config } from '../config.ts';
import type { I18n } from './i18n.server.ts';
import { securityHeaders } from './security.ts';

/**
 * A small self-contained HTML page (no scripts) for answers given before React Router could render: an
 * undecodable URL, a path with control characters, a refused method or cross-site form. The title is shown in
 * all three languages, since the language of such a URL cannot be trusted. Carries the security headers itself
 * (some of these answers bypass the app's hooks).
 */
export function sendPlainPage(
  reply: FastifyReply,
  status: number,
  titleKey: string,
  i18n: I18n,
  config: Config,
): FastifyReply {
  const t = (k: string) => LANGS.map((l) => i18n.t(l, k)).join(' · ');
  reply.status(status).type('text/html; charset=utf-8');
  securityHeaders(reply, config);
  return reply.send(
    `<!doctype html><html lang="az"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${t(titleKey)}</title><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem">` +
      `<h1>${t(titleKey)}</h1><p><a href="/">${t('common.notFound.home')}</a></p></body></html>`,
  );
}
