import * as z from 'zod/mini';
import type { QuickSearchItem } from '../catalog.ts';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';

/**
 * Query of GET /api/products/search (the header's quick search). `search` may be anything: text out of bounds
 * gives an empty list, never an error; a repeated key counts once.
 */
export const quickSearchRequest = z.object({
  search: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''))),
  ),
  lang: z.catch(z.optional(z.enum(LANGS)), undefined),
});

export interface QuickSearchReply {
  items: QuickSearchItem[];
}

export const quickSearchReply: z.ZodMiniType<QuickSearchReply> = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      href: z.string(),
      image: z.nullable(z.string()),
      price: z.number(),
      priceInStore: z.boolean(),
    }),
  ),
});

export const quickSearch = endpoint({
  method: 'GET',
  path: '/api/products/search',
  request: quickSearchRequest,
  reply: quickSearchReply,
});
