/**
 * Refunds (ADM-20, PAY-12…PAY-15; decision 0084). Pure: the server reads the order, its lines and what was refunded
 * before, these rules say how much a refund is — never the client — and the conditional updates of the refunds module
 * make it stick.
 *
 * - A refund comes from one **source**: an approved card (or installment) payment, refunded through the gateway, or
 *   the cash recorded for a cash order. A source never gives back more than it took (`paid - refunded`).
 * - **By lines**: units of the order's lines. A line's value is its share of the goods the order was paid for (the
 *   total less delivery, split over the lines in proportion to their payable sums, largest remainder, so order-wide
 *   discounts are shared); `k` more units after `r` refunded of `q` are worth `⌊share·(r+k)/q⌋ − ⌊share·r/q⌋`, so
 *   refunding every unit, in any steps, gives back exactly the share and all lines exactly the goods.
 * - **By amount**: any sum up to what the source has left (delivery, a goodwill sum, a second charge).
 */

export interface RefundableLine {
  id: number;
  qty: number;
  /** qəpik the line cost after its own discounts */
  payable: number;
  refundedQty: number;
}

export interface RefundableOrder {
  /** qəpik the order was placed for (with delivery) */
  total: number;
  deliveryPrice: number;
  lines: readonly RefundableLine[];
}

export type RefundAsk =
  { kind: 'lines'; lines: readonly { lineId: number; qty: number }[] } | { kind: 'amount'; amount: number };

export interface RefundPlan {
  amount: number;
  lines: { lineId: number; qty: number; amount: number }[];
}

/** Why a refund cannot be made (an i18n key under `admin-sales.refunds.errors`). */
export type RefundRefusal = 'nothing' | 'unknownLine' | 'tooManyUnits' | 'overPaid';

/** Each line's share of the goods (total less delivery), by id: proportional to `payable`, largest remainder. */
export function lineShares(order: RefundableOrder): Map<number, number> {
  const goods = Math.max(0, order.total - Math.max(0, order.deliveryPrice));
  const weights = order.lines.map((l) => Math.max(0, l.payable));
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = new Map<number, number>();
  if (sum === 0) {
    for (const l of order.lines) out.set(l.id, 0);
    return out;
  }
  const exact = weights.map((w) => (goods * w) / sum);
  const floors = exact.map(Math.floor);
  let left = goods - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - floors[i]! })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  order.lines.forEach((l, i) => out.set(l.id, floors[i]!));
  return out;
}

/** What `k` more units of a line are worth after `refunded` of its `qty` (cumulative, so the steps add up to `share`). */
export function unitsValue(share: number, qty: number, refunded: number, k: number): number {
  if (qty <= 0) return 0;
  return Math.floor((share * (refunded + k)) / qty) - Math.floor((share * refunded) / qty);
}

/** What a source has left to give back (qəpik). */
export const refundableLeft = (s: { paid: number; refunded: number }): number => Math.max(0, s.paid - s.refunded);

/**
 * The refund an ask makes from a source that has `left` qəpik to give back, or why not: units beyond a line's
 * quantity (counting earlier refunds), an unknown line, nothing at all, or more than the source has left.
 */
export function planRefund(
  order: RefundableOrder,
  left: number,
  ask: RefundAsk,
): { ok: true; plan: RefundPlan } | { ok: false; refusal: RefundRefusal } {
  let plan: RefundPlan;
  if (ask.kind === 'amount') {
    if (!Number.isSafeInteger(ask.amount) || ask.amount <= 0) return { ok: false, refusal: 'nothing' };
    plan = { amount: ask.amount, lines: [] };
  } else {
    const shares = lineShares(order);
    const byId = new Map(order.lines.map((l) => [l.id, l]));
    const wanted = new Map<number, number>();
    for (const a of ask.lines) {
      if (!Number.isSafeInteger(a.qty) || a.qty < 0) return { ok: false, refusal: 'tooManyUnits' };
      if (a.qty === 0) continue;
      if (!byId.has(a.lineId)) return { ok: false, refusal: 'unknownLine' };
      wanted.set(a.lineId, (wanted.get(a.lineId) ?? 0) + a.qty);
    }
    const lines: RefundPlan['lines'] = [];
    for (const [lineId, qty] of [...wanted].sort((a, b) => a[0] - b[0])) {
      const l = byId.get(lineId)!;
      if (l.refundedQty + qty > l.qty) return { ok: false, refusal: 'tooManyUnits' };
      lines.push({ lineId, qty, amount: unitsValue(shares.get(lineId) ?? 0, l.qty, l.refundedQty, qty) });
    }
    if (!lines.length) return { ok: false, refusal: 'nothing' };
    plan = { amount: lines.reduce((a, l) => a + l.amount, 0), lines };
  }
  if (plan.amount > left) return { ok: false, refusal: 'overPaid' };
  return { ok: true, plan };
}

/** The order's refund state for its record and list: none, part of what was paid, or all of it. */
export function refundState(paid: number, refunded: number): 'none' | 'partial' | 'full' {
  if (refunded <= 0) return 'none';
  return paid > 0 && refunded >= paid ? 'full' : 'partial';
}
