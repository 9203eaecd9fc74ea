import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { RoutingService } from './routing.service.ts';

describeEachEngine(
  'routing: paths to named views',
  (ctx) => {
    const service = () => new RoutingService({ connection: new TransactionalConnection(ctx.database) });

    it('resolves a path in its language to the view, entity, SEO and alternates', async () => {
      const r = await service().resolve('ru', '/smartfony');
      expect(r).toEqual({
        kind: 'view',
        view: 'Category',
        entityId: 7,
        seo: { title: 'Смартфоны — купить', desc: null, keywords: null },
        alternates: { az: '/smartfonlar', ru: '/ru/smartfony', en: '/en/smartphones' },
      });
    });

    it('is case-insensitive and ignores trailing slashes and URL encoding', async () => {
      const r = await service().resolve('az', '/SmartFonlar/');
      expect(r.kind).toBe('view');
      const enc = await service().resolve('az', '/%73martfonlar');
      expect(enc.kind).toBe('view');
    });

    it("redirects a path of another language to this language's path of the same entity", async () => {
      expect(await service().resolve('ru', '/smartfonlar')).toEqual({ kind: 'redirect', to: '/ru/smartfony' });
      expect(await service().resolve('az', '/smartphones')).toEqual({ kind: 'redirect', to: '/smartfonlar' });
    });

    it('gives notFound for unknown and malformed paths', async () => {
      expect(await service().resolve('az', '/no-such-page')).toEqual({ kind: 'notFound' });
      expect(await service().resolve('az', '/%E0%A4%A')).toEqual({ kind: 'notFound' });
      expect(await service().resolve('az', '/')).toEqual({ kind: 'notFound' });
    });

    it('builds localised paths in bulk', async () => {
      const m = await service().pathsFor('Category', [7, 8], 'en');
      expect([...m.entries()]).toEqual([[7, 'smartphones']]);
    });
    it("answers a renamed page's old path with its current one, in each language, whichever way the path changed", async () => {
      const db = ctx.database.db;
      // the catalogue's editors update the row
      await db
        .updateTable('routes')
        .set({ path: 'smartfonlar-ve-telefonlar' })
        .where('lang', '=', 'az')
        .where('path', '=', 'smartfonlar')
        .execute();
      expect(await service().resolve('az', '/smartfonlar')).toEqual({
        kind: 'redirect',
        to: '/smartfonlar-ve-telefonlar',
      });
      // an old az path asked for under /ru goes to the ru page of the same entity
      expect(await service().resolve('ru', '/smartfonlar')).toEqual({ kind: 'redirect', to: '/ru/smartfony' });
      // renamed again: both old paths lead to the newest one, never through a chain
      await db
        .updateTable('routes')
        .set({ path: 'telefonlar' })
        .where('lang', '=', 'az')
        .where('entity_id', '=', 7)
        .execute();
      expect(await service().resolve('az', '/smartfonlar')).toEqual({ kind: 'redirect', to: '/telefonlar' });
      expect(await service().resolve('az', '/smartfonlar-ve-telefonlar')).toEqual({
        kind: 'redirect',
        to: '/telefonlar',
      });
      // the content editors delete and insert the rows
      await db.deleteFrom('routes').where('lang', '=', 'en').where('entity_id', '=', 7).execute();
      await db
        .insertInto('routes')
        .values({
          lang: 'en',
          path: 'phones',
          view: 'Category',
          entity_id: 7,
          seo_title: null,
          seo_desc: null,
          seo_keywords: null,
        })
        .execute();
      expect(await service().resolve('en', '/smartphones')).toEqual({ kind: 'redirect', to: '/en/phones' });
      // a new page that takes an old path wins over the memory of it
      await db
        .insertInto('routes')
        .values({
          lang: 'az',
          path: 'smartfonlar',
          view: 'Brand',
          entity_id: 3,
          seo_title: null,
          seo_desc: null,
          seo_keywords: null,
        })
        .execute();
      expect(await service().resolve('az', '/smartfonlar')).toMatchObject({ kind: 'view', view: 'Brand', entityId: 3 });
      // the entity's page is gone: its old paths are not found
      await db.deleteFrom('routes').where('view', '=', 'Category').where('entity_id', '=', 7).execute();
      expect(await service().resolve('az', '/smartfonlar-ve-telefonlar')).toEqual({ kind: 'notFound' });
      expect(await service().resolve('en', '/smartphones')).toEqual({ kind: 'notFound' });
      const kept = await db
        .selectFrom('route_redirects')
        .select(['lang', 'path'])
        .where('entity_id', '=', 7)
        .orderBy('lang')
        .orderBy('path')
        .execute();
      // one row per old path, however often it moved
      expect(kept.map((r) => `${r.lang}:${r.path}`)).toEqual([
        'az:smartfonlar',
        'az:smartfonlar-ve-telefonlar',
        'az:telefonlar',
        'en:phones',
        'en:smartphones',
        'ru:smartfony',
      ]);
    });
  },
  async (database) => {
    await database.db
      .insertInto('routes')
      .values([
        {
          lang: 'az',
          path: 'smartfonlar',
          view: 'Category',
          entity_id: 7,
          seo_title: null,
          seo_desc: null,
          seo_keywords: null,
        },
        {
          lang: 'ru',
          path: 'smartfony',
          view: 'Category',
          entity_id: 7,
          seo_title: 'Смартфоны — купить',
          seo_desc: null,
          seo_keywords: null,
        },
        {
          lang: 'en',
          path: 'smartphones',
          view: 'Category',
          entity_id: 7,
          seo_title: null,
          seo_desc: null,
          seo_keywords: null,
        },
      ])
      .execute();
  },
);
