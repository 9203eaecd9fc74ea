import { z } from 'zod';
import { LANGS } from '../i18n.ts';
import { MAX_CART_LINES, MAX_LIST_IDS, MAX_QTY } from '../lists/guest-lists.ts';
import { normalizeMobile } from '../phone.ts';

/**
 * Request schemas of the cart and list operations (spec 000 §7 "Cart summary", "Wish list and compare
 * details"; decision 0008: one strict schema per operation, shared by the server's validator and the
 * browser's client). The client sends ids, quantities and choices only — never a price.
 */

const id = z.number({ error: 'validation.invalidType' }).int({ error: 'validation.invalidType' }).positive({ error: 'validation.invalidValue' });

export const cartEntrySchema = z.strictObject({
  id,
  qty: z.number({ error: 'validation.invalidType' }).int({ error: 'validation.invalidType' }).min(1, { error: 'validation.tooSmall' }).max(MAX_QTY, { error: 'validation.tooBig' }),
  size: z.string().trim().max(32, { error: 'validation.tooBig' }).nullish(),
});

export const PROMO_CODE_MAX = 32;

export const cartSummaryRequest = z.strictObject({
  cart: z.array(cartEntrySchema).max(MAX_CART_LINES, { error: 'cart.error.tooManyLines' }),
  lang: z.enum(LANGS).optional(),
  mobile: z
    .string()
    .trim()
    .max(32, { error: 'validation.mobile' })
    .transform((v, ctx) => {
      if (v === '') return null;
      const m = normalizeMobile(v);
      if (!m) ctx.addIssue({ code: 'custom', message: 'validation.mobile' });
      return m;
    })
    .nullish(),
  city: id.nullish(),
  district: id.nullish(),
  place: id.nullish(),
  delivery: z.enum(['delivery', 'pickup']).nullish(),
  payment: z.enum(['cash', 'card', 'installment']).nullish(),
  promoCode: z
    .string()
    .trim()
    .max(PROMO_CODE_MAX, { error: 'promo.unknown' })
    .regex(/^[\p{L}\p{N}_-]*$/u, { error: 'promo.unknown' })
    .nullish(),
});
export type CartSummaryRequest = z.output<typeof cartSummaryRequest>;

/** Wish list or compare details: the ids the browser holds, in its order. */
export const listDetailsRequest = z.strictObject({
  ids: z.array(id).max(MAX_LIST_IDS, { error: 'validation.tooBig' }),
  lang: z.enum(LANGS).optional(),
});
export type ListDetailsRequest = z.output<typeof listDetailsRequest>;
