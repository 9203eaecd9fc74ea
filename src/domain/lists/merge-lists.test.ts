import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LIST_IDS } from './guest-lists.ts';
import { mergeCart, mergeIds, mergeLists, guestListsKey, type ListFacts } from './merge-lists.ts';

const facts = (stock: Record<number, number>, inactive: number[] = []): ListFacts => ({
  active: new Set(
    Object.keys(stock)
      .map(Number)
      .filter((id) => !inactive.includes(id)),
  ),
  buyable: new Map(Object.entries(stock).map(([id, n]) => [Number(id), n])),
});

describe('merging guest lists into the account', () => {
  it('adds cart quantities of the same line and clamps the sum to the stock', () => {
    const merged = mergeCart(
      [{ id: 1, qty: 2, size: '' }],
      [
        { id: 1, qty: 5 },
        { id: 2, qty: 1 },
      ],
      facts({ 1: 4, 2: 10 }),
    );
    expect(merged).toEqual([
      { id: 1, qty: 4, size: '' },
      { id: 2, qty: 1, size: '' },
    ]);
  });

  it('keeps two sizes of one product within its stock together', () => {
    const merged = mergeCart([{ id: 1, qty: 2, size: 'M' }], [{ id: 1, qty: 3, size: 'L' }], facts({ 1: 3 }));
    expect(merged).toEqual([
      { id: 1, qty: 2, size: 'M' },
      { id: 1, qty: 1, size: 'L' },
    ]);
  });

  it('leaves out products that cannot be bought or are gone, and keeps the account line when the guest adds nothing buyable', () => {
    const merged = mergeCart(
      [{ id: 3, qty: 1, size: '' }],
      [
        { id: 3, qty: 1 },
        { id: 4, qty: 1 },
        { id: 5, qty: 1 },
        { id: 99, qty: 1 },
      ],
      facts({ 3: 0, 4: 5, 5: 2 }, [4]),
    );
    expect(merged).toEqual([
      { id: 3, qty: 1, size: '' },
      { id: 5, qty: 1, size: '' },
    ]);
  });

  it('stops adding new cart lines at 100 but still adds to lines already there', () => {
    const account = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ id: i + 1, qty: 1, size: '' }));
    const stock = Object.fromEntries(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => [i + 1, 10]));
    const merged = mergeCart(
      account,
      [
        { id: MAX_CART_LINES + 1, qty: 1 },
        { id: 1, qty: 2 },
      ],
      facts(stock),
    );
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged[0]).toEqual({ id: 1, qty: 3, size: '' });
  });

  it('unites wish lists: the account order first, new guest ids after, no duplicates, gone ids left out, at most 100', () => {
    expect(mergeIds([3, 1], [1, 2, 9, 4], new Set([1, 2, 3, 4]))).toEqual([3, 1, 2, 4]);
    const full = Array.from({ length: MAX_LIST_IDS }, (_, i) => i + 1);
    expect(mergeIds(full, [500], new Set([...full, 500]))).toEqual(full);
  });

  it('merging the result again with an empty guest changes nothing', () => {
    const f = facts({ 1: 5, 2: 5 });
    const once = mergeLists(
      { cart: [], wish: [1], compare: [] },
      { cart: [{ id: 1, qty: 2 }], wish: [2], compare: [1] },
      f,
    );
    expect(mergeLists(once, { cart: [], wish: [], compare: [] }, f)).toEqual(once);
  });

  it('gives the same key to the same lists whatever the order of cart lines', () => {
    const a = guestListsKey({
      cart: [
        { id: 1, qty: 1 },
        { id: 2, qty: 2, size: 'M' },
      ],
      wish: [3],
      compare: [],
    });
    const b = guestListsKey({
      cart: [
        { id: 2, qty: 2, size: 'M' },
        { id: 1, qty: 1 },
      ],
      wish: [3],
      compare: [],
    });
    expect(a).toBe(b);
    expect(guestListsKey({ cart: [{ id: 1, qty: 2 }], wish: [], compare: [] })).not.toBe(
      guestListsKey({ cart: [{ id: 1, qty: 1 }], wish: [], compare: [] }),
    );
  });
});
