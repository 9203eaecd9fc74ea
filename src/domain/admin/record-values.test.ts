import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../api/admin.ts';
import { changedNames, mergeSave, rebase } from './record-values.ts';

const fields: FieldDef[] = [
  { name: 'title', label: 'Title', component: 'text', isMultiLang: true },
  { name: 'price', label: 'Price', component: 'money' },
  { name: 'stock', label: 'Stock', component: 'number', delta: true },
  { name: 'parameters.3', label: 'Colour', component: 'multiselect' },
  { name: 'createdAt', label: 'Created', component: 'readonly', readOnly: true },
];
const shown = { title: { az: 'A', ru: 'А', en: 'A' }, price: 100, stock: 20, 'parameters.3': [1], createdAt: 'x' };

describe('mergeSave', () => {
  it('writes only the changed fields over the record as it is now, and a count as a difference', () => {
    const now = { ...shown, stock: 18, 'parameters.3': [2] };
    const r = mergeSave(fields, now, { changes: { price: 120, stock: 25 }, base: { price: 100, stock: 20 } });
    expect(r).toEqual({
      ok: true,
      values: { ...now, price: 120, stock: 23 },
      changed: ['price', 'stock'],
      deltas: { stock: 5 },
    });
  });

  it('a field changed meanwhile collides unless the same value was chosen; a count collides only below zero', () => {
    const now = { ...shown, price: 110, stock: 2 };
    expect(mergeSave(fields, now, { changes: { price: 120 }, base: { price: 100 } })).toEqual({
      ok: false,
      unknown: [],
      collided: ['price'],
    });
    expect(mergeSave(fields, now, { changes: { price: 110 }, base: { price: 100 } })).toMatchObject({
      ok: true,
      changed: [],
    });
    expect(mergeSave(fields, now, { changes: { stock: 15 }, base: { stock: 20 } })).toEqual({
      ok: false,
      unknown: [],
      collided: ['stock'],
    });
  });

  it('refuses names that are no writable field, or changes without the value shown', () => {
    expect(
      mergeSave(fields, shown, { changes: { createdAt: 'y', nope: 1, price: 5 }, base: { createdAt: 'x', nope: 0 } }),
    ).toEqual({ ok: false, unknown: ['createdAt', 'nope', 'price'], collided: [] });
  });

  it('property: with nothing changed meanwhile, the merge is exactly the form the person saw with their edits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (price, stock, typed) => {
          const base = { ...shown, price, stock };
          const mine = { ...base, price: price + 1, stock: typed };
          const names = changedNames(fields, base, mine);
          const r = mergeSave(fields, base, {
            changes: Object.fromEntries(names.map((n) => [n, mine[n as keyof typeof mine]])),
            base,
          });
          expect(r.ok && r.values).toEqual(mine);
        },
      ),
    );
  });

  it('property: a count never loses a unit sold meanwhile and never goes below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (shownStock, sold, typed) => {
          const now = { ...shown, stock: Math.max(0, shownStock - sold) };
          const r = mergeSave(fields, now, { changes: { stock: typed }, base: { stock: shownStock } });
          const expected = now.stock + (typed - shownStock);
          if (typed === shownStock) expect(r).toMatchObject({ ok: true, values: { stock: now.stock } });
          else if (expected < 0) expect(r.ok).toBe(false);
          else expect(r).toMatchObject({ ok: true, values: { stock: expected } });
        },
      ),
    );
  });
});

describe('rebase', () => {
  it('keeps my edits on the fresh record, except fields changed meanwhile; a count keeps my difference', () => {
    const mine = { ...shown, title: { az: 'B', ru: 'Б', en: 'B' }, price: 150, stock: 25 };
    const fresh = { ...shown, price: 130, stock: 18, 'parameters.3': [4] };
    expect(rebase(fields, fresh, mine, shown)).toEqual({
      values: { ...fresh, title: { az: 'B', ru: 'Б', en: 'B' }, stock: 23 },
      collided: [{ name: 'price', mine: 150 }],
    });
  });
});
