import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { captureQueries } from './query-plans.ts';
import { precompiled } from './precompiled.ts';

// statements on the app's schema (settings: key → value), built once and bound per run
const upsert = precompiled((db, v: { key: string; value: string }) =>
  db
    .insertInto('settings')
    .values({ key: v.key, value: v.value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: v.value }))
    .returning(['key', 'value']),
);
const some = precompiled((db, v: { keys: string[]; prefix: string }, ordered: 'asc' | 'desc') =>
  db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', v.keys)
    .where('value', 'like', v.prefix)
    .orderBy('key', ordered),
);

describeEachEngine('statements built once (db/precompiled.ts)', (ctx) => {
  it("binds each run's values, in a transaction or not, and keeps what the shape fixed", async () => {
    const { db } = ctx.database;
    expect((await upsert(db, '', { key: 'pc.a', value: 'x1' })).rows).toEqual([{ key: 'pc.a', value: 'x1' }]);
    expect((await upsert(db, '', { key: 'pc.b', value: 'x2' })).rows).toEqual([{ key: 'pc.b', value: 'x2' }]);
    // the same value twice in one statement (the update's value) is bound twice
    expect((await upsert(db, '', { key: 'pc.a', value: 'y1' })).rows).toEqual([{ key: 'pc.a', value: 'y1' }]);
    await expect(
      db.transaction().execute(async (tx) => {
        await upsert(tx, '', { key: 'pc.c', value: 'x3' });
        expect((await some(tx, '1:asc', { keys: ['pc.c'], prefix: 'x%' }, 'asc')).rows).toEqual([
          { key: 'pc.c', value: 'x3' },
        ]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // lists: one variant per length; the shape (order) is the one built for that variant
    expect((await some(db, '2:asc', { keys: ['pc.a', 'pc.b'], prefix: '%' }, 'asc')).rows.map((r) => r.key)).toEqual([
      'pc.a',
      'pc.b',
    ]);
    expect((await some(db, '2:desc', { keys: ['pc.a', 'pc.b'], prefix: '%' }, 'desc')).rows.map((r) => r.key)).toEqual([
      'pc.b',
      'pc.a',
    ]);
    expect((await some(db, '3:asc', { keys: ['pc.a', 'pc.b', 'pc.c'], prefix: 'x%' }, 'asc')).rows).toEqual([
      { key: 'pc.b', value: 'x2' },
    ]);
    expect((await some(db, '1:asc', { keys: ['pc.b'], prefix: 'y%' }, 'asc')).rows).toEqual([]);
  });

  it("on a Kysely with plugins, builds with the values as usual: the plan check's capture sees the statement", async () => {
    const capture = captureQueries(ctx.database.db);
    capture.take();
    expect((await upsert(capture.db, '', { key: 'pc.d', value: 'x4' })).rows).toEqual([{ key: 'pc.d', value: 'x4' }]);
    const seen = capture.take();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.parameters).toEqual(['pc.d', 'x4', 'x4']);
  });
});
