import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromRows, toRows } from './rows';

describe('rows', () => {
  it('gives back the same objects, absent keys staying absent', () => {
    const items = [
      { id: 1, title: 'A', color: '#fff', children: [{ id: 3, title: 'C' }] },
      { id: 2, title: 'B', flag: false, brand: null },
    ];
    const r = toRows(items);
    expect(r.keys).toEqual(['id', 'title', 'color', 'children', 'flag', 'brand']);
    const back = fromRows(r);
    expect(back).toEqual(items);
    expect('color' in back[1]!).toBe(false);
    expect(back[1]!.brand).toBeNull();
  });

  it('round-trips any list of JSON objects', () => {
    const json = fc.dictionary(fc.constantFrom('id', 'title', 'price', 'sold', 'badges', 'brand'), fc.jsonValue());
    fc.assert(
      fc.property(fc.array(json, { maxLength: 30 }), (items) => {
        expect(fromRows(toRows(items))).toEqual(items);
      }),
    );
  });

  it('writes each key once, not once per object', () => {
    const items = Array.from({ length: 24 }, (_, i) => ({
      id: i,
      title: `Product ${i}`,
      priceInStore: false,
      discountEndsAt: null,
    }));
    expect(JSON.stringify(toRows(items)).length).toBeLessThan(JSON.stringify(items).length * 0.6);
  });
});
