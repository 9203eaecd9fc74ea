import type { PricedProduct, PricingSettings, PromoCodeFacts } from './types.ts';

/** Builders for the pricing tests: a plain in-stock product, a 10 % code, the README's default settings. */
export const SETTINGS: PricingSettings = {
  freeDeliveryFrom: 5000,
  deliveryPriceUnderMin: 500,
  installmentMinAmount: 10000,
  installmentCards: { birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12, 18] },
  newCustomerPercent: 3,
  loyaltyPercent: 5,
  maxLines: 100,
};

export function product(id: number, over: Partial<PricedProduct> = {}): PricedProduct {
  return {
    id,
    active: true,
    price: 10000,
    priceOld: null,
    stock: 50,
    sold: false,
    priceInStore: false,
    categoryId: 1,
    categoryPath: [1],
    brandId: 1,
    smallAppliance: false,
    discountItemsCount: null,
    basketDiscount: null,
    sameCategoryPercent: null,
    cashDiscount: null,
    giftIds: [],
    ...over,
  };
}

export function promo(over: Partial<PromoCodeFacts> = {}): PromoCodeFacts {
  return {
    code: 'SAVE10',
    kind: 'percent',
    value: 10,
    minTotal: 0,
    startsAt: null,
    endsAt: null,
    active: true,
    maxUses: null,
    used: 0,
    perMobileLimit: null,
    usedByMobile: 0,
    categoryIds: [],
    brandIds: [],
    ...over,
  };
}
