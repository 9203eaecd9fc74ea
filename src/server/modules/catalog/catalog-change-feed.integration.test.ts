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
  },
  seedIndexDemo,
);
