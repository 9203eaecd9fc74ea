import { COUPON_STEP } from '../coupons.ts';
import { allowedMonths, installmentAvailable, maxMonthsForItem } from '../installments.ts';
import type { Qepik } from '../money.ts';
import { deliveryPrice } from './delivery.ts';
import { applyProductDiscounts, customerPercent, unitsPerCategory } from './discounts.ts';
import { buildLines } from './lines.ts';
import { checkPromo, inPromoScope, promoAmount } from './promo.ts';
import { isBuyableLine, type PaymentType, type PricedLine, type PricingInput, type PricingResult } from './types.ts';

const CART_ERRORS = {
  sold: 'cart.error.sold',
  empty: 'cart.error.empty',
  installment: 'cart.error.installment',
} as const;
const CART_MESSAGES = {
  qtyReduced: 'cart.message.qtyReduced',
  tooManyLines: 'cart.message.tooManyLines',
} as const;

const pct = (amount: Qepik, percent: number): Qepik => Math.round((amount * percent) / 100);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The one place money is computed (design: "Writes, money and many processes"). Pure and
 * deterministic: the same input gives the same result, whatever the order of the entries.
 *
 * subTotal = Σ unit price × quantity of the lines that can be bought;
 * total    = subTotal − campaign − basket − sameCategory − cash − newCustomer/loyalty − promo + delivery ≥ 0.
 */
export function priceCart(input: PricingInput): PricingResult {
  const { products, settings: s } = input;
  // Cash is accepted only at pickup (CHK-3): with home delivery the order is paid by card.
  const payment: PaymentType | null =
    input.payment === 'cash' && input.delivery.type === 'delivery' ? 'card' : input.payment;

  // Each line's discounts depend only on the line and per-category counts, so the entries' order changes nothing.
  const built = buildLines(input.entries, products, s.maxLines);
  const perCategory = unitsPerCategory(built.lines, products);
  let lines: PricedLine[] = built.lines.map((l) =>
    applyProductDiscounts(l, products.get(l.id)!, perCategory.get(products.get(l.id)!.categoryId) ?? 0, payment),
  );

  const subTotal = sum(lines.map((l) => l.lineTotal));
  const campaignDiscount = sum(lines.map((l) => l.discounts.campaign));
  const basketDiscount = sum(lines.map((l) => l.discounts.basket));
  const sameCategoryDiscount = sum(lines.map((l) => l.discounts.sameCategory));
  const cashDiscount = sum(lines.map((l) => l.discounts.cash));
  const goods = subTotal - campaignDiscount - basketDiscount - sameCategoryDiscount - cashDiscount;

  const customer = customerPercent(input.customer, s);
  const customerDiscount = Math.min(goods, pct(goods, customer.percent));

  let promoCodeDiscount = 0;
  let promoCodeMessage: PricingResult['promoCodeMessage'] = null;
  if (input.promo && input.promo.code) {
    const check = checkPromo(input.promo.facts, input.now, !!input.customer.mobile, input.customer);
    if (!check.ok) promoCodeMessage = { type: 'error', key: check.key, ...(check.vars ? { vars: check.vars } : {}) };
    else if (goods < check.facts.minTotal) {
      promoCodeMessage = { type: 'error', key: 'promo.belowMinimum', vars: { min: check.facts.minTotal } };
    } else {
      const inScope = sum(lines.filter((l) => inPromoScope(check.facts, l, products.get(l.id)!)).map((l) => l.payable));
      const base = inScope - pct(inScope, customer.percent);
      promoCodeDiscount = Math.min(promoAmount(check.facts, base), goods - customerDiscount);
      promoCodeMessage =
        promoCodeDiscount > 0
          ? { type: 'success', key: 'promo.applied', vars: { code: check.facts.code, amount: promoCodeDiscount } }
          : { type: 'error', key: 'promo.notApplicable' };
    }
  }

  const paidGoods = goods - customerDiscount - promoCodeDiscount;
  const { delivery, noDelivery } = deliveryPrice(input.delivery.type, input.delivery.place, paidGoods, s);
  const total = Math.max(0, paidGoods + delivery);

  // Installments (PAY-3): per line the months it allows, the smallest limit caps the cart, per card.
  const buyable = lines.filter(isBuyableLine);
  const installmentMonths: Record<string, number[]> = {};
  for (const [card, months] of Object.entries(s.installmentCards)) {
    let limit = Infinity;
    for (const l of buyable)
      limit = Math.min(limit, maxMonthsForItem(l.unitPrice, total, products.get(l.id)!.smallAppliance, months));
    installmentMonths[card] = Number.isFinite(limit) ? allowedMonths(months, limit) : [];
  }
  lines = lines.map((l) => ({
    ...l,
    maxMonths:
      l.giftOf !== null
        ? 0
        : Math.max(
            0,
            ...Object.values(s.installmentCards).map((m) =>
              maxMonthsForItem(l.unitPrice, total, products.get(l.id)!.smallAppliance, m),
            ),
          ),
  }));
  const isInstallment =
    buyable.length > 0 &&
    installmentAvailable(total, s.installmentMinAmount) &&
    Object.values(installmentMonths).some((m) => m.length > 0);

  const blocked = lines.some(
    (l) => l.problem === 'sold' || l.problem === 'outOfStock' || l.problem === 'priceOnRequest',
  );
  const error = blocked
    ? CART_ERRORS.sold
    : buyable.length === 0
      ? CART_ERRORS.empty
      : payment === 'installment' && !isInstallment
        ? CART_ERRORS.installment
        : null;
  const message = built.truncated
    ? CART_MESSAGES.tooManyLines
    : lines.some((l) => l.problem === 'qtyReduced')
      ? CART_MESSAGES.qtyReduced
      : null;

  return {
    items: lines,
    summary: {
      total,
      subTotal,
      delivery,
      noDelivery,
      basketDiscount,
      campaignDiscount,
      sameCategoryDiscount,
      cashDiscount,
      newCustomerDiscount: customer.kind === 'newCustomer' ? customerDiscount : 0,
      loyaltyDiscount: customer.kind === 'loyalty' ? customerDiscount : 0,
      promoCodeDiscount,
      loyalty: customer.kind === 'loyalty' && customerDiscount > 0,
      error,
    },
    removeProducts: built.removeProducts,
    message,
    isInstallment,
    installmentMonths,
    promoCodeMessage,
    // what the lines' paid units earn, never more than what the shopper pays for the goods earns (after the customer
    // discount and the promo code; delivery is not goods)
    coupons: Math.min(sum(lines.map((l) => l.coupons)), Math.floor(paidGoods / COUPON_STEP)),
    oneDayDelivery: input.delivery.type === 'delivery' && !!input.delivery.place?.oneDay,
    units: sum(buyable.map((l) => l.qty)),
  };
}
