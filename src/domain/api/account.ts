import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { MAX_QTY } from '../lists/guest-lists.ts';
import { cartReply, type CartReply } from './cart.ts';
import { addressText } from './checkout.ts';
import { endpoint } from './endpoint.ts';
import {
  GENDERS,
  genderField,
  idField,
  nameField,
  optionalEmailField,
  requiredOr,
  requiredPlainText,
  type Gender,
} from './fields.ts';

/**
 * The cabinet and the signed-in customer's lists (CAB-1…CAB-5, CART-5, API-9). One strict
 * schema per operation, shared by the server's edge and
 * the browser's client (decision 0008). Every operation needs a signed-in customer (401 for a guest).
 */

const lang = z.optional(z.enum(LANGS));

/** A toast the page shows after a change (API-8: "data.alert {type, message}"), in the request's language. */
export interface Alert {
  type: 'success' | 'error';
  message: string;
}
const alert = z.object({ type: z.enum(['success', 'error']), message: z.string() });

// ── profile ───────────────────────────────────────────────────────────────────────────────────────────────

export const NAME_MAX = 50;

export const updateInfoRequest = z.strictObject({
  firstName: nameField(NAME_MAX),
  lastName: nameField(NAME_MAX),
  /** optional; '' or null clears it */
  email: z.optional(z.nullable(optionalEmailField())),
  /** CAB-1 profile form: 'm', 'f' or null (not given); left out, the stored one stays */
  gender: genderField(),
  lang,
});
export type UpdateInfoRequest = z.output<typeof updateInfoRequest>;

/** The customer as the cabinet shows it (CAB-1). */
export interface AccountUser {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  mobile: string;
  mobileVerified: boolean;
  gender: Gender | null;
  hasPassword: boolean;
  loyal: boolean;
}
const accountUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.nullable(z.string()),
  mobile: z.string(),
  mobileVerified: z.boolean(),
  gender: z.nullable(z.enum(GENDERS)),
  hasPassword: z.boolean(),
  loyal: z.boolean(),
});

export interface UpdateInfoReply {
  user: AccountUser;
  alert: Alert;
}
export const updateInfoReply: z.ZodMiniType<UpdateInfoReply> = z.object({ user: accountUser, alert });
export const updateInfo = endpoint({
  method: 'POST',
  path: '/api/users/update-info',
  request: updateInfoRequest,
  reply: updateInfoReply,
});

// ── addresses ─────────────────────────────────────────────────────────────────────────────────────────────

export const MAX_ADDRESSES = 20;
export const ADDRESS_TITLE_MAX = 50;

export const addressRequest = z.strictObject({
  title: requiredPlainText(ADDRESS_TITLE_MAX),
  city: idField(),
  district: idField(),
  place: idField(),
  address: addressText(true),
  lang,
});
export type AddressRequest = z.output<typeof addressRequest>;

/** A saved address (CAB-4); `line` is "city, district, place, address" in the request's language. */
export interface AddressView {
  id: number;
  title: string;
  city: { id: number; title: string };
  district: { id: number; title: string } | null;
  place: { id: number; title: string } | null;
  address: string;
  /** the main address */
  selected: boolean;
  line: string;
}
const ref = z.object({ id: z.number(), title: z.string() });
const addressView = z.object({
  id: z.number(),
  title: z.string(),
  city: ref,
  district: z.nullable(ref),
  place: z.nullable(ref),
  address: z.string(),
  selected: z.boolean(),
  line: z.string(),
});

export interface AddressesReply {
  items: AddressView[];
  alert: Alert | null;
}
export const addressesReply: z.ZodMiniType<AddressesReply> = z.object({
  items: z.array(addressView),
  alert: z.nullable(alert),
});

/** Operations on one row by its id in the path carry only the language. */
export const langOnlyRequest = z.strictObject({ lang });

export const addresses = endpoint({
  method: 'GET',
  path: '/api/users/address',
  request: langOnlyRequest,
  reply: addressesReply,
});
export const createAddress = endpoint({
  method: 'POST',
  path: '/api/users/create-address',
  request: addressRequest,
  reply: addressesReply,
});

/**
 * What the browser's client sends to an operation on one row: the row's `id` goes into the path (`{id}`, filled by
 * `web/lib/api-client.ts`), the rest into the body. The server parses the two parts apart (`idParams` of `fields.ts` and the body's
 * schema).
 */
const rowId = { id: idField() };
export const updateAddress = endpoint({
  method: 'POST',
  path: '/api/users/update-address/{id}',
  request: z.strictObject({ ...addressRequest.def.shape, ...rowId }),
  reply: addressesReply,
});
export const selectAddress = endpoint({
  method: 'POST',
  path: '/api/users/add-select-address/{id}',
  request: z.strictObject({ ...rowId, lang }),
  reply: addressesReply,
});
export const removeAddress = endpoint({
  method: 'POST',
  path: '/api/users/remove-address/{id}',
  request: z.strictObject({ ...rowId, lang }),
  reply: addressesReply,
});

// ── lists ─────────────────────────────────────────────────────────────────────────────────────────────────

const size = z.optional(
  z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(32, { error: 'validation.tooBig' }),
        z.regex(/^[\p{L}\p{N} ._\-/+"']*$/u, { error: 'validation.invalidValue' }),
      ),
  ),
);
const qty = () =>
  z
    .int({ error: requiredOr('validation.invalidType') })
    .check(z.minimum(1, { error: 'validation.tooSmall' }), z.maximum(MAX_QTY, { error: 'validation.tooBig' }));

/** Add to cart (CART-5: product_id, qty, max). `max` is the page's idea of the stock: accepted, never trusted. */
export const addToCartRequest = z.strictObject({
  product_id: idField(),
  qty: z.optional(qty()),
  max: z.optional(z.nullable(z.int({ error: 'validation.invalidType' }))),
  size,
  lang,
});
export type AddToCartRequest = z.output<typeof addToCartRequest>;

export const changeQtyRequest = z.strictObject({ product_id: idField(), qty: qty(), size, lang });
export type ChangeQtyRequest = z.output<typeof changeQtyRequest>;

export const addToListRequest = z.strictObject({ product_id: idField(), lang });

/** Remove from the cart: the product's line of `size` when given, else all its lines. */
export const removeFromCartRequest = z.strictObject({ size, lang });

export interface UserCartItem {
  id: number;
  qty: number;
  size: string | null;
}
export interface UserCartReply {
  items: UserCartItem[];
}
export interface UserIdsReply {
  items: number[];
}
export const userCartReply: z.ZodMiniType<UserCartReply> = z.object({
  items: z.array(z.object({ id: z.number(), qty: z.number(), size: z.nullable(z.string()) })),
});
export const userIdsReply: z.ZodMiniType<UserIdsReply> = z.object({ items: z.array(z.number()) });

/**
 * What a change of the customer's cart answers (decision 0076): the lines, and the cart priced with its kept promo
 * code — the header's count and total and the cart page's summary, in the same round trip.
 */
export interface UserCartChangeReply extends UserCartReply {
  cart: CartReply;
}
export const userCartChangeReply: z.ZodMiniType<UserCartChangeReply> = z.object({
  items: z.array(z.object({ id: z.number(), qty: z.number(), size: z.nullable(z.string()) })),
  cart: cartReply,
});

export const userCart = endpoint({
  method: 'GET',
  path: '/api/users/cart',
  request: langOnlyRequest,
  reply: userCartReply,
});
export const userAddToCart = endpoint({
  method: 'POST',
  path: '/api/users/add-to-cart',
  request: addToCartRequest,
  reply: userCartChangeReply,
});
export const userChangeQty = endpoint({
  method: 'POST',
  path: '/api/users/change-qty',
  request: changeQtyRequest,
  reply: userCartChangeReply,
});
export const userWishlist = endpoint({
  method: 'GET',
  path: '/api/users/wishlist',
  request: langOnlyRequest,
  reply: userIdsReply,
});
export const userAddToWishlist = endpoint({
  method: 'POST',
  path: '/api/users/add-to-wishlist',
  request: addToListRequest,
  reply: userIdsReply,
});
export const userCompare = endpoint({
  method: 'GET',
  path: '/api/users/compare',
  request: langOnlyRequest,
  reply: userIdsReply,
});
export const userAddToCompare = endpoint({
  method: 'POST',
  path: '/api/users/add-to-compare',
  request: addToListRequest,
  reply: userIdsReply,
});

// ── my orders (my-orders.ts; re-exported here for the area table of endpoints.ts) ─────────────────────────────

export { myOrderInfo, myOrders } from './my-orders.ts';

// the list removals: the product's id in the path
export const userRemoveFromCart = endpoint({
  method: 'POST',
  path: '/api/users/remove-item-cart/{id}',
  request: z.strictObject({ ...rowId, size, lang }),
  reply: userCartChangeReply,
});
export const userRemoveFromWishlist = endpoint({
  method: 'POST',
  path: '/api/users/remove-item-wishlist/{id}',
  request: z.strictObject({ ...rowId, lang }),
  reply: userIdsReply,
});
export const userRemoveFromCompare = endpoint({
  method: 'POST',
  path: '/api/users/remove-item-compare/{id}',
  request: z.strictObject({ ...rowId, lang }),
  reply: userIdsReply,
});
