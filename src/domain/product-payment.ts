import { allowedMonths, installmentAvailable, maxMonthsForItem, MAX_ITEM_MONTHS } from './installments.ts';
import type { Qepik } from './money.ts';
import type { PaymentType } from './pricing/types.ts';

/**
 * How a product can be paid for (PDP-7: `paymentType`, `paymentTypeMessage`): the shop's payment types
 * (configuration `PAYMENT_TYPES`) less the ones this product cannot have on its own. Only installments depend on the
 * product: they need a card with months for it (PAY-3) and a price above the configured minimum, the same rules
 * the product page's installment table and the cart apply (`installments.ts`). Cash only at pickup is a rule of the
 * order, not of a product (decision 0023), so it is not a restriction told here.
 */
export interface ShopPayments {
  types: readonly PaymentType[];
  /** months per installment card (`INSTALLMENT_CARDS`) */
  cards: Readonly<Record<string, readonly number[]>>;
  /** installments only above this total (`INSTALLMENT_MIN_AMOUNT`; the amount itself is never shown, PAY-2) */
  minAmount: Qepik;
}

interface PayableProduct {
  price: Qepik;
  smallAppliance: boolean;
  /** sold, price on request or no units left: nothing to pay for */
  buyable: boolean;
}

/** Whether the shop sells on installments at all (the type is on and some card has months an item can get). */
function shopHasInstallments(shop: ShopPayments): boolean {
  return (
    shop.types.includes('installment') &&
    Object.values(shop.cards).some((m) => allowedMonths(m, MAX_ITEM_MONTHS).length > 0)
  );
}

/** The months each card offers for one unit of the product bought alone; cards with none are left out. */
export function productInstallmentMonths(p: PayableProduct, shop: ShopPayments): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (!p.buyable || !shop.types.includes('installment') || !installmentAvailable(p.price, shop.minAmount)) return out;
  for (const [card, months] of Object.entries(shop.cards)) {
    const allowed = allowedMonths(months, maxMonthsForItem(p.price, p.price, p.smallAppliance, months));
    if (allowed.length) out[card] = allowed;
  }
  return out;
}

/** The payment types the product can be bought with (none when it cannot be bought). */
export function productPaymentTypes(p: PayableProduct, shop: ShopPayments): PaymentType[] {
  if (!p.buyable) return [];
  const installment = Object.keys(productInstallmentMonths(p, shop)).length > 0;
  return shop.types.filter((t) => t !== 'installment' || installment);
}

/**
 * The product's payment restriction worth a line on its page, as a key under `product.payment.`: `noInstallment`
 * when the shop sells on installments but not this product on its own (its price is at or below the minimum; in a
 * larger order the cart may still offer them). Null when nothing is restricted or the product cannot be bought.
 */
export function paymentRestriction(p: PayableProduct, shop: ShopPayments): 'noInstallment' | null {
  if (!p.buyable || !shopHasInstallments(shop)) return null;
  return productPaymentTypes(p, shop).includes('installment') ? null : 'noInstallment';
}
