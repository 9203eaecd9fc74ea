import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_STEP, couponCount } from '../coupons.ts';
import { priceCart } from './engine.ts';
import { SETTINGS, product, promo } from './pricing.fixtures.ts';
import type { PricedProduct, PricingInput } from './types.ts';

/** Random catalogues, carts and choices: the engine's laws must hold for every one of them. */
const productArb = (id: number) =>
  fc
    .record({
      price: fc.integer({ min: 0, max: 500_000 }),
      stock: fc.integer({ min: 0, max: 30 }),
      sold: fc.boolean(),
      active: fc.boolean(),
      priceInStore: fc.constant(false),
      categoryId: fc.integer({ min: 1, max: 3 }),
      brandId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      smallAppliance: fc.boolean(),
      discountItemsCount: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
      basketDiscount: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
      sameCategoryPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      cashDiscount: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
      giftIds: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }),
    })
    .map((r): PricedProduct => product(id, { ...r, categoryPath: [r.categoryId] }));

const inputArb: fc.Arbitrary<PricingInput> = fc
  .record({
    products: fc.tuple(...[1, 2, 3, 4, 5, 6, 7, 8].map(productArb)),
    entries: fc.array(fc.record({ id: fc.integer({ min: 1, max: 10 }), qty: fc.integer({ min: -3, max: 40 }) }), {
      maxLength: 12,
    }),
    mobile: fc.option(fc.constant('994501234567'), { nil: null }),
    loyal: fc.boolean(),
    hasCompletedOrder: fc.boolean(),
    deliveryType: fc.constantFrom('delivery', 'pickup', null),
    place: fc.option(
      fc.record({
        id: fc.constant(1),
        price: fc.integer({ min: 0, max: 3000 }),
        thresholdCity: fc.boolean(),
        oneDay: fc.boolean(),
      }),
      { nil: null },
    ),
    payment: fc.constantFrom('cash', 'card', 'installment', null),
    promo: fc.option(
      fc.record({
        kind: fc.constantFrom('amount', 'percent'),
        value: fc.integer({ min: 0, max: 200_000 }),
        minTotal: fc.integer({ min: 0, max: 100_000 }),
        brandIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 1 }),
      }),
      { nil: null },
    ),
  })
  .map((r) => ({
    entries: r.entries,
    products: new Map(r.products.map((p) => [p.id, p])),
    customer: { mobile: r.mobile, loyal: r.loyal, hasCompletedOrder: r.hasCompletedOrder },
    delivery: { type: r.deliveryType, place: r.place },
    payment: r.payment,
    promo: r.promo
      ? {
          code: 'CODE',
          facts: promo({ ...r.promo, value: r.promo.kind === 'percent' ? r.promo.value % 101 : r.promo.value }),
        }
      : null,
    settings: SETTINGS,
    now: '2026-11-23T10:00:00.000Z',
  }));

const discounts = (s: ReturnType<typeof priceCart>['summary']) => [
  s.basketDiscount,
  s.campaignDiscount,
  s.sameCategoryDiscount,
  s.cashDiscount,
  s.newCustomerDiscount,
  s.loyaltyDiscount,
  s.promoCodeDiscount,
];

describe('priceCart laws', () => {
  it('total = subTotal − discounts + delivery, never negative; no discount or delivery is negative; all integers', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { summary: s } = priceCart(input);
        const d = discounts(s);
        expect(d.every((x) => Number.isSafeInteger(x) && x >= 0)).toBe(true);
        expect(Number.isSafeInteger(s.delivery) && s.delivery >= 0).toBe(true);
        expect(s.total).toBe(s.subTotal - d.reduce((a, b) => a + b, 0) + s.delivery);
        expect(s.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('the order of the cart entries never changes the summary', () => {
    fc.assert(
      fc.property(inputArb, fc.infiniteStream(fc.nat()), (input, seeds) => {
        const shuffled = [...input.entries]
          .map((e) => ({ e, k: seeds.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.e);
        const a = priceCart(input);
        const b = priceCart({ ...input, entries: shuffled });
        expect(b.summary).toEqual(a.summary);
        expect(b.removeProducts).toEqual(a.removeProducts);
        const byKey = (r: typeof a) => [...r.items].map((l) => JSON.stringify(l)).sort();
        expect(byKey(b)).toEqual(byKey(a));
      }),
      { numRuns: 300 },
    );
  });

  it('the same input gives the same output', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(priceCart(input)).toEqual(priceCart(input));
      }),
      { numRuns: 200 },
    );
  });

  it('prices or totals smuggled into the entries change nothing', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: -1e9, max: 1e9 }), (input, fake) => {
        const tampered = input.entries.map(
          (e) => ({ ...e, price: fake, total: fake, discount: fake }) as (typeof input.entries)[number],
        );
        expect(priceCart({ ...input, entries: tampered })).toEqual(priceCart(input));
      }),
      { numRuns: 200 },
    );
  });

  it('coupons: only paid units earn them, and never more than the amount paid for the goods earns', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = priceCart(input);
        const s = r.summary;
        let paidUnitsEarn = 0;
        for (const l of r.items) {
          const p = input.products.get(l.id)!;
          const n = p.discountItemsCount ?? 0;
          const paidUnits = l.qty - (n >= 2 ? Math.floor(l.qty / n) : 0);
          const perUnit = l.unitPrice > COUPON_STEP ? Math.floor(l.unitPrice / COUPON_STEP) : 0;
          expect(Number.isSafeInteger(l.coupons) && l.coupons >= 0).toBe(true);
          if (l.giftOf !== null || l.payable === 0) expect(l.coupons).toBe(0);
          // a line earns for its paid units at most, and at most one per 10 ₼ it costs after its discounts
          expect(l.coupons).toBeLessThanOrEqual(paidUnits * perUnit);
          expect(l.coupons).toBeLessThanOrEqual(Math.floor(l.payable / COUPON_STEP));
          if (!l.problem || l.problem === 'qtyReduced') paidUnitsEarn += l.giftOf === null ? paidUnits * perUnit : 0;
        }
        const paidGoods = s.total - s.delivery;
        expect(r.coupons).toBeLessThanOrEqual(Math.floor(paidGoods / COUPON_STEP));
        expect(r.coupons).toBeLessThanOrEqual(paidUnitsEarn);
        expect(r.coupons).toBeLessThanOrEqual(r.items.reduce((a, l) => a + l.coupons, 0));
        expect(r.coupons).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('coupons: a campaign line earns exactly what its paid units earn when nothing else is taken off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 30 }),
        (price, n, qty) => {
          const p = product(1, { price, discountItemsCount: n, stock: 30 });
          const r = priceCart({
            entries: [{ id: 1, qty }],
            products: new Map([[1, p]]),
            customer: { mobile: null, loyal: false, hasCompletedOrder: false },
            delivery: { type: 'pickup', place: null },
            payment: 'card',
            promo: null,
            settings: SETTINGS,
            now: '2026-11-23T10:00:00.000Z',
          });
          expect(r.coupons).toBe((qty - Math.floor(qty / n)) * couponCount(price));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('units are the paid-for quantities of the lines that can be bought (no gift, no sold line)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = priceCart(input);
        const buyable = r.items.filter((l) => l.giftOf === null && (!l.problem || l.problem === 'qtyReduced'));
        expect(r.units).toBe(buyable.reduce((n, l) => n + l.qty, 0));
        if (r.units === 0) expect(r.summary.subTotal).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('every priced quantity is between 1 and the stock, and lines that cannot be bought cost nothing', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const l of priceCart(input).items) {
          const p = input.products.get(l.id)!;
          expect(l.qty).toBeGreaterThanOrEqual(1);
          if (!l.problem || l.problem === 'qtyReduced') expect(l.qty).toBeLessThanOrEqual(p.stock);
          else expect(l.payable).toBe(0);
          expect(l.payable).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
