import { describe, expect, it } from 'vitest';
import { readHeaderCounts } from './counts.server';

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('readHeaderCounts', () => {
  it('sums cart quantities and counts distinct wish and compare ids', () => {
    const cookie = `volt_cart=${enc([{ id: 1, qty: 2 }, { id: 5, qty: 1, size: 3 }])}; volt_wish=${enc([1, 2, 2])}; volt_compare=[7]; other=x`;
    expect(readHeaderCounts(cookie, 'volt_')).toEqual({ cart: 3, wish: 2, compare: 1, cartTotal: null });
  });

  it('treats missing, malformed or hostile cookies as empty', () => {
    expect(readHeaderCounts(undefined, 'volt_')).toEqual({ cart: 0, wish: 0, compare: 0, cartTotal: null });
    expect(readHeaderCounts('volt_cart=%7Bnot-json; volt_wish={"a":1}; volt_compare=%E0%A4%A', 'volt_')).toEqual({ cart: 0, wish: 0, compare: 0, cartTotal: null });
    const cookie = `volt_cart=${enc([{ id: 1, qty: -4 }, { id: 2, qty: 'x' }, null, { id: 3, qty: 1e9 }])}; volt_wish=${enc(['3', 'a', -1, 0])}`;
    expect(readHeaderCounts(cookie, 'volt_')).toEqual({ cart: 999, wish: 1, compare: 0, cartTotal: null });
  });

  it('reads only cookies with the configured prefix', () => {
    expect(readHeaderCounts(`shop_wish=${enc([1])}; volt_wish=${enc([1, 2])}`, 'shop_').wish).toBe(1);
  });
});
