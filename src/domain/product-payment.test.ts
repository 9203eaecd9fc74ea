import { describe, expect, it } from 'vitest';
import {
  paymentRestriction,
  productInstallmentMonths,
  productPaymentTypes,
  type ShopPayments,
} from './product-payment.ts';

const shop: ShopPayments = {
  types: ['cash', 'card', 'installment'],
  cards: { birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12, 18] },
  minAmount: 10_000,
};
const phone = { price: 199_900, smallAppliance: false, buyable: true };
const cable = { price: 1_990, smallAppliance: false, buyable: true };

describe('product payment types (PDP-7: paymentType, paymentTypeMessage)', () => {
  it('a product above the minimum has every type of the shop, with the months of the installment table', () => {
    expect(productPaymentTypes(phone, shop)).toEqual(['cash', 'card', 'installment']);
    expect(productInstallmentMonths(phone, shop)).toEqual({ birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12] });
    expect(paymentRestriction(phone, shop)).toBeNull();
  });

  it('a product at or below the minimum cannot be bought on installments alone, and says so', () => {
    for (const price of [1_990, 10_000]) {
      const p = { ...cable, price };
      expect(productPaymentTypes(p, shop)).toEqual(['cash', 'card']);
      expect(productInstallmentMonths(p, shop)).toEqual({});
      expect(paymentRestriction(p, shop)).toBe('noInstallment');
    }
    expect(paymentRestriction({ ...cable, price: 10_001 }, shop)).toBeNull();
  });

  it('tells no restriction when the shop itself sells on no installments', () => {
    const shops: ShopPayments[] = [
      { ...shop, types: ['cash', 'card'] },
      { ...shop, cards: {} },
      { ...shop, cards: { birkart: [24] } },
    ];
    for (const s of shops) {
      expect(productPaymentTypes(cable, s)).toEqual(['cash', 'card']);
      expect(paymentRestriction(cable, s)).toBeNull();
      expect(paymentRestriction(phone, s)).toBeNull();
    }
  });

  it('a product that cannot be bought has no payment types and no message', () => {
    const sold = { ...phone, buyable: false };
    expect(productPaymentTypes(sold, shop)).toEqual([]);
    expect(paymentRestriction(sold, shop)).toBeNull();
    expect(paymentRestriction({ ...cable, buyable: false }, shop)).toBeNull();
  });
});
