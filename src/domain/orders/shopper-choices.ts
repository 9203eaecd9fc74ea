import type { OrderStatus } from './status.ts';

/**
 * What the shopper may do to their own order after placing it (ORD-12, PAY-11; decision 0078). Pure: the orders
 * module reads the order, these say yes or no, and one conditional update does it.
 *
 * - Cancel: while nothing has been done with the order yet — a cash order still `new` and not paid, or a card or
 *   installment order still `awaiting_payment` (the bank has not said yes). Its units go back; a late approval of the
 *   cancelled order's payment is recorded for a refund, never turned into a paid order again.
 * - Pay cash at pickup instead: a card or installment order still `awaiting_payment`, picked up at a branch (cash is
 *   taken only at pickup, CHK rules), when the shop takes cash at all. The order keeps its lines and the total it was
 *   placed with; it becomes a `new` cash order, and a late approval of its card payment is recorded for a refund.
 */
export interface ShopperOrderFacts {
  status: OrderStatus;
  paid: boolean;
  payment: 'cash' | 'card' | 'installment';
  delivery: 'delivery' | 'pickup';
}

export function shopperMayCancel(o: Pick<ShopperOrderFacts, 'status' | 'paid'>): boolean {
  return !o.paid && (o.status === 'new' || o.status === 'awaiting_payment');
}

export function shopperMayPayCash(o: ShopperOrderFacts, cashTaken: boolean): boolean {
  return cashTaken && !o.paid && o.status === 'awaiting_payment' && o.payment !== 'cash' && o.delivery === 'pickup';
}

/**
 * The order page's "the bank is taking longer than usual" (PAY-11): the latest attempt began `waitedSeconds` ago
 * (the server's clock) and the threshold is PAYMENT_SLOW_AFTER_SECONDS.
 */
export function paymentIsSlow(waitedSeconds: number | null, slowAfterSeconds: number): boolean {
  return waitedSeconds !== null && waitedSeconds >= slowAfterSeconds;
}
