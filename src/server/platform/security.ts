import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** Security headers for every response (design §6). */
export function securityHeaders(reply: FastifyReply, config: Config): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
  if (config.publicUrl?.startsWith('https://')) {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  const ct = String(reply.getHeader('content-type') ?? '');
  if (ct.startsWith('text/html')) {
    const tracking = config.gtmId || config.fbPixelId ? ' https://www.googletagmanager.com https://connect.facebook.net' : '';
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'unsafe-inline'${tracking}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  }
}
