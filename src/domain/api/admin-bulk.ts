import * as z from 'zod/mini';
import {
  BULK_IDS_MAX,
  BULK_PERCENT_MAX,
  BULK_PERCENT_MIN,
  BULK_PRICE_MAX,
  BULK_STOCK_MAX,
  type BulkValues,
} from '../admin/bulk-products.ts';
import { endpoint } from './endpoint.ts';
import { idField, requiredOr } from './fields.ts';

/**
 * Bulk work in the back office's lists (ADM-22, decision 0085): one change to many products, previewed then applied
 * in one audited transaction; approving or rejecting many reviews. Registered by `server/admin/catalog/products-bulk.api.ts`.
 */

const int = (min: number, max: number) =>
  z
    .int({ error: requiredOr('validation.invalidType') })
    .check(z.minimum(min, { error: 'validation.tooSmall' }), z.maximum(max, { error: 'validation.tooBig' }));

/** Up to 500 distinct record ids. */
const bulkIds = z.array(idField(), { error: requiredOr('validation.invalidType') }).check(
  z.minLength(1, { error: 'admin-ui.bulk.noneSelected' }),
  z.maxLength(BULK_IDS_MAX, { error: 'admin-ui.bulk.tooMany' }),
  z.refine((v) => new Set(v).size === v.length, { error: 'validation.invalidValue' }),
);

/** A percent with at most two decimals, −99 … 1000. */
const percent = z.number({ error: requiredOr('validation.invalidType') }).check(
  z.minimum(BULK_PERCENT_MIN, { error: 'validation.tooSmall' }),
  z.maximum(BULK_PERCENT_MAX, { error: 'validation.tooBig' }),
  z.refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'validation.invalidValue',
  }),
);

/**
 * One change: which field, how, and the value (money in qəpik). A plain union, not `z.discriminatedUnion`: zod's
 * schema classes share one chunk with the shop's pages, and the discriminated union's class alone pushed the
 * checkout's first load over its 140 KB budget. The one option whose kind and mode match names its own field errors
 * (`change.value`); a change matching no option at all is refused as a whole (`change`).
 */
export const bulkChange = z.union(
  [
    z.strictObject({ kind: z.literal('price'), mode: z.literal('percent'), value: percent }),
    z.strictObject({
      kind: z.literal('price'),
      mode: z.literal('amount'),
      value: int(-BULK_PRICE_MAX, BULK_PRICE_MAX),
    }),
    z.strictObject({ kind: z.literal('priceOld'), value: z.nullable(int(1, BULK_PRICE_MAX)) }),
    z.strictObject({ kind: z.literal('stock'), mode: z.literal('set'), value: int(0, BULK_STOCK_MAX) }),
    z.strictObject({ kind: z.literal('stock'), mode: z.literal('add'), value: int(-BULK_STOCK_MAX, BULK_STOCK_MAX) }),
    z.strictObject({ kind: z.literal('active'), value: z.boolean({ error: requiredOr('validation.invalidType') }) }),
    z.strictObject({ kind: z.literal('category'), value: idField() }),
    z.strictObject({
      kind: z.literal('badge'),
      mode: z.enum(['add', 'remove'], { error: 'validation.invalidValue' }),
      value: idField(),
    }),
  ],
  { error: 'validation.invalidValue' },
);

/** POST `/api/admin/products/bulk` (products.update): `preview` answers before → after without writing. */
export const productsBulkRequest = z.strictObject({
  ids: bulkIds,
  change: bulkChange,
  preview: z.optional(z.boolean({ error: 'validation.invalidType' })),
  /**
   * The stock each product had in the preview the person applies: a stock set then applies as the difference from
   * it, so units sold since the preview stay sold (the product form's rule, decision 0059). Without it, the stock
   * read in the write's transaction.
   */
  stockSeen: z.optional(
    z
      .array(z.strictObject({ id: idField(), stock: int(0, BULK_STOCK_MAX) }), { error: 'validation.invalidType' })
      .check(z.maxLength(BULK_IDS_MAX, { error: 'admin-ui.bulk.tooMany' })),
  ),
});
export type ProductsBulkRequest = z.output<typeof productsBulkRequest>;

/** One product of a bulk change: its values before and after, the fields that change, what keeps it from applying. */
export interface BulkProductRow {
  id: number;
  sku: string;
  title: string;
  before: BulkValues;
  after: BulkValues;
  changes: (keyof BulkValues)[];
  problem: string | null;
}

export interface ProductsBulkReply {
  preview: boolean;
  /** products whose values change (applied, or that would be) */
  changed: number;
  items: BulkProductRow[];
}

export const adminProductsBulk = endpoint({
  method: 'POST',
  path: '/api/admin/products/bulk',
  request: productsBulkRequest,
  reply: z.custom<ProductsBulkReply>(),
});

/** POST `/api/admin/reviews/bulk` (reviews.verify): approve or reject every review of `ids`. */
export const reviewsBulkRequest = z.strictObject({
  ids: bulkIds,
  action: z.enum(['approve', 'reject'], { error: 'validation.invalidValue' }),
});

export const adminReviewsBulk = endpoint({
  method: 'POST',
  path: '/api/admin/reviews/bulk',
  request: reviewsBulkRequest,
  reply: z.custom<{ changed: number }>(),
});
