import http from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LANG } from '../../domain/i18n.ts';
import type { I18n } from './i18n.server.ts';
import { HSTS } from './security.ts';

/**
 * Errors Node raises before a request reaches Fastify (a request that arrives too slowly, headers too large,
 * a malformed request line): answered with the API envelope, in the default language since no `lang` could be
 * read, and the connection is closed. Replaces Fastify's own JSON body. `hsts`: the shop is served over https
 * (`servedOverHttps`), so this answer carries HSTS like every other.
 */
export function clientErrorHandler(i18n: I18n, opts: { hsts?: boolean } = {}) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, key] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.timeout']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'errors.headersTooLarge']
          : [400, 'errors.badRequest'];
    const body = JSON.stringify({ ok: false, error: i18n.t(DEFAULT_LANG, key) });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n${opts.hsts ? `Strict-Transport-Security: ${HSTS}\r\n` : ''}\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}
