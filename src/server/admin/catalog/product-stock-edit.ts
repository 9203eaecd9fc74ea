import type { AdminProductsRepo } from './products.repo.ts';

/** The key of a branch's stock field on the product form (`stockAt.<branch id>`; decision 0090). */
export const STOCK_AT = 'stockAt.';

/**
 * The changes of a product form's stock per branch, by branch id (decision 0090). A versioned save (decision 0059)
 * applies only what the person changed, as a difference from what the form showed (units sold meanwhile stay sold);
 * a save without a version sets the units typed, so its difference is from the units there now.
 */
export function branchDeltas(
  typed: Readonly<Record<string, number>>,
  now: Readonly<Record<string, number>>,
  deltas: Readonly<Record<string, number>> | null,
): Map<number, number> {
  const out = new Map<number, number>();
  if (deltas) {
    for (const [k, d] of Object.entries(deltas))
      if (k.startsWith(STOCK_AT) && d !== 0) out.set(Number(k.slice(STOCK_AT.length)), d);
    return out;
  }
  for (const k of new Set([...Object.keys(typed), ...Object.keys(now)])) {
    const d = (typed[k] ?? 0) - (now[k] ?? 0);
    if (d !== 0) out.set(Number(k), d);
  }
  return out;
}

/**
 * Applies the stock changes of one save: each branch's difference at that branch, then the sum's own difference at the
 * online warehouse, each by one conditional statement (never below zero at a location; a sale at the same moment is
 * counted). Answers the product's sum after them, or the form field that would have gone below zero.
 */
export async function applyStockChanges(
  repo: AdminProductsRepo,
  id: number,
  warehouse: number,
  branches: ReadonlyMap<number, number>,
  sumNow: number,
): Promise<{ stock: number } | { field: string }> {
  let stock = sumNow;
  for (const [branchId, d] of [...branches].sort((a, b) => a[0] - b[0])) {
    const r = await repo.addStock(id, d, branchId);
    if (r === null) return { field: `${STOCK_AT}${branchId}` };
    stock = r;
  }
  if (warehouse !== 0) {
    const r = await repo.addStock(id, warehouse);
    if (r === null) return { field: 'stock' };
    stock = r;
  }
  return { stock };
}
