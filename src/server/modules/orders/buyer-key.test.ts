import { describe, expect, it } from 'vitest';
import { buyerCookie, buyerKeyHash, newBuyerKey, orderViewer, ownsOrder, readBuyerKey } from './buyer-key.ts';

describe('the order cookie (decision 0057)', () => {
  it('makes a random key, stores only its hash, and reads it back from a Cookie header', () => {
    const key = newBuyerKey();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(newBuyerKey()).not.toBe(key);
    expect(buyerKeyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(readBuyerKey(`volt_cart=%5B%5D; volt_buyer=${key}`, 'volt_')).toBe(key);
    expect(readBuyerKey('volt_buyer=short', 'volt_')).toBeNull();
    expect(readBuyerKey('volt_buyer=<script>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'volt_')).toBeNull();
    expect(readBuyerKey(undefined, 'volt_')).toBeNull();
    expect(buyerCookie('volt_', key, true)).toBe(
      `volt_buyer=${key}; Max-Age=5184000; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it("lets the order's signed-in customer or the placing browser see its details, nobody else", () => {
    const key = newBuyerKey();
    const guestOrder = { customer_id: null, buyer_key: buyerKeyHash(key) };
    const customerOrder = { customer_id: 7, buyer_key: null };
    expect(ownsOrder(guestOrder, orderViewer(`volt_buyer=${key}`, 'volt_', null))).toBe(true);
    expect(ownsOrder(guestOrder, orderViewer(`volt_buyer=${newBuyerKey()}`, 'volt_', null))).toBe(false);
    expect(ownsOrder(guestOrder, orderViewer(null, 'volt_', 7))).toBe(false);
    expect(ownsOrder(customerOrder, orderViewer(null, 'volt_', 7))).toBe(true);
    expect(ownsOrder(customerOrder, orderViewer(null, 'volt_', 8))).toBe(false);
    expect(ownsOrder(customerOrder, orderViewer(`volt_buyer=${key}`, 'volt_', null))).toBe(false);
    // an order from before the cookie (no hash) is its customer's only
    expect(ownsOrder({ customer_id: null, buyer_key: null }, orderViewer(`volt_buyer=${key}`, 'volt_', null))).toBe(
      false,
    );
  });
});
