/**
 * The one rule for the address staff give a record's page in the `routes` table (decision 0047): categories,
 * articles, pages and vacancies alike. A path is lower-case words of Latin letters and digits joined by `-` or `/`,
 * at most ENTITY_PATH_MAX characters, and never under a first segment the shop's own pages use (it could not be
 * reached: `src/web/routes.ts` matches those before the routes table).
 */

import { TRACK_PATH } from '../routes.ts';

export const ENTITY_PATH_MAX = 200;

const PATH = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

/** First path segments the shop's own pages use (src/web/routes.ts) or that are not pages. */
const RESERVED = new Set([
  'admin',
  'api',
  'az',
  'ru',
  'en',
  'p',
  'i',
  'products',
  'search',
  'sale',
  'newin',
  'bestsellers',
  'brands',
  'cabinet',
  'cart',
  'checkout',
  'compare',
  'alerts',
  'error',
  'login',
  'new-password',
  'notfound',
  'order',
  'remind',
  'signup',
  'soon',
  'wishlist',
  // "Track your order" in each language (sifarisi-izle, otslezhivanie-zakaza, track-order)
  ...Object.values(TRACK_PATH).map((p) => p.slice(1)),
  'sitemap.xml',
  'robots.txt',
  'assets',
  'favicon.ico',
]);

/** A path as staff type it, made comparable: trimmed, lower-case, without leading and trailing slashes. */
export function typedPath(v: string): string {
  return v.trim().toLowerCase().replace(/^\/+/, '').replace(/\/+$/, '');
}

/** What keeps a path (already `typedPath`) from being a record's address: its form, its length, a shop page's segment; or null. */
/** Whether a first path segment is kept for the shop (src/web/routes-reserved.test.ts keeps this in step with routes.ts). */
export const isReservedSegment = (segment: string): boolean => RESERVED.has(segment);

export function entityPathProblem(path: string): 'format' | 'tooLong' | 'reserved' | null {
  if (!PATH.test(path)) return 'format';
  if (path.length > ENTITY_PATH_MAX) return 'tooLong';
  if (RESERVED.has(path.split('/')[0]!)) return 'reserved';
  return null;
}

export const isEntityPath = (path: string): boolean => entityPathProblem(path) === null;

/** A path made from a title (`slugify`, a prefix), moved aside with `-<id>` when the rule refuses it as it is. */
export function madePath(made: string, id: number): string {
  return isEntityPath(made) ? made : `${made}-${id}`;
}
