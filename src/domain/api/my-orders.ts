import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import { endpoint } from './endpoint.ts';
import { idField } from './fields.ts';
import { orderTotals, type OrderTotals } from './orders.ts';

/**
 * The customer's own orders in the cabinet (CAB-5, ORD-3): the paged table and the order popup. Part of the
 * `account` area of endpoints.ts (account.ts re-exports the two operations); a signed-in customer only.
 */

const lang = z.optional(z.enum(LANGS));
const rowId = { id: idField() };

export const ORDERS_PER_PAGE = 20;

const myOrdersRequest = z.strictObject({
  page: z.optional(
    z
      .pipe(
        z.union([z.string().check(z.regex(/^\d{1,6}$/, { error: 'validation.invalidValue' })), z.int()], {
          error: 'validation.invalidType',
        }),
        z.transform((v: string | number) => Number(v)),
      )
      .check(z.refine((v: number) => v >= 1 && v <= 999_999, { error: 'validation.invalidValue' })),
  ),
  lang,
});

type Payment = 'cash' | 'card' | 'installment';
type Delivery = 'delivery' | 'pickup';

/** A row of the orders table (CAB-5). Money in qəpik. */
export interface MyOrderRow {
  id: number;
  createdAt: string;
  total: number;
  payment: Payment;
  delivery: Delivery;
  status: OrderStatus;
  statusText: string;
  /** the customer may still cancel it (ORD-12: new, or awaiting the bank, and not paid; decision 0078) */
  canCancel: boolean;
}
export interface MyOrdersReply {
  items: MyOrderRow[];
  pagination: { current: number; pages: number; count: number; limit: number };
}
const n = z.number();
const s = z.string();
const payment = z.enum(['cash', 'card', 'installment']);
const delivery = z.enum(['delivery', 'pickup']);
const orderRow = z.object({
  id: n,
  createdAt: s,
  total: n,
  payment,
  delivery,
  status: z.enum(ORDER_STATUSES),
  statusText: s,
  canCancel: z.boolean(),
});
const myOrdersReply: z.ZodMiniType<MyOrdersReply> = z.object({
  items: z.array(orderRow),
  pagination: z.object({ current: n, pages: n, count: n, limit: n }),
});
export const myOrders = endpoint({
  method: 'GET',
  path: '/api/orders',
  request: myOrdersRequest,
  reply: myOrdersReply,
});

/** The order popup (CAB-5, ORD-3). Money in qəpik; texts in the request's language. */
export interface MyOrderDetail extends MyOrderRow {
  products: {
    id: number;
    title: string;
    size: string | null;
    qty: number;
    unitPrice: number;
    payable: number;
    /** the product this line is a gift with */
    giftOf: number | null;
    /** from the catalogue while the product is still sold, else null */
    image: string | null;
    href: string | null;
  }[];
  /** the totals as stored when the order was placed (the thank-you page shows the same) */
  summary: OrderTotals;
  /** a loyalty order: the Loyal tag next to the mobile */
  loyalty: boolean;
  deliveryInfo: { type: Delivery; typeText: string; text: string };
  paymentInfo: {
    type: Payment;
    typeText: string;
    paid: boolean;
    amount: number;
    createdAt: string;
    cardMasked: string | null;
    cardName: string | null;
    months: number | null;
  };
  info: {
    fullName: string;
    firstName: string;
    lastName: string;
    email: string | null;
    mobile: string;
    country: string;
    address: string | null;
    gift: boolean;
    giftFirstName: string | null;
    giftLastName: string | null;
    giftMobile: string | null;
    giftNote: string | null;
  };
  promoCode: string | null;
}
const nn = z.nullable(n);
const ns = z.nullable(s);
const myOrderDetail: z.ZodMiniType<MyOrderDetail> = z.object({
  ...orderRow.shape,
  products: z.array(
    z.object({ id: n, title: s, size: ns, qty: n, unitPrice: n, payable: n, giftOf: nn, image: ns, href: ns }),
  ),
  summary: orderTotals,
  loyalty: z.boolean(),
  deliveryInfo: z.object({ type: delivery, typeText: s, text: s }),
  paymentInfo: z.object({
    type: payment,
    typeText: s,
    paid: z.boolean(),
    amount: n,
    createdAt: s,
    cardMasked: ns,
    cardName: ns,
    months: nn,
  }),
  info: z.object({
    fullName: s,
    firstName: s,
    lastName: s,
    email: ns,
    mobile: s,
    country: s,
    address: ns,
    gift: z.boolean(),
    giftFirstName: ns,
    giftLastName: ns,
    giftMobile: ns,
    giftNote: ns,
  }),
  promoCode: ns,
});
export const myOrderInfo = endpoint({
  method: 'GET',
  path: '/api/orders/info/{id}',
  request: z.strictObject({ ...rowId, lang }),
  reply: myOrderDetail,
});
