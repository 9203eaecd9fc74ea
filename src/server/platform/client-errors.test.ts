import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientErrorHandler } from './client-errors.ts';
import { createI18n } from './i18n.server.ts';

/** What the handler writes to a socket before closing it. */
function answer(handler: ReturnType<typeof clientErrorHandler>, code: string): string {
  let written = '';
  const socket = {
    destroyed: false,
    writable: true,
    write: (s: string) => (written += s),
    destroy: () => undefined,
  } as unknown as Socket;
  handler(Object.assign(new Error(code), { code }), socket);
  return written;
}

describe('answers written before Fastify sees the request', () => {
  const i18n = createI18n();

  it('carry HSTS when the shop is served over https, and not otherwise', () => {
    const https = answer(clientErrorHandler(i18n, { hsts: true }), 'ERR_HTTP_REQUEST_TIMEOUT');
    expect(https).toMatch(/^HTTP\/1\.1 408 /);
    expect(https).toContain('\r\nStrict-Transport-Security: max-age=31536000; includeSubDomains\r\n');
    expect(https).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    const http = answer(clientErrorHandler(i18n), 'HPE_HEADER_OVERFLOW');
    expect(http).toMatch(/^HTTP\/1\.1 431 /);
    expect(http).not.toContain('Strict-Transport-Security');
  });
});
