import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './status.ts';
import { paymentIsSlow, shopperMayCancel, shopperMayPayCash, type ShopperOrderFacts } from './shopper-choices.ts';

const waiting: ShopperOrderFacts = { status: 'awaiting_payment', paid: false, payment: 'card', delivery: 'pickup' };

describe("the shopper's choices on their order (decision 0078)", () => {
  it('cancels only a new unpaid order or one still awaiting the bank', () => {
    const allowed = ORDER_STATUSES.filter((status) => shopperMayCancel({ status, paid: false }));
    expect(allowed).toEqual(['new', 'awaiting_payment']);
    // a cash order staff marked paid is no longer the shopper's to cancel
    expect(shopperMayCancel({ status: 'new', paid: true })).toBe(false);
  });

  it('switches to cash only a card or installment order awaiting the bank, picked up, when cash is taken', () => {
    expect(shopperMayPayCash(waiting, true)).toBe(true);
    expect(shopperMayPayCash({ ...waiting, payment: 'installment' }, true)).toBe(true);
    expect(shopperMayPayCash(waiting, false)).toBe(false);
    expect(shopperMayPayCash({ ...waiting, delivery: 'delivery' }, true)).toBe(false);
    expect(shopperMayPayCash({ ...waiting, payment: 'cash' }, true)).toBe(false);
    expect(shopperMayPayCash({ ...waiting, paid: true }, true)).toBe(false);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'awaiting_payment'))
      expect(shopperMayPayCash({ ...waiting, status }, true), status).toBe(false);
  });

  it('calls a payment slow from the threshold on, and never one that has no attempt', () => {
    expect(paymentIsSlow(29, 30)).toBe(false);
    expect(paymentIsSlow(30, 30)).toBe(true);
    expect(paymentIsSlow(600, 30)).toBe(true);
    expect(paymentIsSlow(null, 30)).toBe(false);
  });
});
