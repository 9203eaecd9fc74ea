/**
 * Stock per branch (issue 32, decision 0090): what the shop says about where a product can be picked up.
 *
 * The units of a product are held per stock location — each branch and the online warehouse — and
 * `products.stock` stays their sum, changed in the same statement batch as the location's row, so every reader
 * of the shop's stock (listings, filters, the catalogue index, alerts) keeps reading one column. Counts per branch
 * are not shown to shoppers: only whether a branch holds the product (decision 0090).
 */

/** One active branch and whether it holds the product now (the product API's `availability`). */
export interface BranchAvailability {
  branchId: number;
  title: string;
  inStock: boolean;
  address: string;
  /** digit strings, `994…` */
  phones: string[];
  lat: number;
  lng: number;
}

/** A branch as checkout's pickup offers it for a given set of lines: the lines it lacks (empty: it holds them all). */
export interface PickupBranchOption {
  branchId: number;
  title: string;
  address: string;
  phones: string[];
  lat: number;
  lng: number;
  missing: { productId: number; title: string }[];
}

/** The online warehouse's location id in per-location stock (branches use their own id; decision 0090). */
export const WAREHOUSE = 0;
/** The warehouse's code in the CSV import's stock columns (`stock_WH`); branches use their `code`. */
export const WAREHOUSE_CODE = 'WH';

/** Where an order's units come from: one pickup branch, or delivery (the warehouse, then the branches; decision 0090). */
export type StockFrom = { pickup: number } | 'delivery';

/** Where an order's units come from, by its delivery kind and branch. */
export function stockFrom(order: { delivery_type: string; branch_id: number | null }): StockFrom {
  return order.delivery_type === 'pickup' && order.branch_id !== null ? { pickup: order.branch_id } : 'delivery';
}

/** A branch as the shop shows it (its texts in one language). */
export type BranchFacts = Omit<BranchAvailability, 'inStock'>;

/**
 * Checkout's pickup choice (decision 0090): every branch in the order given, each with the lines it cannot give now —
 * fewer units there than the line's quantity (a product on several lines counts their sum).
 */
export function pickupOptions(
  branches: readonly BranchFacts[],
  lines: readonly { productId: number; qty: number }[],
  unitsAt: (branchId: number, productId: number) => number,
  titleOf: (productId: number) => string,
): PickupBranchOption[] {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.qty);
  return branches.map((b) => ({
    ...b,
    missing: [...wanted]
      .filter(([id, qty]) => unitsAt(b.branchId, id) < qty)
      .map(([id]) => ({ productId: id, title: titleOf(id) })),
  }));
}
