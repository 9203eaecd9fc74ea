import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { RoutingRepo } from './routing.repo.ts';
import { RoutingService } from './routing.service.ts';

describeEachEngine(
  'routing: paths to named views',
  (ctx) => {
    const service = () => new RoutingService(new RoutingRepo(ctx.database.db));

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
  },
  async (database) => {
    await database.db
      .insertInto('routes')
      .values([
        { lang: 'az', path: 'smartfonlar', view: 'Category', entity_id: 7, seo_title: null, seo_desc: null, seo_keywords: null },
        { lang: 'ru', path: 'smartfony', view: 'Category', entity_id: 7, seo_title: 'Смартфоны — купить', seo_desc: null, seo_keywords: null },
        { lang: 'en', path: 'smartphones', view: 'Category', entity_id: 7, seo_title: null, seo_desc: null, seo_keywords: null },
      ])
      .execute();
  },
);
