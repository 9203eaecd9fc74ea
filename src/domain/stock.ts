/**
 * Stock label of a product (CONST-3). The spec overlaps at 2 ("Out of Stock" when ≤ 2,
 * "Limited edition" when 2 to 5); we read it as: ≤ 2 out of stock, 3–5 limited, otherwise in stock.
 * See docs/decisions/0005-stock-labels.md.
 */
type StockLabel = 'outOfStock' | 'limited' | 'inStock';

export const OUT_OF_STOCK_MAX = 2;
export const LIMITED_MAX = 5;

export function stockLabel(stock: number): StockLabel {
  if (!Number.isFinite(stock) || stock <= OUT_OF_STOCK_MAX) return 'outOfStock';
  if (stock <= LIMITED_MAX) return 'limited';
  return 'inStock';
}

/** Whether a listing shows the product among the available ones (sold or out-of-stock items go last). */
export function isAvailable(stock: number, sold: boolean): boolean {
  return !sold && stockLabel(stock) !== 'outOfStock';
}
