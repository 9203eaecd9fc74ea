import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

const nonces = new WeakMap<FastifyReply, string>();

/** A fresh nonce for this response's inline scripts; the CSP header below allows exactly it. */
export function newCspNonce(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  nonces.set(reply, nonce);
  return nonce;
}

const scriptHashes = new WeakMap<FastifyReply, readonly string[]>();

/**
 * This response is a kept page (decision 0038): its inline scripts are allowed by their SHA-256 hashes instead of a
 * nonce, so one stored (and compressed) copy serves many answers.
 */
export function allowScriptsByHash(reply: FastifyReply, hashes: readonly string[]): void {
  scriptHashes.set(reply, hashes);
}

/** HSTS: a year, sub-domains too (they are the shop's own). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the shop is served over https: PUBLIC_URL says so, or its cookies are always Secure (COOKIE_SECURE=always,
 * set when TLS ends at a proxy in front of a shop that names no PUBLIC_URL). Then every answer carries HSTS.
 */
export function servedOverHttps(config: Pick<Config, 'publicUrl' | 'business'>): boolean {
  return Boolean(config.publicUrl?.startsWith('https://')) || config.business.cookieSecure === 'always';
}

/**
 * Security headers for every response (design §6), error pages included. HTML gets a CSP without
 * 'unsafe-inline' scripts: inline scripts carry this response's nonce (`newCspNonce`, rendered by
 * `src/web/entry.server.tsx`); images come from this origin, data: URLs and the listed origins only.
 */
export function securityHeaders(reply: FastifyReply, config: Config): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
  if (servedOverHttps(config)) reply.header('strict-transport-security', HSTS);
  const ct = String(reply.getHeader('content-type') ?? '');
  if (ct.startsWith('text/html')) {
    const tracking = config.gtmId || config.fbPixelId;
    const trackingScripts = tracking ? ' https://www.googletagmanager.com https://connect.facebook.net' : '';
    // tag manager and pixel beacons are images and fetches to their own origins
    const trackingBeacons = tracking
      ? ' https://www.google-analytics.com https://www.googletagmanager.com https://www.facebook.com'
      : '';
    const nonce = nonces.get(reply);
    const hashes = scriptHashes.get(reply);
    const inline = hashes ? hashes.map((h) => ` 'sha256-${h}'`).join('') : nonce ? ` 'nonce-${nonce}'` : '';
    // the checkout posts its hidden form to the card gateway's own address (decision 0025)
    const gateway =
      config.payments.gateway === 'azericard' && config.payments.azericard.url
        ? ` ${new URL(config.payments.azericard.url).origin}`
        : '';
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self'${inline}${trackingScripts}`,
        "style-src 'self' 'unsafe-inline'",
        // video thumbnails (YouTube)
        `img-src 'self' data: https://i.ytimg.com${tilesSource(config.map.tilesUrl)}${trackingBeacons}`,
        "font-src 'self' data:",
        `connect-src 'self'${trackingBeacons}`,
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
        "frame-ancestors 'self'",
        "base-uri 'self'",
        `form-action 'self'${gateway}`,
        "object-src 'none'",
      ].join('; '),
    );
  }
}

/** The map tiles' origin as a CSP source (' https://*.tile.example.org' for a {s} sub-domain), or ''. */
export function tilesSource(tilesUrl: string): string {
  const m = /^(https?:\/\/[^/]+)/.exec(tilesUrl);
  return m ? ` ${m[1]!.replace('{s}', '*')}` : '';
}
