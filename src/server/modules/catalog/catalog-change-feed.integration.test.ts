import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { feed, seedIndexDemo, version } from './catalog-index.fixtures.ts';

/** The change feed against a real database: another process's writes (plain SQL here) reach it through the triggers. */

describeEachEngine(
  'catalogue change feed',
  (ctx) => {
    it('records what changed, and only what listings depend on', async () => {
      const db = ctx.database.db;
      const p = (
        await db
          .selectFrom('products')
          .select('id')
          .where('active', '=', 1)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      let v = await version(ctx.database);
      const step = async (f: () => Promise<unknown>, expected: string[]) => {
        await f();
        expect(await feed(ctx.database, v)).toEqual(expected);
        const now = await version(ctx.database);
        if (expected.length) expect(now).toBeGreaterThan(v);
        else expect(now).toBe(v);
        v = now;
      };
      await db.updateTable('products').set({ stock: 20 }).where('id', '=', p).execute();
      v = await version(ctx.database);
      await step(() => db.updateTable('products').set({ stock: 19 }).where('id', '=', p).execute(), []); // a sale: nothing listings show moves
      await step(
        () => db.updateTable('products').set({ reviews_count: 7, rating: 4.5 }).where('id', '=', p).execute(),
        [],
      );
      await step(
        () => db.updateTable('products').set({ price: 12_300 }).where('id', '=', p).execute(),
        [`product:${p}`],
      );
      await step(() => db.updateTable('products').set({ stock: 0 }).where('id', '=', p).execute(), [`product:${p}`]); // sold out
      await step(() => db.updateTable('products').set({ stock: 1 }).where('id', '=', p).execute(), []);
      await step(() => db.updateTable('products').set({ stock: 30 }).where('id', '=', p).execute(), [`product:${p}`]); // back in stock
      // one statement over two products: only the one whose stock crossed the out-of-stock line is a change
      const q = (
        await db
          .selectFrom('products')
          .select('id')
          .where('id', '>', p)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      await db.updateTable('products').set({ stock: 40 }).where('id', '=', q).execute();
      v = await version(ctx.database);
      await step(
        () =>
          db
            .updateTable('products')
            .set({ stock: sql<number>`CASE WHEN id = ${p} THEN 2 ELSE 39 END` })
            .where('id', 'in', [p, q])
            .execute(),
        [`product:${p}`],
      );
      await step(
        () => db.updateTable('products').set({ stock: 30 }).where('id', 'in', [p, q]).execute(),
        [`product:${p}`],
      );
      const value = await db
        .selectFrom('product_parameters')
        .select(['parameter_id', 'value_id'])
        .where('product_id', '=', p)
        .executeTakeFirstOrThrow();
      await step(
        () =>
          db
            .deleteFrom('product_parameters')
            .where('product_id', '=', p)
            .where('value_id', '=', value.value_id)
            .execute(),
        [`product:${p}`],
      );
      await step(
        () =>
          db
            .insertInto('product_parameters')
            .values({ product_id: p, ...value })
            .execute(),
        [`product:${p}`],
      );
      await step(
        () =>
          db
            .updateTable('routes')
            .set({ seo_title: 'x' })
            .where('view', '=', 'Product')
            .where('entity_id', '=', p)
            .execute(),
        [],
      );
      await step(
        () =>
          db
            .updateTable('routes')
            .set({ path: sql<string>`path || '-2'` })
            .where('view', '=', 'Product')
            .where('entity_id', '=', p)
            .where('lang', '=', 'en')
            .execute(),
        [`product:${p}`],
      );
      const brand = (await db.selectFrom('brands').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
      await step(
        () => db.updateTable('brands').set({ title: 'Renamed' }).where('id', '=', brand).execute(),
        [`brands:${brand}`],
      );
      await step(() => db.updateTable('brands').set({ title: 'Renamed' }).where('id', '=', brand).execute(), []);
      const cat = (
        await db
          .selectFrom('routes')
          .select('entity_id')
          .where('view', '=', 'Category')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).entity_id!;
      await step(
        () =>
          db
            .updateTable('routes')
            .set({ path: sql<string>`path || '-2'` })
            .where('view', '=', 'Category')
            .where('entity_id', '=', cat)
            .where('lang', '=', 'en')
            .execute(),
        [`routes:${cat}`],
      );
      await step(() => db.deleteFrom('products').where('id', '=', p).execute(), [`product:${p}`]);
    });

    it('records every product one transaction changes, in one statement or several, and commits them with its version', async () => {
      const db = ctx.database.db;
      const ids = (
        await db.selectFrom('products').select('id').where('active', '=', 1).orderBy('id').limit(4).execute()
      ).map((r) => r.id);
      const [a, b, c, d] = ids as [number, number, number, number];
      await db.updateTable('products').set({ stock: 50 }).where('id', 'in', ids).execute();
      const v = await version(ctx.database);
      await db.transaction().execute(async (tx) => {
        // a price change of two products in one statement, a stock move that changes nothing listings show, a sell-out
        await tx
          .updateTable('products')
          .set({ price: sql<number>`price + 100` })
          .where('id', 'in', [a, b])
          .execute();
        await tx.updateTable('products').set({ stock: 49 }).where('id', '=', c).execute();
        await tx.updateTable('products').set({ stock: 0 }).where('id', '=', d).execute();
        // not visible to others before the commit (PostgreSQL; SQLite's one connection would wait for this transaction)
        if (ctx.engine === 'postgres') {
          expect(await feed(ctx.database, v)).toEqual([]);
          expect(await version(ctx.database)).toBe(v);
        }
      });
      expect((await feed(ctx.database, v)).sort()).toEqual([`product:${a}`, `product:${b}`, `product:${d}`].sort());
      const after = await version(ctx.database);
      expect(after).toBeGreaterThan(v);
      // PostgreSQL bumps the version once per transaction (decision 0098); SQLite's row triggers once per row
      if (ctx.engine === 'postgres') expect(after).toBe(v + 1);
      // a rolled-back transaction leaves neither a change nor a version behind; the next one bumps as usual
      await expect(
        db.transaction().execute(async (tx) => {
          await tx.updateTable('products').set({ price: 1 }).where('id', '=', a).execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await feed(ctx.database, after)).toEqual([]);
      expect(await version(ctx.database)).toBe(after);
      await db.updateTable('products').set({ stock: 30 }).where('id', '=', d).execute();
      expect(await feed(ctx.database, after)).toEqual([`product:${d}`]);
      expect(await version(ctx.database)).toBeGreaterThan(after);
    });
  },
  seedIndexDemo,
);
