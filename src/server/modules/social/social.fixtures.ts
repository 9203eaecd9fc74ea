import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Jar } from '../auth/auth.fixtures.ts';

/** Test helpers of sign-in with Google and Facebook: the shop's address the providers send the browser back to. */
export const SHOP_URL = 'http://shop.test';

/** Where a 302 of the shop points, as a URL on the shop. */
export function locationOf(res: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), SHOP_URL);
}

/**
 * The whole browser trip: the shop's start → the provider (driven by `authorize`) → the shop's callback; answers the
 * callback's response. `authorize` gets the provider's authorization URL and returns the shop's callback URL.
 */
export async function socialTrip(
  app: FastifyInstance,
  jar: Jar,
  provider: 'google' | 'facebook',
  authorize: (url: string) => Promise<URL>,
  query = 'lang=en',
) {
  const start = await jar.call(app, 'GET', `/auth/${provider}/start?${query}`);
  const callback = await authorize(String(locationOf(start)));
  expect(callback.origin).toBe(SHOP_URL);
  return jar.call(app, 'GET', callback.pathname + callback.search);
}

/** The ticket of a callback that redirected to the link or sign-up page. */
export function ticketOf(res: { statusCode: number; headers: Record<string, unknown> }, page: 'login' | 'signup') {
  const to = locationOf(res);
  expect(to.pathname).toBe(`/en/${page}/social`);
  return to.searchParams.get('ticket')!;
}
