import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerCatalogApi } from '../catalog/catalog.api.ts';
import { FX, insertCatalogFixtures } from '../catalog/catalog.fixtures.ts';
import { ReviewsService } from './reviews.service.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { reviewBody } from './reviews.validators.ts';
import { parseWith } from '../../platform/envelope.ts';
import type { Database } from '../../db/kysely.ts';

const valid = {
  productId: FX.product.galaxy,
  review: 'Çox yaxşı telefondur <b>bold</b>',
  fullName: 'Nigar Əliyeva',
  email: 'Nigar.Aliyeva@mail.az',
  rating: 5,
};

const service = (database: Database) => new ReviewsService({ connection: new TransactionalConnection(database) });
/** what the route does: parse, then submit */
const submitRaw = async (database: Database, input: unknown, ip: string) => {
  const parsed = parseWith(reviewBody, input);
  return parsed.ok ? service(database).submit(parsed.data, ip) : parsed;
};

async function api(database: Database) {
  const services = createServices(database, loadConfig({}), createI18n());
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(async (a) => registerCatalogApi(a, services), { prefix: '/api' });
  await app.ready();
  return { app, services };
}

describeEachEngine(
  'reviews',
  (ctx) => {
    it('stores a valid review as pending; not listed until approved', async () => {
      const svc = service(ctx.database);
      const r = await svc.submit(valid, '10.1.1.1');
      expect(r).toEqual({ ok: true, data: { status: 'pending' } });
      const row = await ctx.database.db
        .selectFrom('reviews')
        .selectAll()
        .where('ip', '=', '10.1.1.1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'pending',
        review: valid.review,
        full_name: 'Nigar Əliyeva',
        email: 'nigar.aliyeva@mail.az',
        rating: 5,
      });
      const { services } = await api(ctx.database);
      const before = await services.catalog.product('az', FX.product.galaxy);
      expect(before!.reviews).toEqual([]);
      expect(await svc.approve(row.id)).toBe(true);
      const after = await services.catalog.product('az', FX.product.galaxy);
      expect(after!.reviews.map((x) => x.review)).toEqual([valid.review]);
      expect(after!.reviewScore).toMatchObject({ rating: 5, count: 1 });
      expect(after!.rating).toBe(5);
      expect(after!.reviewsCount).toBe(1);
    });

    it('rejects invalid input with field errors', async () => {
      const r = await submitRaw(
        ctx.database,
        { productId: 'x', review: '  ', email: 'not-an-email', rating: 6, extra: 1 },
        '10.1.1.2',
      );
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.kind).toBe('invalid');
      expect(r.errors).toMatchObject({
        productId: 'validation.invalidType',
        review: 'validation.required',
        fullName: 'validation.required',
        email: 'validation.email',
        rating: 'validation.rating',
        extra: 'validation.unknownField',
      });
      const long = await submitRaw(
        ctx.database,
        { ...valid, review: 'a'.repeat(2001), fullName: 'b'.repeat(101), rating: 2.5 },
        '10.1.1.2',
      );
      expect(!long.ok && long.errors).toMatchObject({
        review: 'validation.reviewTooLong',
        fullName: 'validation.nameTooLong',
        rating: 'validation.rating',
      });
      for (const email of ['.abc@mail.az', 'abc@mail', 'ab c@mail.az', 'abc@-mail.az']) {
        const e = await submitRaw(ctx.database, { ...valid, email }, '10.1.1.2');
        expect(!e.ok && e.errors?.email, email).toBe('validation.email');
      }
    });

    it('answers 404 for an unknown or inactive product', async () => {
      const svc = service(ctx.database);
      for (const productId of [FX.product.inactive, 999999]) {
        const r = await svc.submit({ ...valid, productId }, '10.1.1.3');
        expect(r).toMatchObject({ ok: false, kind: 'notFound', code: 'reviews.productNotFound' });
      }
    });

    it('limits submissions to 5 per IP per hour (429, translated) over the API', async () => {
      const { app } = await api(ctx.database);
      const post = (lang: string) =>
        app.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: { 'x-forwarded-for': '10.9.9.9' },
          payload: { ...valid, lang },
        });
      for (let i = 0; i < 5; i++) {
        const res = await post('az');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true, data: { status: 'pending' } });
      }
      const res = await post('ru');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        ok: false,
        error: 'Вы отправили слишком много отзывов. Попробуйте снова через час.',
      });
      const other = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { 'x-forwarded-for': '10.9.9.8' },
        payload: valid,
      });
      expect(other.statusCode).toBe(200);
      await app.close();
    });

    it('holds the limit under a simultaneous burst from one address: exactly 5 of 12 accepted', async () => {
      const svc = service(ctx.database);
      const results = await Promise.all(Array.from({ length: 12 }, () => svc.submit(valid, '10.7.7.7')));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(results.filter((r) => !r.ok && r.kind === 'tooMany')).toHaveLength(7);
    });

    it('gives translated field errors over the API and never a 500 on malformed bodies', async () => {
      const { app } = await api(ctx.database);
      const res = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: { lang: 'en', productId: FX.product.galaxy, rating: 0 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        errors: {
          review: 'Required field',
          fullName: 'Required field',
          email: 'Required field',
          rating: 'Choose from 1 to 5 stars',
        },
      });
      for (const payload of ['[]', '"x"', 'null', '{"productId": 1e400}']) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/reviews',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(r.statusCode, payload).toBeLessThan(500);
      }
      await app.close();
    });
  },
  insertCatalogFixtures,
);
