import type { CartEntry, LineProblem, PricedLine, PricedProduct } from './types.ts';

/** The quantity a line may have: a whole number from 1 up to the stock (CART-8, CART-22). */
function clampQty(qty: number, stock: number): number {
  const q = Number.isFinite(qty) ? Math.floor(qty) : 1;
  const max = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  return Math.max(1, Math.min(q, Math.max(1, max)));
}

/**
 * Why a product cannot be bought now, or null when it can. The server sells the real stock (decision 0023,
 * amended by the checkout): a product with units left can be bought up to them, whatever its label says — the
 * "Out of Stock" label of decision 0005 (≤ 2 units) only stops the pages from offering it.
 */
function purchaseProblem(p: PricedProduct): Exclude<LineProblem, 'qtyReduced'> | null {
  if (p.priceInStore) return 'priceOnRequest';
  if (p.sold) return 'sold';
  if (!(p.stock >= 1)) return 'outOfStock';
  return null;
}

const key = (e: { id: number; size?: string | null }) => `${e.id}\u0000${e.size ?? ''}`;

interface BuiltLines {
  /** the shopper's lines in their first-seen order, gift lines right after their parent */
  lines: PricedLine[];
  removeProducts: number[];
  /** some entries were beyond the line limit */
  truncated: boolean;
}

function line(p: PricedProduct, size: string | null, requested: number, giftOf: number | null): PricedLine {
  const problem = purchaseProblem(p);
  const qty = problem ? Math.max(1, Math.floor(requested) || 1) : clampQty(requested, p.stock);
  const unitPrice = giftOf !== null ? 0 : p.price;
  return {
    id: p.id,
    size,
    qty,
    requestedQty: Math.max(1, Math.floor(requested) || 1),
    unitPrice,
    unitPriceOld: giftOf !== null ? p.price : p.priceOld,
    lineTotal: problem ? 0 : unitPrice * qty,
    discounts: { campaign: 0, basket: 0, sameCategory: 0, cash: 0 },
    payable: problem ? 0 : unitPrice * qty,
    giftOf,
    problem: problem ?? (qty < Math.floor(requested) ? 'qtyReduced' : null),
    maxMonths: 0,
    // earned by the paid units only, once the product discounts are known (`applyProductDiscounts`)
    coupons: 0,
  };
}

/**
 * Turns the shopper's entries into lines: duplicates merged, unknown or inactive products dropped (and
 * reported), quantities clamped to the stock, at most `maxLines` lines, and each product's gifts added
 * at 0 ₼ with the parent's quantity limited by the gift's own stock (a gift out of stock is left out).
 */
export function buildLines(
  entries: readonly CartEntry[],
  products: ReadonlyMap<number, PricedProduct>,
  maxLines: number,
): BuiltLines {
  const merged = new Map<string, { id: number; size: string | null; qty: number }>();
  const removed = new Set<number>();
  let truncated = false;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.id) || e.id <= 0) continue;
    const p = products.get(e.id);
    if (!p || !p.active) {
      removed.add(e.id);
      continue;
    }
    const qty = Number.isFinite(e.qty) && e.qty >= 1 ? Math.floor(e.qty) : 1;
    const k = key(e);
    const prev = merged.get(k);
    if (prev) prev.qty += qty;
    else if (merged.size >= maxLines) truncated = true;
    else merged.set(k, { id: e.id, size: e.size ?? null, qty });
  }
  // Gifts are handed out in product-id order (a gift shared by two products is limited by its stock once),
  // so the entries' order never changes who gets one; the lines keep the shopper's order.
  const parents = [...merged.values()].map((m) => line(products.get(m.id)!, m.size, m.qty, null));
  const giftsLeft = new Map<number, number>();
  const giftsOf = new Map<PricedLine, PricedLine[]>();
  for (const parent of [...parents].sort((a, b) => a.id - b.id || (a.size ?? '').localeCompare(b.size ?? ''))) {
    if (parent.problem && parent.problem !== 'qtyReduced') continue;
    const out: PricedLine[] = [];
    for (const gid of [...new Set(products.get(parent.id)!.giftIds)].sort((a, b) => a - b)) {
      const g = products.get(gid);
      if (!g || !g.active || g.id === parent.id) continue;
      const gift = { ...g, priceInStore: false };
      if (purchaseProblem(gift) !== null) continue;
      const left = giftsLeft.get(gid) ?? Math.floor(g.stock);
      const qty = Math.min(parent.qty, left);
      if (qty < 1) continue;
      giftsLeft.set(gid, left - qty);
      out.push({ ...line(gift, null, qty, parent.id), problem: null });
    }
    giftsOf.set(parent, out);
  }
  const lines = parents.flatMap((p) => [p, ...(giftsOf.get(p) ?? [])]);
  return { lines, removeProducts: [...removed].sort((a, b) => a - b), truncated };
}

/**
 * What a line shows struck through beside what it costs (cart, checkout, order pages): the line before its discounts,
 * or its units at the product's old price when that is higher — the same "was" figure the product page shows. Null
 * when there is nothing to strike: a gift, or a line that costs what it says.
 */
export function struckLineTotal(l: {
  qty: number;
  unitPriceOld: number | null;
  lineTotal: number;
  payable: number;
  giftOf: number | null;
}): number | null {
  if (l.giftOf !== null) return null;
  const was = Math.max(l.lineTotal, (l.unitPriceOld ?? 0) * l.qty);
  return was > l.payable ? was : null;
}
