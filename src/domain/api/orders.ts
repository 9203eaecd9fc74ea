import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import { endpoint } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/** The order page's data (spec 000 §7 "Current order by token"; §3 "order success data"). Money in qəpik. */
export interface OrderConfirmation {
  id: number;
  status: OrderStatus;
  /** the status in the request's language */
  statusText: string;
  paid: boolean;
  payment: 'cash' | 'card' | 'installment';
  delivery: 'delivery' | 'pickup';
  createdAt: string;
  total: number;
  /** true when the page was shown before (the purchase event is sent on the first view only) */
  opened: boolean;
  /** a reward code for the next order, when this order earned one (decision 0027) */
  promocode: { code: string; discountType: 'amount' | 'percent'; discountAmount: number; discountPercent: number; validUntil: string | null } | null;
  /** what the purchase event reports */
  items: { id: number; title: string; price: number; qty: number }[];
}

const n = z.number();
const s = z.string();
export const orderConfirmation: z.ZodMiniType<OrderConfirmation> = z.object({
  id: n,
  status: z.enum(ORDER_STATUSES),
  statusText: s,
  paid: z.boolean(),
  payment: z.enum(['cash', 'card', 'installment']),
  delivery: z.enum(['delivery', 'pickup']),
  createdAt: s,
  total: n,
  opened: z.boolean(),
  promocode: z.nullable(
    z.object({ code: s, discountType: z.enum(['amount', 'percent']), discountAmount: n, discountPercent: n, validUntil: z.nullable(s) }),
  ),
  items: z.array(z.object({ id: n, title: s, price: n, qty: n })),
});

export const orderByTokenRequest = z.strictObject({
  token: z.string({ error: requiredOr('validation.invalidType') }).check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'orders.notFound' })),
  lang: z.optional(z.enum(LANGS)),
});
export const orderByToken = endpoint({ method: 'GET', path: '/api/orders/current', request: orderByTokenRequest, reply: orderConfirmation });
