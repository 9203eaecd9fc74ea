import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  MAX_LIST_IDS,
  MAX_QTY,
  addListId,
  parseGuestCart,
  parseGuestIds,
  serializeGuestCart,
  serializeGuestIds,
} from './guest-lists.ts';

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('guest cart cookie', () => {
  it('reads plain and URI-encoded JSON', () => {
    expect(parseGuestCart('[{"id":3,"qty":2}]')).toEqual([{ id: 3, qty: 2 }]);
    expect(parseGuestCart(enc([{ id: 3, qty: 2, size: 'XL' }]))).toEqual([{ id: 3, qty: 2, size: 'XL' }]);
  });

  it.each([
    ['malformed JSON', '[{"id":1,'],
    ['not an array', enc({ id: 1, qty: 1 })],
    ['an oversized value', enc(Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, qty: 1 })))],
    ['nothing', undefined],
  ])('%s counts as an empty cart', (_what, raw) => {
    expect(parseGuestCart(raw)).toEqual([]);
  });

  it('repairs quantities and drops bad ids and foreign fields', () => {
    const raw = enc([
      { id: 1, qty: -4 },
      { id: 2, qty: 2.7, price: 1 },
      { id: '3', qty: '5' },
      { id: 0, qty: 1 },
      { id: -1, qty: 1 },
      { id: 'x', qty: 1 },
      { id: 4, qty: 1e9 },
      { id: 5, qty: 'NaN' },
      null,
      7,
    ]);
    expect(parseGuestCart(raw)).toEqual([
      { id: 1, qty: 1 },
      { id: 2, qty: 2 },
      { id: 3, qty: 5 },
      { id: 4, qty: MAX_QTY },
      { id: 5, qty: 1 },
    ]);
  });

  it('merges duplicates per id and size and keeps at most 100 lines', () => {
    expect(
      parseGuestCart(
        enc([
          { id: 1, qty: 2 },
          { id: 1, qty: 3 },
          { id: 1, qty: 1, size: 'M' },
        ]),
      ),
    ).toEqual([
      { id: 1, qty: 5 },
      { id: 1, qty: 1, size: 'M' },
    ]);
    const many = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, qty: 1 }));
    expect(parseGuestCart(JSON.stringify(many))).toHaveLength(MAX_CART_LINES);
  });

  it('never throws and always yields valid entries, whatever the cookie holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => enc(v)),
        ),
        (raw) => {
          for (const e of parseGuestCart(raw)) {
            expect(Number.isSafeInteger(e.id) && e.id > 0).toBe(true);
            expect(Number.isInteger(e.qty) && e.qty >= 1 && e.qty <= MAX_QTY).toBe(true);
          }
        },
      ),
    );
  });

  it('serialize then parse gives the same entries', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 1e6 }), qty: fc.integer({ min: 1, max: MAX_QTY }) }), {
          selector: (e) => e.id,
          maxLength: 50,
        }),
        (entries) => {
          expect(parseGuestCart(serializeGuestCart(entries))).toEqual(entries);
        },
      ),
    );
  });
});

describe('guest wish-list and compare cookies', () => {
  it('keeps valid unique ids in first-seen order', () => {
    expect(parseGuestIds(enc([3, '4', 3, -1, 0, 'x', 2.5, null, 5]))).toEqual([3, 4, 5]);
    expect(parseGuestIds('{"a":1}')).toEqual([]);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1e9 }), { maxLength: 100 }), (ids) => {
        expect(parseGuestIds(serializeGuestIds(ids))).toEqual(ids);
      }),
    );
  });
});

describe('adding to a wish list or compare', () => {
  it('a product already there is refused (null): nothing changes', () => {
    expect(addListId([4, 9], 9)).toBeNull();
  });

  it('a new product goes last; a full list drops its oldest', () => {
    expect(addListId([4, 9], 7)).toEqual([4, 9, 7]);
    const full = Array.from({ length: MAX_LIST_IDS }, (_, i) => i + 1);
    expect(addListId(full, 500)).toEqual([...full.slice(1), 500]);
  });
});
