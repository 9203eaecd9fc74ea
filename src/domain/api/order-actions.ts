import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import { endpoint } from './endpoint.ts';
import { idField, requiredOr } from './fields.ts';
import { orderConfirmation } from './orders.ts';

/**
 * What the shopper does to their own order after placing it (ORD-12, PAY-11; decision 0078): on the order page, by
 * its token and only in the browser that placed it (or for the signed-in customer it belongs to) — cancel, or pay
 * cash at pickup instead of a card the bank has not answered; in the cabinet, by id — cancel, and "order again".
 * Each is idempotent: a repeat answers the order as it is now.
 */
const lang = z.optional(z.enum(LANGS));
const token = z
  .string({ error: requiredOr('validation.invalidType') })
  .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'orders.notFound' }));
const byToken = z.strictObject({ token, lang });
const byId = z.strictObject({ id: idField(), lang });

/** POST /api/orders/current/cancel — the order page's "Cancel the order": answers the page's data after it. */
export const cancelCurrentOrder = endpoint({
  method: 'POST',
  path: '/api/orders/current/cancel',
  request: byToken,
  reply: orderConfirmation,
});

/** POST /api/orders/current/pay-cash — "Pay cash at pickup instead" while the bank is slow. */
export const payCashInstead = endpoint({
  method: 'POST',
  path: '/api/orders/current/pay-cash',
  request: byToken,
  reply: orderConfirmation,
});

/** The cabinet's cancel: the order's row as the list shows it, and the message. */
export interface CancelledOrder {
  id: number;
  status: OrderStatus;
  statusText: string;
  alert: string;
}
export const cancelMyOrder = endpoint({
  method: 'POST',
  path: '/api/orders/cancel/{id}',
  request: byId,
  reply: z.object({ id: z.number(), status: z.enum(ORDER_STATUSES), statusText: z.string(), alert: z.string() }),
});

/** Why a line of the order did not go back into the cart. */
export const AGAIN_SKIPS = ['notSold', 'noStock', 'cartFull'] as const;
export type AgainSkip = (typeof AGAIN_SKIPS)[number];

/** "Order again": what went into the cart (fewer units than ordered when the stock is short) and what did not. */
export interface OrderAgainReply {
  added: { id: number; title: string; qty: number; ordered: number }[];
  skipped: { id: number; title: string; reason: AgainSkip }[];
  /** the customer's cart after it (priced anew wherever it is shown) */
  cart: { id: number; qty: number; size: string | null }[];
}
export const orderAgain = endpoint({
  method: 'POST',
  path: '/api/orders/again/{id}',
  request: byId,
  reply: z.object({
    added: z.array(z.object({ id: z.number(), title: z.string(), qty: z.number(), ordered: z.number() })),
    skipped: z.array(z.object({ id: z.number(), title: z.string(), reason: z.enum(AGAIN_SKIPS) })),
    cart: z.array(z.object({ id: z.number(), qty: z.number(), size: z.nullable(z.string()) })),
  }),
});
