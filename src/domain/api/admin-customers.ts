import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { plainText, requiredPlainText } from './fields.ts';

/**
 * The back office's customer operations beyond the generic resource routes (ADM-25, decision 0082): blocking and
 * unblocking a customer, each with the reason staff give (permission `customers.write`). Registered by
 * `server/admin/customers/customers.api.ts`.
 */

export const BLOCK_REASON_MAX = 500;
export const CUSTOMER_NOTES_MAX = 5000;

/** POST `/api/admin/customers/block/{id}`: the reason is required (the customer's page and the trail show it). */
export const customerBlockRequest = z.strictObject({ reason: requiredPlainText(BLOCK_REASON_MAX) });
export type CustomerBlockRequest = z.output<typeof customerBlockRequest>;

/** POST `/api/admin/customers/unblock/{id}`: a reason may be given (kept in the trail). */
export const customerUnblockRequest = z.strictObject({ reason: z.optional(z.nullable(plainText(BLOCK_REASON_MAX))) });
export type CustomerUnblockRequest = z.output<typeof customerUnblockRequest>;

/** The update of a customer's record: the staff's notes (`customers.write`). */
export const customerNotesInput = z.strictObject({ notes: plainText(CUSTOMER_NOTES_MAX) });
export type CustomerNotesInput = z.output<typeof customerNotesInput>;

export const adminCustomerBlock = endpoint({
  method: 'POST',
  path: '/api/admin/customers/block/{id}',
  request: customerBlockRequest,
  reply: z.custom<{ id: number; blocked: true; sessionsRevoked: number }>(),
});
export const adminCustomerUnblock = endpoint({
  method: 'POST',
  path: '/api/admin/customers/unblock/{id}',
  request: customerUnblockRequest,
  reply: z.custom<{ id: number; blocked: false }>(),
});
