import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { SETTINGS, product, promo } from './pricing.fixtures.ts';
import type { DeliveryPlace, PricedProduct, PricingInput, PromoCodeFacts } from './types.ts';

const baku: DeliveryPlace = { id: 1, price: 300, thresholdCity: true, oneDay: true };
const region: DeliveryPlace = { id: 2, price: 900, thresholdCity: false, oneDay: false };

function input(
  products: PricedProduct[],
  entries: PricingInput['entries'],
  over: Partial<PricingInput> = {},
): PricingInput {
  return {
    entries,
    products: new Map(products.map((p) => [p.id, p])),
    customer: { mobile: null, loyal: false, hasCompletedOrder: false },
    delivery: { type: 'pickup', place: null },
    payment: 'card',
    promo: null,
    settings: SETTINGS,
    now: '2026-11-23T10:00:00.000Z',
    ...over,
  };
}

describe('priceCart', () => {
  it('sums lines at the database price and ignores nothing else', () => {
    const r = priceCart(
      input(
        [product(1, { price: 12345 }), product(2, { price: 100 })],
        [
          { id: 1, qty: 2 },
          { id: 2, qty: 3 },
        ],
      ),
    );
    expect(r.summary.subTotal).toBe(2 * 12345 + 3 * 100);
    expect(r.summary.total).toBe(2 * 12345 + 3 * 100);
    expect(r.summary.noDelivery).toBe(true);
    expect(r.summary.error).toBeNull();
  });

  it('merges duplicate entries and clamps the quantity to the stock, saying so', () => {
    const r = priceCart(
      input(
        [product(1, { stock: 4 })],
        [
          { id: 1, qty: 3 },
          { id: 1, qty: 3 },
        ],
      ),
    );
    expect(r.items).toHaveLength(1);
    expect(r.items[0]).toMatchObject({ qty: 4, requestedQty: 6, problem: 'qtyReduced' });
    expect(r.message).toBe('cart.message.qtyReduced');
  });

  it('drops unknown and inactive products into removeProducts', () => {
    const r = priceCart(
      input(
        [product(1), product(2, { active: false })],
        [
          { id: 1, qty: 1 },
          { id: 2, qty: 1 },
          { id: 99, qty: 1 },
        ],
      ),
    );
    expect(r.items.map((l) => l.id)).toEqual([1]);
    expect(r.removeProducts).toEqual([2, 99]);
  });

  it('a sold or out-of-stock line blocks checkout with the sold error and is not charged', () => {
    const r = priceCart(
      input(
        [product(1), product(2, { sold: true }), product(3, { stock: 0 }), product(4, { stock: 2 })],
        [
          { id: 1, qty: 1 },
          { id: 2, qty: 1 },
          { id: 3, qty: 1 },
          { id: 4, qty: 3 },
        ],
      ),
    );
    expect(r.items.find((l) => l.id === 2)!.problem).toBe('sold');
    expect(r.items.find((l) => l.id === 3)!.problem).toBe('outOfStock');
    // the last units are sold (the label says "Out of Stock" at 2, the stock is real): 3 asked, 2 priced
    expect(r.items.find((l) => l.id === 4)).toMatchObject({ qty: 2, problem: 'qtyReduced' });
    expect(r.summary.subTotal).toBe(10000 + 2 * 10000);
    expect(r.summary.error).toBe('cart.error.sold');
  });

  it('units count only what can be bought: sold, out-of-stock and price-on-request lines and gifts are left out', () => {
    const ps = [
      product(1, { giftIds: [5] }),
      product(2, { sold: true }),
      product(3, { stock: 0 }),
      product(4, { priceInStore: true }),
      product(5),
      product(6, { stock: 2 }),
    ];
    const r = priceCart(
      input(ps, [
        { id: 1, qty: 2 },
        { id: 2, qty: 1 },
        { id: 3, qty: 4 },
        { id: 4, qty: 1 },
        { id: 6, qty: 5 },
      ]),
    );
    // the sold lines stay listed with their notice
    expect(r.items.map((l) => [l.id, l.giftOf, l.problem])).toEqual([
      [1, null, null],
      [5, 1, null],
      [2, null, 'sold'],
      [3, null, 'outOfStock'],
      [4, null, 'priceOnRequest'],
      [6, null, 'qtyReduced'],
    ]);
    expect(r.units).toBe(2 + 2);
    expect(priceCart(input([product(2, { sold: true })], [{ id: 2, qty: 3 }])).units).toBe(0);
    expect(priceCart(input([], [])).units).toBe(0);
  });

  it('a price-on-request product cannot be bought', () => {
    const r = priceCart(input([product(1, { priceInStore: true })], [{ id: 1, qty: 1 }]));
    expect(r.items[0]!.problem).toBe('priceOnRequest');
    expect(r.summary.error).toBe('cart.error.sold');
  });

  it('buy 3 pay 2: every third unit is free', () => {
    const r = priceCart(input([product(1, { price: 1000, discountItemsCount: 3 })], [{ id: 1, qty: 7 }]));
    expect(r.summary.campaignDiscount).toBe(2000);
    expect(r.summary.total).toBe(5000);
  });

  it('basket discount is taken off each paid unit; same-category percent needs two units of the category', () => {
    const p1 = product(1, { price: 10000, basketDiscount: 500 });
    const p2 = product(2, { price: 20000, sameCategoryPercent: 10, categoryId: 7, categoryPath: [7] });
    const p3 = product(3, { price: 5000, categoryId: 7, categoryPath: [7] });
    const alone = priceCart(
      input(
        [p1, p2, p3],
        [
          { id: 1, qty: 2 },
          { id: 2, qty: 1 },
        ],
      ),
    );
    expect(alone.summary.basketDiscount).toBe(1000);
    expect(alone.summary.sameCategoryDiscount).toBe(0);
    const together = priceCart(
      input(
        [p1, p2, p3],
        [
          { id: 2, qty: 1 },
          { id: 3, qty: 1 },
        ],
      ),
    );
    expect(together.summary.sameCategoryDiscount).toBe(2000);
  });

  it('cash discount applies only when paying cash at pickup; home delivery turns cash into card', () => {
    const p = product(1, { price: 10000, cashDiscount: 700 });
    expect(priceCart(input([p], [{ id: 1, qty: 2 }], { payment: 'cash' })).summary.cashDiscount).toBe(1400);
    expect(priceCart(input([p], [{ id: 1, qty: 2 }], { payment: 'card' })).summary.cashDiscount).toBe(0);
    const home = priceCart(
      input([p], [{ id: 1, qty: 2 }], { payment: 'cash', delivery: { type: 'delivery', place: baku } }),
    );
    expect(home.summary.cashDiscount).toBe(0);
  });

  it('new-customer and loyalty discounts do not stack: the larger applies', () => {
    const p = product(1, { price: 10000 });
    const fresh = priceCart(
      input([p], [{ id: 1, qty: 1 }], { customer: { mobile: '994501234567', loyal: false, hasCompletedOrder: false } }),
    );
    expect(fresh.summary.newCustomerDiscount).toBe(300);
    expect(fresh.summary.loyaltyDiscount).toBe(0);
    const loyal = priceCart(
      input([p], [{ id: 1, qty: 1 }], { customer: { mobile: '994501234567', loyal: true, hasCompletedOrder: true } }),
    );
    expect(loyal.summary.loyaltyDiscount).toBe(500);
    expect(loyal.summary.loyalty).toBe(true);
    const known = priceCart(
      input([p], [{ id: 1, qty: 1 }], { customer: { mobile: '994501234567', loyal: false, hasCompletedOrder: true } }),
    );
    expect(known.summary.newCustomerDiscount + known.summary.loyaltyDiscount).toBe(0);
  });

  describe('delivery', () => {
    const p = (price: number) => product(1, { price });
    it('pickup costs nothing and says noDelivery', () => {
      const r = priceCart(input([p(1000)], [{ id: 1, qty: 1 }]));
      expect(r.summary).toMatchObject({ delivery: 0, noDelivery: true });
    });
    it('a threshold city charges the flat price under the threshold and the place price from it', () => {
      expect(
        priceCart(input([p(4999)], [{ id: 1, qty: 1 }], { delivery: { type: 'delivery', place: baku } })).summary
          .delivery,
      ).toBe(500);
      const r = priceCart(input([p(5000)], [{ id: 1, qty: 1 }], { delivery: { type: 'delivery', place: baku } }));
      expect(r.summary.delivery).toBe(300);
      expect(r.oneDayDelivery).toBe(true);
    });
    it('other places always pay their own price', () => {
      expect(
        priceCart(input([p(100000)], [{ id: 1, qty: 1 }], { delivery: { type: 'delivery', place: region } })).summary
          .delivery,
      ).toBe(900);
    });
    it('the threshold is measured after discounts', () => {
      const r = priceCart(
        input([p(5000)], [{ id: 1, qty: 1 }], {
          delivery: { type: 'delivery', place: baku },
          promo: { code: 'X', facts: promo({ kind: 'amount', value: 100 }) },
        }),
      );
      expect(r.summary.delivery).toBe(500);
    });
  });

  describe('promo codes', () => {
    const p = product(1, { price: 10000, categoryPath: [1, 10], categoryId: 10, brandId: 4 });
    const run = (facts: PromoCodeFacts | null, over: Partial<PricingInput> = {}) =>
      priceCart(
        input(
          [p, product(2, { price: 5000, brandId: 9, categoryId: 20, categoryPath: [20] })],
          [
            { id: 1, qty: 1 },
            { id: 2, qty: 1 },
          ],
          { promo: { code: 'SAVE10', facts }, ...over },
        ),
      );
    it('applies a percent code to the goods', () => {
      const r = run(promo());
      expect(r.summary.promoCodeDiscount).toBe(1500);
      expect(r.promoCodeMessage).toMatchObject({ type: 'success', key: 'promo.applied' });
    });
    it('an amount code never exceeds what the goods cost', () => {
      expect(run(promo({ kind: 'amount', value: 999999 })).summary.promoCodeDiscount).toBe(15000);
    });
    it('a scoped code counts only its categories (with subcategories) or brands', () => {
      expect(run(promo({ categoryIds: [1] })).summary.promoCodeDiscount).toBe(1000);
      expect(run(promo({ brandIds: [9] })).summary.promoCodeDiscount).toBe(500);
      expect(run(promo({ brandIds: [77] })).promoCodeMessage).toMatchObject({
        type: 'error',
        key: 'promo.notApplicable',
      });
    });
    it.each([
      [null, 'promo.unknown'],
      [promo({ active: false }), 'promo.inactive'],
      [promo({ startsAt: '2026-12-01T00:00:00.000Z' }), 'promo.notStarted'],
      [promo({ endsAt: '2026-11-23T10:00:00.000Z' }), 'promo.expired'],
      [promo({ maxUses: 5, used: 5 }), 'promo.usedUp'],
      [promo({ minTotal: 15001 }), 'promo.belowMinimum'],
    ] as const)('refuses %j with %s and changes nothing', (facts, key) => {
      const r = run(facts);
      expect(r.promoCodeMessage).toMatchObject({ type: 'error', key });
      expect(r.summary.promoCodeDiscount).toBe(0);
      expect(r.summary.total).toBe(15000);
    });
    it('the per-mobile limit counts only when the mobile is known', () => {
      const facts = promo({ perMobileLimit: 1, usedByMobile: 1 });
      expect(run(facts).summary.promoCodeDiscount).toBe(1500);
      const r = run(facts, { customer: { mobile: '994501234567', loyal: false, hasCompletedOrder: true } });
      expect(r.promoCodeMessage).toMatchObject({ key: 'promo.usedByYou' });
    });
  });

  it('gift lines follow the parent at 0 ₼, limited by the gift stock shared across parents', () => {
    const gift = product(50, { price: 2000, stock: 4 });
    const a = product(1, { giftIds: [50] });
    const b = product(2, { giftIds: [50] });
    const r = priceCart(
      input(
        [gift, a, b],
        [
          { id: 2, qty: 3 },
          { id: 1, qty: 3 },
        ],
      ),
    );
    const gifts = r.items.filter((l) => l.giftOf !== null);
    expect(gifts.map((g) => [g.giftOf, g.qty])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    expect(gifts.every((g) => g.unitPrice === 0 && g.payable === 0)).toBe(true);
    expect(r.summary.subTotal).toBe(60000);
  });

  it('installments: off at or below the minimum; months capped by the cheapest line', () => {
    const cheap = product(1, { price: 3000 });
    const dear = product(2, { price: 20000 });
    expect(priceCart(input([cheap], [{ id: 1, qty: 1 }])).isInstallment).toBe(false);
    const r = priceCart(
      input(
        [cheap, dear],
        [
          { id: 1, qty: 1 },
          { id: 2, qty: 1 },
        ],
      ),
    );
    expect(r.isInstallment).toBe(true);
    // cart total ≥ 99.90 ₼ lifts every line to 12 months
    expect(r.installmentMonths).toEqual({ birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12] });
    const blocked = priceCart(input([cheap], [{ id: 1, qty: 1 }], { payment: 'installment' }));
    expect(blocked.summary.error).toBe('cart.error.installment');
  });

  it('an empty cart cannot be checked out', () => {
    expect(priceCart(input([], [])).summary.error).toBe('cart.error.empty');
  });

  it('coupons: one per 10 ₼ of each unit price above 10 ₼', () => {
    const r = priceCart(
      input(
        [product(1, { price: 12999 }), product(2, { price: 1000 })],
        [
          { id: 1, qty: 2 },
          { id: 2, qty: 1 },
        ],
      ),
    );
    expect(r.coupons).toBe(24);
  });

  it('coupons: the free units of a buy N pay N-1 campaign earn none (2+1 at qty 3: two paid units)', () => {
    const r = priceCart(input([product(1, { price: 129_900, discountItemsCount: 3 })], [{ id: 1, qty: 3 }]));
    expect(r.summary.campaignDiscount).toBe(129_900);
    expect(r.items[0]!.coupons).toBe(2 * 129);
    expect(r.coupons).toBe(2 * 129);
    // 7 units of buy 3 pay 2: 5 paid
    expect(priceCart(input([product(1, { price: 2_500, discountItemsCount: 3 })], [{ id: 1, qty: 7 }])).coupons).toBe(
      5 * 2,
    );
  });

  it('coupons: never more than the amount paid for the goods earns (one per 10 ₼ paid)', () => {
    // 15 ₼ with 6 ₼ off in the basket: 9 ₼ paid earns nothing
    expect(priceCart(input([product(1, { price: 1_500, basketDiscount: 600 })], [{ id: 1, qty: 1 }])).coupons).toBe(0);
    // 100 ₼ for a new customer (3 % off): 97 ₼ paid earns 9, not the badge's 10
    const fresh = priceCart(
      input([product(1, { price: 10_000 })], [{ id: 1, qty: 1 }], {
        customer: { mobile: '994501234567', loyal: false, hasCompletedOrder: false },
      }),
    );
    expect(fresh.coupons).toBe(9);
    // a promo code that halves the goods halves the coupons
    const half = priceCart(
      input([product(1, { price: 20_000 })], [{ id: 1, qty: 1 }], {
        promo: { code: 'HALF', facts: promo({ code: 'HALF', value: 50 }) },
      }),
    );
    expect(half.summary.promoCodeDiscount).toBe(10_000);
    expect(half.coupons).toBe(10);
  });

  it('at most maxLines lines are priced', () => {
    const ps = Array.from({ length: 5 }, (_, i) => product(i + 1));
    const r = priceCart(
      input(
        ps,
        ps.map((p) => ({ id: p.id, qty: 1 })),
        { settings: { ...SETTINGS, maxLines: 3 } },
      ),
    );
    expect(r.items).toHaveLength(3);
    expect(r.message).toBe('cart.message.tooManyLines');
  });
});
