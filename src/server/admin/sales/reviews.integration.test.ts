import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX, insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf } from './sales.fixtures.ts';

const P = FX.product;
type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine(
  'back office: reviews — pending first, approve or reject, edit, remove; the product rating follows',
  (ctx) => {
    let made: Made;
    let jar: Awaited<ReturnType<typeof signedInStaff>>['jar'];
    let ownerId: number;
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      const s = await signedInStaff(made, ctx.database, { roles: ['manager'] });
      jar = s.jar;
      ownerId = s.id;
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => jar.call(made.app, method, url, body);
    const product = (id: number) =>
      ctx.database.db
        .selectFrom('products')
        .select(['rating', 'reviews_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const addReview = async (v: {
      product: number;
      name: string;
      rating: number;
      status?: string;
      at: string;
      text?: string;
    }) =>
      (
        await ctx.database.db
          .insertInto('reviews')
          .values({
            product_id: v.product,
            full_name: v.name,
            email: 'x@example.com',
            rating: v.rating,
            review: v.text ?? `Review by ${v.name}`,
            status: v.status ?? 'pending',
            ip: null,
            created_at: v.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    /** what a shopper's browser reads: the product page's score and the product's card */
    const shop = async (id: number) => {
      const d = (await made.app.inject(`/api/products/${id}?lang=en`)).json().data;
      return {
        rating: d.reviewScore?.rating ?? d.score?.rating,
        count: d.reviewScore?.count ?? d.score?.count,
        card: { rating: d.card?.rating, reviewsCount: d.card?.reviewsCount },
      };
    };

    it('lists pending reviews first (newest first), with the product, stars, an excerpt and the product page', async () => {
      await addReview({
        product: P.galaxy,
        name: 'Kamran',
        rating: 3,
        at: '2026-03-01T10:00:00.000Z',
        text: 'x'.repeat(300),
      });
      await addReview({
        product: P.galaxy,
        name: 'Leyla',
        rating: 5,
        status: 'rejected',
        at: '2026-03-05T10:00:00.000Z',
      });
      const r = await call('GET', '/api/admin/reviews?limit=10');
      expect(r.statusCode).toBe(200);
      const items = r.json().data.items as Record<string, unknown>[];
      expect(items.map((i) => [i.name, i.statusCode])).toEqual([
        ['Kamran', 'pending'],
        ['Spam', 'pending'],
        ['Orxan', 'approved'],
        ['Aysel', 'approved'],
        ['Leyla', 'rejected'],
      ]);
      expect(items[0]).toMatchObject({
        product: 'Samsung Galaxy S24',
        rating: 3,
        status: 'Pending',
        statusTone: 'warning',
        verified: false,
        siteUrl: '/samsung-galaxy-s24',
      });
      expect((items[0]!.text as string).length).toBeLessThanOrEqual(120);
      expect(items[2]).toMatchObject({ verified: true, siteUrl: '/apple-iphone-15' });

      const names = async (q: string) =>
        ((await call('GET', `/api/admin/reviews?${q}`)).json().data.items as { name: string }[]).map((i) => i.name);
      expect(await names('f.status=approved')).toEqual(['Orxan', 'Aysel']);
      expect(await names(`f.product=${P.galaxy}`)).toEqual(['Kamran', 'Leyla']);
      expect(await names('f.product=sku-100')).toEqual(['Spam', 'Orxan', 'Aysel']);
      expect(await names('f.rating=5')).toEqual(['Aysel', 'Leyla']);
      expect(await names('sort=date&dir=asc')).toEqual(['Aysel', 'Orxan', 'Spam', 'Kamran', 'Leyla']);
      expect(await names('q=orx')).toEqual(['Orxan']);
      const bad = await call('GET', '/api/admin/reviews?f.status=spam&f.rating=9');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['f.rating', 'f.status']);
    });

    it('approving a review updates the product rating and count at once, in the shop too; rejecting takes it back out', async () => {
      const spam = (
        await ctx.database.db
          .selectFrom('reviews')
          .select('id')
          .where('full_name', '=', 'Spam')
          .executeTakeFirstOrThrow()
      ).id;
      // the fixtures' product 1: two approved reviews, 5 and 4
      await ctx.database.db
        .updateTable('products')
        .set({ rating: 4.5, reviews_count: 2 })
        .where('id', '=', P.iphone)
        .execute();

      const ok = await call('POST', `/api/admin/reviews/verify/${spam}`, { verified: true });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toEqual({ id: spam, verified: true });
      expect(await product(P.iphone)).toEqual({ rating: 3.3, reviews_count: 3 });
      const seen = await shop(P.iphone);
      expect(seen.rating).toBe(3.3);
      expect(seen.count).toBe(3);

      const no = await call('POST', `/api/admin/reviews/verify/${spam}`, { verified: false });
      expect(no.statusCode).toBe(200);
      expect(await product(P.iphone)).toEqual({ rating: 4.5, reviews_count: 2 });
      expect((await shop(P.iphone)).count).toBe(2);
      const row = await ctx.database.db
        .selectFrom('reviews')
        .select('status')
        .where('id', '=', spam)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('rejected');

      const trail = await auditOf(ctx.database, 'reviews', spam);
      expect(trail.map((t) => [t.action, t.user_id])).toEqual([
        ['verify', ownerId],
        ['unverify', ownerId],
      ]);
      expect(JSON.parse(trail[0]!.after_json!)).toMatchObject({
        status: 'approved',
        product: { id: P.iphone, rating: 3.3, reviewsCount: 3 },
      });
    });

    it('edits the name, text and rating of a review (the rating of an approved one moves the product), and removes one', async () => {
      const id = await addReview({
        product: P.redmi,
        name: 'Rauf',
        rating: 2,
        status: 'approved',
        at: '2026-03-10T10:00:00.000Z',
      });
      await addReview({
        product: P.redmi,
        name: 'Sevda',
        rating: 4,
        status: 'approved',
        at: '2026-03-11T10:00:00.000Z',
      });
      const info = await call('GET', `/api/admin/reviews/info/${id}`);
      expect(info.statusCode).toBe(200);
      expect(info.json().data).toMatchObject({
        id,
        siteUrl: '/xiaomi-redmi-note-13',
        badge: { label: 'Approved', tone: 'success' },
      });
      expect(info.json().data.fields.map((f: { name: string; value: unknown }) => [f.name, f.value])).toEqual([
        ['fullName', 'Rauf'],
        ['review', 'Review by Rauf'],
        ['rating', 2],
      ]);

      const up = await call('POST', `/api/admin/reviews/update/${id}`, {
        fullName: ' Rauf M. ',
        review: 'Good phone <3 👍',
        rating: 4,
      });
      expect(up.statusCode).toBe(200);
      expect(
        await ctx.database.db
          .selectFrom('reviews')
          .select(['full_name', 'review', 'rating'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        full_name: 'Rauf M.',
        review: 'Good phone <3 👍',
        rating: 4,
      });
      expect(await product(P.redmi)).toEqual({ rating: 4, reviews_count: 2 });
      const trail = await auditOf(ctx.database, 'reviews', id);
      expect(JSON.parse(trail.at(-1)!.before_json!)).toEqual({ fullName: 'Rauf', review: 'Review by Rauf', rating: 2 });

      const removed = await call('POST', `/api/admin/reviews/remove/${id}`, {});
      expect(removed.statusCode).toBe(200);
      expect(await product(P.redmi)).toEqual({ rating: 4, reviews_count: 1 });
      expect((await call('GET', `/api/admin/reviews/info/${id}`)).statusCode).toBe(404);
      expect((await auditOf(ctx.database, 'reviews', id)).map((t) => t.action)).toEqual(['update', 'remove']);
    });

    it('refuses bad edits with field errors and changes nothing; unknown reviews are 404; permissions are checked', async () => {
      const id = await addReview({ product: P.redmi, name: 'Tural', rating: 3, at: '2026-03-12T10:00:00.000Z' });
      const cases: [Record<string, unknown>, string[]][] = [
        [{ fullName: '', review: '', rating: 0 }, ['fullName', 'rating', 'review']],
        [{ fullName: 'x'.repeat(101), review: 'x'.repeat(2001), rating: 6 }, ['fullName', 'rating', 'review']],
        [{ fullName: '<b>Tural</b>', review: 'Nice <script>alert(1)</script>', rating: 3 }, ['fullName', 'review']],
        [{ fullName: 'Tural', review: 'ok\u0000', rating: 2.5 }, ['rating', 'review']],
        [{ fullName: 'Tural', review: 'ok', rating: '3', status: 'approved' }, ['rating', 'status']],
        [{}, ['fullName', 'rating', 'review']],
      ];
      for (const [body, fields] of cases) {
        const r = await call('POST', `/api/admin/reviews/update/${id}`, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(r.json().errors).sort(), JSON.stringify(body)).toEqual(fields);
      }
      expect(
        await ctx.database.db
          .selectFrom('reviews')
          .select(['full_name', 'rating', 'status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        full_name: 'Tural',
        rating: 3,
        status: 'pending',
      });
      expect((await call('POST', '/api/admin/reviews/verify/999999', { verified: true })).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/reviews/verify/${id}`, { verified: 'yes' })).statusCode).toBe(400);
      expect(
        (await call('POST', '/api/admin/reviews/update/999999', { fullName: 'A', review: 'B', rating: 3 })).statusCode,
      ).toBe(404);
      expect((await call('POST', '/api/admin/reviews/remove/999999', {})).statusCode).toBe(404);

      // the operator role approves but may not edit or remove
      const operator = await signedInStaff(made, ctx.database, { roles: ['operator'] });
      expect(
        (
          await operator.jar.call(made.app, 'POST', `/api/admin/reviews/update/${id}`, {
            fullName: 'A',
            review: 'B',
            rating: 3,
          })
        ).statusCode,
      ).toBe(403);
      expect((await operator.jar.call(made.app, 'POST', `/api/admin/reviews/remove/${id}`, {})).statusCode).toBe(403);
      expect(
        (await operator.jar.call(made.app, 'POST', `/api/admin/reviews/verify/${id}`, { verified: true })).statusCode,
      ).toBe(200);
      const meta = (await operator.jar.call(made.app, 'GET', '/api/admin/reviews/meta')).json().data;
      expect(meta.can).toEqual({ create: false, update: false, remove: false, verify: true });
      expect(meta.defaultSort).toBe('status');
    });
  },
  insertCatalogFixtures,
);
