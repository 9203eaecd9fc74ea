import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { FX, insertCatalogFixtures } from '../modules/catalog/catalog.fixtures.ts';
import { adminApp, signedInStaff } from './admin.fixtures.ts';
import { auditOf } from './sales/sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine(
  'back office: bulk changes to products and bulk review moderation (ADM-22)',
  (ctx) => {
    let made: Made;
    let manager: Jar;
    let operator: Jar;
    const db = () => ctx.database.db;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      manager = (await signedInStaff(made, ctx.database, { roles: ['manager'], lang: 'en' })).jar;
      operator = (await signedInStaff(made, ctx.database, { roles: ['operator'], lang: 'en' })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });
    const bulk = (body: unknown, jar = manager) => jar.call(made.app, 'POST', '/api/admin/products/bulk', body);
    const product = (id: number) =>
      db()
        .selectFrom('products')
        .select(['price', 'price_old', 'stock', 'active', 'category_id', 'search_text'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const setProduct = (id: number, v: { price?: number; price_old?: number | null; stock?: number }) =>
      db().updateTable('products').set(v).where('id', '=', id).execute();

    it('previews +10 % without writing, then applies it in one step with an audit row per product', async () => {
      await setProduct(P.iphone, { price: 199_999, price_old: null });
      await setProduct(P.galaxy, { price: 5, price_old: null });
      const body = { ids: [P.iphone, P.galaxy], change: { kind: 'price', mode: 'percent', value: 10 } };
      const auditBefore = (await auditOf(ctx.database, 'products', P.iphone)).length;
      const preview = await bulk({ ...body, preview: true });
      expect(preview.statusCode, preview.body).toBe(200);
      const p = preview.json().data;
      expect(p).toMatchObject({ preview: true, changed: 2 });
      expect(
        p.items.map((i: { before: { price: number }; after: { price: number } }) => [i.before.price, i.after.price]),
      ).toEqual([
        [199_999, 219_999], // 219 998.9 → rounded to the qəpik
        [5, 6], // 5.5 → half up
      ]);
      expect((await product(P.iphone)).price).toBe(199_999);
      expect((await auditOf(ctx.database, 'products', P.iphone)).length).toBe(auditBefore);

      const applied = await bulk(body);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().data).toMatchObject({ preview: false, changed: 2 });
      expect((await product(P.iphone)).price).toBe(219_999);
      expect((await product(P.galaxy)).price).toBe(6);
      const trail = await auditOf(ctx.database, 'products', P.iphone);
      expect(trail.length).toBe(auditBefore + 1);
      expect(JSON.parse(trail.at(-1)!.after_json!)).toEqual({ price: 219_999 });
      expect(trail.at(-1)!.action).toBe('update');
    });

    it('changes by amount never below 0.01 ₼; sets and clears the old price; switches active; moves category', async () => {
      await setProduct(P.redmi, { price: 3000, price_old: null });
      expect((await bulk({ ids: [P.redmi], change: { kind: 'price', mode: 'amount', value: -5000 } })).statusCode).toBe(
        200,
      );
      expect((await product(P.redmi)).price).toBe(1);
      await bulk({ ids: [P.redmi], change: { kind: 'priceOld', value: 9900 } });
      expect((await product(P.redmi)).price_old).toBe(9900);
      await bulk({ ids: [P.redmi], change: { kind: 'priceOld', value: null } });
      expect((await product(P.redmi)).price_old).toBeNull();
      await bulk({ ids: [P.redmi], change: { kind: 'active', value: false } });
      expect((await product(P.redmi)).active).toBe(0);
      await bulk({ ids: [P.redmi], change: { kind: 'active', value: true } });
      await bulk({ ids: [P.redmi], change: { kind: 'category', value: 2 } });
      expect((await product(P.redmi)).category_id).toBe(2);
    });

    it('adds and removes a badge; refuses an unknown badge or category with a field error', async () => {
      const badge = (
        await db()
          .insertInto('badges')
          .values({ name_az: 'Yeni', name_ru: 'Новинка', name_en: 'New', image: '' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const badgesOf = async (id: number) =>
        (await db().selectFrom('product_badges').select('badge_id').where('product_id', '=', id).execute()).map(
          (r) => r.badge_id,
        );
      const add = await bulk({ ids: [P.iphone, P.galaxy], change: { kind: 'badge', mode: 'add', value: badge } });
      expect(add.statusCode, add.body).toBe(200);
      expect(await badgesOf(P.iphone)).toContain(badge);
      // added again: nothing changes, no second row
      expect(
        (await bulk({ ids: [P.iphone], change: { kind: 'badge', mode: 'add', value: badge } })).json().data.changed,
      ).toBe(0);
      await bulk({ ids: [P.iphone], change: { kind: 'badge', mode: 'remove', value: badge } });
      expect(await badgesOf(P.iphone)).not.toContain(badge);
      expect(await badgesOf(P.galaxy)).toContain(badge);
      const unknown = await bulk({ ids: [P.iphone], change: { kind: 'badge', mode: 'add', value: 99_999 } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors['change.value']).toBe('Choose from the list (this one does not exist)');
      const cat = await bulk({ ids: [P.iphone], change: { kind: 'category', value: 99_999 } });
      expect(cat.statusCode).toBe(400);
    });

    it('applies a stock set as a difference from the preview: a sale made meanwhile stays sold', async () => {
      await setProduct(P.iphonePro, { stock: 5 });
      const change = { kind: 'stock', mode: 'set', value: 10 };
      const preview = (await bulk({ ids: [P.iphonePro], change, preview: true })).json().data;
      expect(preview.items[0].before.stock).toBe(5);
      // a shopper buys 2 between the preview and the apply (the shop's conditional decrement)
      await db()
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', 2) }))
        .where('id', '=', P.iphonePro)
        .execute();
      const applied = await bulk({ ids: [P.iphonePro], change, stockSeen: [{ id: P.iphonePro, stock: 5 }] });
      expect(applied.statusCode, applied.body).toBe(200);
      expect((await product(P.iphonePro)).stock).toBe(8);
      const row = (await auditOf(ctx.database, 'products', P.iphonePro)).at(-1)!;
      expect(JSON.parse(row.before_json!)).toEqual({ stock: 3 });
      expect(JSON.parse(row.after_json!)).toEqual({ stock: 8 });
      // add is stock + n on the row as it is now
      await bulk({ ids: [P.iphonePro], change: { kind: 'stock', mode: 'add', value: 4 } });
      expect((await product(P.iphonePro)).stock).toBe(12);
      // sold out meanwhile below what the set takes away: refused, and the product written before it in the same
      // call is rolled back (one transaction)
      await setProduct(P.iphone, { stock: 7 });
      await setProduct(P.iphonePro, { stock: 1 });
      const r = await bulk({
        ids: [P.iphone, P.iphonePro],
        change: { kind: 'stock', mode: 'set', value: 0 },
        stockSeen: [
          { id: P.iphone, stock: 7 },
          { id: P.iphonePro, stock: 12 },
        ],
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().errors.stock).toBeTruthy();
      expect((await product(P.iphonePro)).stock).toBe(1);
      expect((await product(P.iphone)).stock).toBe(7);
    });

    it('writes everything or nothing: one product that cannot take the change refuses the whole call', async () => {
      await setProduct(P.iphone, { price: 10_000, price_old: 10_500 });
      await setProduct(P.galaxy, { price: 10_000, price_old: null });
      const r = await bulk({ ids: [P.iphone, P.galaxy], change: { kind: 'price', mode: 'percent', value: 10 } });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.change).toMatch(/1 products cannot take this change/);
      expect((await product(P.galaxy)).price).toBe(10_000);
      const preview = (
        await bulk({ ids: [P.iphone, P.galaxy], change: { kind: 'price', mode: 'percent', value: 10 }, preview: true })
      ).json().data;
      expect(preview.items[0].problem).toBe('The old price must be above the price');
      expect(preview.items[1].problem).toBeNull();
    });

    it('answers 400 with translated field errors for bad input, 403 without products.update', async () => {
      const tooMany = await bulk({
        ids: Array.from({ length: 501 }, (_, i) => i + 1),
        change: { kind: 'price', mode: 'percent', value: 5000 },
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors).toMatchObject({ ids: 'At most 500 at once', 'change.value': expect.any(String) });
      const none = await bulk({ ids: [], change: { kind: 'active', value: 'yes' } });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors.ids).toBe('Select at least one row');
      const kind = await bulk({ ids: [1], change: { kind: 'colour', value: 1 } });
      expect(kind.statusCode).toBe(400);
      // a change that is none of the kinds is refused as a whole, with a translated message
      expect(Object.keys(kind.json().errors)).toEqual(['change']);
      expect(kind.json().errors.change).toMatch(/^[A-Z]/);
      expect(kind.json().errors.change).not.toMatch(/validation\.|invalid_union/);
      const missing = await bulk({ ids: [P.iphone, 99_999], change: { kind: 'active', value: true } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.ids).toMatch(/no longer exists/);
      const forbidden = await bulk({ ids: [P.iphone], change: { kind: 'active', value: false } }, operator);
      expect(forbidden.statusCode).toBe(403);
      expect((await product(P.iphone)).active).toBe(1);
    });

    it('approves and rejects selected reviews: audited, the product rating recomputed; 403 without reviews.verify', async () => {
      const add = async (rating: number) =>
        (
          await db()
            .insertInto('reviews')
            .values({
              product_id: P.iron,
              full_name: `R${rating}`,
              email: 'x@example.com',
              rating,
              review: 'Good iron',
              status: 'pending',
              ip: null,
              created_at: '2026-03-01T10:00:00.000Z',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const a = await add(5);
      const b = await add(2);
      const r = await operator.call(made.app, 'POST', '/api/admin/reviews/bulk', { ids: [a, b], action: 'approve' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.changed).toBe(2);
      const score = () =>
        db()
          .selectFrom('products')
          .select(['rating', 'reviews_count'])
          .where('id', '=', P.iron)
          .executeTakeFirstOrThrow();
      expect(await score()).toEqual({ rating: 3.5, reviews_count: 2 });
      expect((await auditOf(ctx.database, 'reviews', a)).at(-1)!.action).toBe('verify');
      await manager.call(made.app, 'POST', '/api/admin/reviews/bulk', { ids: [b], action: 'reject' });
      expect(await score()).toEqual({ rating: 5, reviews_count: 1 });
      const bad = await manager.call(made.app, 'POST', '/api/admin/reviews/bulk', { ids: [a], action: 'delete' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.action).toBeTruthy();
      const gone = await manager.call(made.app, 'POST', '/api/admin/reviews/bulk', {
        ids: [a, 99_999],
        action: 'reject',
      });
      expect(gone.statusCode).toBe(400);
      expect(await score()).toEqual({ rating: 5, reviews_count: 1 });
      const editor = (await signedInStaff(made, ctx.database, { roles: ['editor'] })).jar;
      expect(
        (await editor.call(made.app, 'POST', '/api/admin/reviews/bulk', { ids: [a], action: 'reject' })).statusCode,
      ).toBe(403);
    });
  },
  insertCatalogFixtures,
);
