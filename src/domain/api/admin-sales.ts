import * as z from 'zod/mini';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import { intField } from './admin.ts';
import type { AdminDashboard } from './admin-dashboard.ts';
import { download, endpoint } from './endpoint.ts';
import { addressText } from './checkout.ts';
import { idField, plainText, requiredOr, requiredPlainText } from './fields.ts';

/**
 * The back office's sales operations beyond the generic resource routes (docs/admin/sales.md): an order's status
 * moves, the cash received and notes (ADM-12), and the dashboard. Registered by `server/admin/sales/sales.api.ts`;
 * replies are typed, not checked (the admin client reads the envelope only).
 */

export const ORDER_NOTE_MAX = 1000;
export const MOVE_NOTE_MAX = 500;

/** Bodies these routes do not read: any object. */
const ignored = z.looseObject({});

/** POST `/api/admin/orders/status/{id}` (orders.status). */
export const orderMoveRequest = z.strictObject({
  to: z.enum(ORDER_STATUSES, { error: requiredOr('validation.invalidValue') }),
  note: z.optional(z.nullable(plainText(MOVE_NOTE_MAX))),
});
export type OrderMoveRequest = z.output<typeof orderMoveRequest>;

/**
 * POST `/api/admin/orders/cash/{id}` (orders.status): the cash received for a cash order. `amount` is the order's
 * payable as the page showed it (qəpik): the server records the order's own total and refuses a page that showed
 * another figure.
 */
export const orderCashRequest = z.strictObject({
  amount: intField(0, 2_000_000_000),
  note: z.optional(z.nullable(plainText(MOVE_NOTE_MAX))),
});
export type OrderCashRequest = z.output<typeof orderCashRequest>;

export const REFUND_REASON_MAX = 500;
/** At most this many lines in one refund (an order has far fewer). */
export const REFUND_LINES_MAX = 200;

/**
 * POST `/api/admin/orders/refund/{id}` (orders.refund; issue 30, decision 0084): a refund from one source — an approved
 * card payment by its id, or `cash` — either by `lines` (units of the order's lines) or by `amount` (qəpik), never
 * both. The server computes the money from the order; `key` (16–64 letters, digits, `-`, `_`; one per dialog) makes a
 * repeat answer the first refund instead of refunding twice, like the checkout's Idempotency-Key.
 */
export const orderRefundRequest = z.strictObject({
  key: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalidValue' })),
  source: z.union([z.literal('cash'), idField()], { error: requiredOr('validation.invalidValue') }),
  lines: z.optional(
    z
      .array(z.strictObject({ lineId: idField(), qty: intField(0, 100_000) }), { error: 'validation.invalidType' })
      .check(z.maxLength(REFUND_LINES_MAX, { error: 'validation.tooBig' })),
  ),
  amount: z.optional(intField(1, 2_000_000_000)),
  reason: requiredPlainText(REFUND_REASON_MAX),
  restock: z.optional(z.boolean({ error: 'validation.invalidType' })),
});
export type OrderRefundRequest = z.output<typeof orderRefundRequest>;

/** What a refund answers: the refund as recorded, and the order's refund state after it. */
export interface OrderRefundReply {
  id: number;
  refundId: number;
  amount: number;
  method: 'card' | 'cash';
  refunded: number;
  paid: number;
  state: 'none' | 'partial' | 'full';
  /** a repeat of the same key: the first refund, nothing done again */
  repeated: boolean;
}

export const ORDER_EDIT_LINES_MAX = 50;
const idemKey = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalidValue' }));

/**
 * POST `/api/admin/orders/edit/{id}` (orders.update; ADM-19, decision 0088): the order's new lines (the shopper's
 * lines; gifts are the pricing engine's), and for a delivery a new place and address or for a pickup a new branch.
 * `version` is the order's `updatedAt` as the dialog read it (a later change answers 409); `preview` answers the
 * repriced order without writing; `key` makes a repeated save answer the first.
 */
export const orderEditRequest = z.strictObject({
  key: idemKey(),
  version: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.maxLength(40, { error: 'validation.tooBig' })),
  lines: z
    .array(
      z.strictObject({
        productId: idField(),
        size: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(32, { error: 'validation.tooBig' })))),
        qty: intField(1, 1000),
      }),
      { error: requiredOr('validation.invalidType') },
    )
    .check(
      z.minLength(1, { error: 'admin-sales.orders.edit.errors.noLines' }),
      z.maxLength(ORDER_EDIT_LINES_MAX, { error: 'validation.tooBig' }),
    ),
  delivery: z.optional(
    z.strictObject({
      city: idField(),
      district: idField(),
      place: idField(),
      address: addressText(true),
    }),
  ),
  branch: z.optional(idField()),
  preview: z.optional(z.boolean({ error: 'validation.invalidType' })),
});
export type OrderEditRequest = z.output<typeof orderEditRequest>;

/** One line of an edited order as repriced. */
export interface OrderEditLine {
  productId: number;
  title: string;
  size: string | null;
  qty: number;
  unitPrice: number;
  payable: number;
  gift: boolean;
}

/** What an edit answers: the order as repriced (saved, or only previewed), and what it changes. */
export interface OrderEditReply {
  id: number;
  saved: boolean;
  /** the order's new `updatedAt` (the next edit's version); the old one for a preview */
  version: string;
  lines: OrderEditLine[];
  subTotal: number;
  discounts: number;
  deliveryPrice: number;
  total: number;
  previousTotal: number;
  /** a paid order that now costs less: the money to give back with the Refund action */
  refundDue: number;
  /** products whose stock cannot cover the new quantities (a preview's warning; a save is refused with 409) */
  short: string[];
  /** a repeat of the same key: the first save's answer, nothing done again */
  repeated: boolean;
}

/** POST `/api/admin/orders/notes/{id}` (orders.update). */
export const orderNoteRequest = z.strictObject({ text: requiredPlainText(ORDER_NOTE_MAX) });
export type OrderNoteRequest = z.output<typeof orderNoteRequest>;

export const adminOrderStatus = endpoint({
  method: 'POST',
  path: '/api/admin/orders/status/{id}',
  request: orderMoveRequest,
  reply: z.custom<{ id: number; status: OrderStatus }>(),
});
export const adminOrderCash = endpoint({
  method: 'POST',
  path: '/api/admin/orders/cash/{id}',
  request: orderCashRequest,
  reply: z.custom<{ id: number; paid: true; paidAt: string | null }>(),
});
export const adminOrderNote = endpoint({
  method: 'POST',
  path: '/api/admin/orders/notes/{id}',
  request: orderNoteRequest,
  reply: z.custom<{ id: number; noteId: number }>(),
});
export const adminOrderRefund = endpoint({
  method: 'POST',
  path: '/api/admin/orders/refund/{id}',
  request: orderRefundRequest,
  reply: z.custom<OrderRefundReply>(),
});
export const adminOrderEdit = endpoint({
  method: 'POST',
  path: '/api/admin/orders/edit/{id}',
  request: orderEditRequest,
  reply: z.custom<OrderEditReply>(),
});
/** What needs the staff's eyes today (dashboard.read). */
export const adminDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  request: ignored,
  reply: z.custom<AdminDashboard>(),
});

/** GET (orders.read): the orders the list's query selects, as CSV, streamed (ADM-22, decision 0083), `orders-<day>.csv`. */
export const adminOrdersExport = download({
  method: 'GET',
  path: '/api/admin/orders/export.csv',
  file: 'text/csv',
  permission: 'orders.read',
});
