import * as z from 'zod/mini';
import type { PickupBranchOption } from '../branch-stock.ts';
import { LANGS } from '../i18n.ts';
import { MAX_CART_LINES } from '../lists/guest-lists.ts';
import { cartEntrySchema } from './cart.ts';
import { endpoint } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/**
 * Checkout's pickup choice (issue 32, decision 0090): the active branches, each with the lines of `cart` it does not
 * hold now (empty `missing`: it holds them all). The same lines the checkout form sends (`checkoutRequest.cart`); a
 * POST because they are a list. Placing a pickup order at a branch that lacks a line is refused (409, field `branch`,
 * `checkout.branchMissingLines`).
 */
export const pickupBranchesRequest = z.strictObject({
  cart: z
    .array(cartEntrySchema, { error: requiredOr('validation.invalidType') })
    .check(
      z.minLength(1, { error: 'cart.error.empty' }),
      z.maxLength(MAX_CART_LINES, { error: 'cart.error.tooManyLines' }),
    ),
  lang: z.optional(z.enum(LANGS)),
});
export type PickupBranchesRequest = z.output<typeof pickupBranchesRequest>;

export const pickupBranches = endpoint({
  method: 'POST',
  path: '/api/checkout/pickup-branches',
  request: pickupBranchesRequest,
  reply: z.custom<{ branches: PickupBranchOption[] }>(),
});
