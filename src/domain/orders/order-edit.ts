import type { Qepik } from '../money.ts';
import type { OrderStatus } from './status.ts';

/**
 * Editing an order before it ships (ADM-19, issue 30, decision 0088): the pure rules — which orders may be edited,
 * how the stock moves from the units the order holds to the units the new lines want, and what a paid order allows.
 */

/** Statuses an order may be edited in: placed (cash), paid, or being prepared. Not while a card payment is open
 * (the bank's form carries the old amount), nor once shipped, ready for pickup, delivered, cancelled or failed. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['new', 'paid', 'processing'];

export type EditRefusal = 'status' | 'refunded' | 'overPaid';

/** Why an order may not be edited at all (before looking at the new lines); null when it may. */
export function editBlocked(o: { status: OrderStatus; refunded: Qepik; holdsStock: boolean }): EditRefusal | null {
  if (!EDITABLE_STATUSES.includes(o.status) || !o.holdsStock) return 'status';
  // a refund counts units and money of the lines as they are: editing them after would make it lie (decision 0088)
  if (o.refunded > 0) return 'refunded';
  return null;
}

/**
 * A paid order (card, installment, or cash already received) may not cost more than was paid: the shop cannot take
 * more money in the back office. What it costs less is a refund due, made with the Refund action (decision 0088).
 */
export function paidLimit(o: { paid: boolean; total: Qepik }, newTotal: Qepik): { refused: boolean; refundDue: Qepik } {
  if (!o.paid) return { refused: false, refundDue: 0 };
  return { refused: newTotal > o.total, refundDue: Math.max(0, o.total - newTotal) };
}

export interface Wanted {
  /** the lines staff chose */
  required: number;
  /** gift units the pricing engine adds (as many as the stock lasts) */
  optional: number;
}

/**
 * The stock moves from what the order holds to what the new lines want, per product: units to take (the part the
 * chosen lines need first, then gifts), and units to give back. A product the order no longer has gives all back.
 */
export function stockMoves(
  held: ReadonlyMap<number, number>,
  wanted: ReadonlyMap<number, Wanted>,
): { take: Map<number, Wanted>; giveBack: Map<number, number> } {
  const take = new Map<number, Wanted>();
  const giveBack = new Map<number, number>();
  for (const id of new Set([...held.keys(), ...wanted.keys()])) {
    const h = held.get(id) ?? 0;
    const w = wanted.get(id) ?? { required: 0, optional: 0 };
    const more = w.required + w.optional - h;
    if (more < 0) giveBack.set(id, -more);
    else if (more > 0) {
      const required = Math.min(more, Math.max(0, w.required - h));
      take.set(id, { required, optional: more - required });
    }
  }
  return { take, giveBack };
}
