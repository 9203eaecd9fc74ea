import * as z from 'zod/mini';
import type { ProductCard } from '../catalog.ts';
import { LANGS } from '../i18n.ts';
import { RECENTLY_VIEWED_KEEP } from '../lists/recently-viewed.ts';
import { endpoint } from './endpoint.ts';
import { idField, requiredOr } from './fields.ts';

/**
 * "Recently viewed" of a signed-in customer (PDP-14, decision 0081): read, record a view, and join the browser's
 * guest list at sign-in. Each needs a signed-in customer (401 for a guest) and answers the whole list as product
 * cards, newest first. A guest's list stays in the browser; its cards come from `POST /api/lists/details`.
 */

const lang = z.optional(z.enum(LANGS));

export interface RecentlyViewedReply {
  products: ProductCard[];
}
/** Cards are the catalogue's own shape; the client checks the envelope's outline and trusts the server's cards. */
export const recentlyViewedReply: z.ZodMiniType<RecentlyViewedReply> = z.object({
  products: z.array(
    z.custom<ProductCard>((v) => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number'),
  ),
});

export const recentlyViewed = endpoint({
  method: 'GET',
  path: '/api/users/recently-viewed',
  request: z.strictObject({ lang }),
  reply: recentlyViewedReply,
});

/** The product page's view, sent after the page painted; repeating it changes nothing. */
export const viewProduct = endpoint({
  method: 'POST',
  path: '/api/users/recently-viewed',
  request: z.strictObject({ product_id: idField(), lang }),
  reply: recentlyViewedReply,
});

/** One view the browser kept: the product and when (epoch milliseconds; a time in the future counts as now). */
const view = z.strictObject({
  id: idField(),
  at: z.int({ error: requiredOr('validation.invalidType') }).check(z.positive({ error: 'validation.invalidValue' })),
});

export const mergeRecentlyViewed = endpoint({
  method: 'POST',
  path: '/api/users/recently-viewed/merge',
  request: z.strictObject({
    items: z
      .array(view, { error: requiredOr('validation.invalidType') })
      .check(z.maxLength(RECENTLY_VIEWED_KEEP, { error: 'validation.tooBig' })),
    lang,
  }),
  reply: recentlyViewedReply,
});
