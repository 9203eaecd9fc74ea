/**
 * Order statuses and the moves between them (ORD-1…ORD-2, decision 0025) — the one place that says what may follow
 * what. The checkout, the payment callback, the sweeper and (later) the back office all ask `canMove` before they
 * write a status, and `holdsStock` says whether an order in a status keeps its units out of the shop's stock.
 *
 *   new ─────────────┬─► processing ─┬─► shipped ──────────┬─► delivered
 *   (cash, placed)   │               └─► ready_for_pickup ─┘
 *                    └─► cancelled ◄── (any not delivered)
 *   awaiting_payment ─► paid ─► processing …
 *   (card/installment)├► payment_failed (declined, or not paid in time) ─► paid (a late approval, stock retaken)
 *                     └► new (the shopper pays cash at pickup instead, decision 0078)
 */
export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['processing', 'cancelled'],
  // → new: the bank is slow and the shopper chooses cash at pickup instead (decision 0078)
  awaiting_payment: ['paid', 'payment_failed', 'cancelled', 'new'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  ready_for_pickup: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
  // the bank may approve after the shop gave up waiting; the order is paid again only if its stock can be retaken
  payment_failed: ['paid'],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return MOVES[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** An order in these statuses keeps its units out of stock; the others gave them back. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'payment_failed';
}

/** Nothing may follow (the order's story is over). */
export function isFinal(status: OrderStatus): boolean {
  return MOVES[status].length === 0;
}

/**
 * An order that counts as "a completed order" for the new-customer discount (decision 0023): the shopper really
 * bought — placed with cash, or paid — and it was not cancelled.
 */
export function countsAsPurchase(status: OrderStatus): boolean {
  return status !== 'awaiting_payment' && status !== 'cancelled' && status !== 'payment_failed';
}

/** The status a newly placed order starts in. */
export function initialStatus(payment: 'cash' | 'card' | 'installment'): OrderStatus {
  return payment === 'cash' ? 'new' : 'awaiting_payment';
}

/** The order did not happen (declined, expired, cancelled): its page is the error page, with "Repeat checkout". */
export function isFailed(status: OrderStatus): boolean {
  return status === 'payment_failed' || status === 'cancelled';
}
