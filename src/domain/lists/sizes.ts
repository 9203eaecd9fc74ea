/**
 * Sizes of cart lines (CART-9; decision 0065). A cart line's size must be one of its product's own sizes,
 * and a product that comes in sizes needs one. This shop sells consumer electronics: no product has sizes (decision
 * 0056) and nothing in the data model holds them, so every product's own sizes are `NO_SIZES` and a line with any
 * size is foreign. A shop that starts selling sized goods reads each product's sizes with the product and passes
 * them here; the callers stay as they are.
 */
export const NO_SIZES: readonly string[] = [];

/** Why `size` cannot go with a product of sizes `own` (an i18n key), or null when it can. '' and null mean no size. */
export function sizeFault(
  own: readonly string[],
  size: string | null | undefined,
): 'cart.error.size' | 'cart.error.sizeRequired' | null {
  const s = size?.trim() ?? '';
  if (s === '') return own.length ? 'cart.error.sizeRequired' : null;
  return own.includes(s) ? null : 'cart.error.size';
}

/** Whether a stored line (a guest cookie's entry, a server cart's row) keeps its place when read: its size is its product's. */
export const hasOwnSize = (own: readonly string[], size: string | null | undefined): boolean =>
  sizeFault(own, size) === null;
