import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { CatalogService } from './catalog.service.ts';
import { CatalogIndex } from './catalog.index.ts';
import { FX, insertCatalogFixtures } from './catalog.fixtures.ts';
import type { Database } from '../../db/kysely.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import type { Lang } from '../../../domain/i18n.ts';

function service(database: Database) {
  return new CatalogService({
    connection: new TransactionalConnection(database),
    index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 0 }),
    i18n: createI18n(),
  });
}

describeEachEngine(
  'header search: category and brand suggestions (CAT-15)',
  (ctx) => {
    const titles = async (lang: Lang, text: string) => {
      const r = await service(ctx.database).quickSuggest(lang, text);
      return { categories: r.categories.map((c) => c.title), brands: r.brands.map((b) => b.title) };
    };

    it('names categories in the page language, the closest title first, with links and product counts', async () => {
      const r = await service(ctx.database).quickSuggest('az', 'smartfon');
      expect(r.categories).toEqual([
        { id: FX.cat.phones, title: 'Smartfonlar', parent: 'Elektronika', href: '/smartfonlar', count: 5 },
        { id: FX.cat.android, title: 'Android smartfonlar', parent: 'Smartfonlar', href: '/android', count: 3 },
      ]);
      expect(r.brands).toEqual([]);
      // Russian titles for a Russian page, in that language's addresses
      const ru = await service(ctx.database).quickSuggest('ru', 'смартфоны');
      expect(ru.categories.map((c) => [c.title, c.href])).toEqual([
        ['Смартфоны', '/ru/smartfonlar-ru'],
        ['Android смартфоны', '/ru/android-ru'],
      ]);
      // English has no routes of its own: the Azerbaijani address under /en
      expect((await service(ctx.database).quickSuggest('en', 'irons')).categories).toEqual([
        { id: FX.cat.irons, title: 'Irons', parent: 'Home appliances', href: '/en/utuler', count: 1 },
      ]);
    });

    it('folds text like the product search: Azerbaijani letters, case, prefixes, one typo, synonyms', async () => {
      expect((await titles('az', 'ÜTÜ')).categories).toEqual(['Ütülər']);
      expect((await titles('az', 'utu')).categories).toEqual(['Ütülər']);
      expect((await titles('az', 'meiset tex')).categories).toEqual(['Məişət texnikası']);
      expect((await titles('ru', 'утюг')).categories).toEqual(['Утюги']);
      expect((await titles('en', 'smartphnes')).categories).toEqual(['Smartphones']);
      expect((await titles('az', 'sams')).brands).toEqual(['Samsung']);
      expect((await titles('az', 'samsng')).brands).toEqual(['Samsung']);
      expect((await titles('ru', 'самсунг')).brands).toEqual(['Samsung']);
      expect((await titles('ru', 'филипс')).brands).toEqual(['Philips']);
    });

    it('gives the brand its page and logo; nothing for text the box does not look up or that names nothing', async () => {
      expect((await service(ctx.database).quickSuggest('az', 'apple')).brands).toEqual([
        { id: FX.brand.apple, title: 'Apple', href: '/brand-apple', logo: 'apple.png', count: 2 },
      ]);
      for (const text of ['a', ' s ', '', 'x'.repeat(31), '!!!', 'qwertyuiop'])
        expect(await service(ctx.database).quickSuggest('az', text), text).toEqual({ categories: [], brands: [] });
    });

    it('leaves out a category or brand without products', async () => {
      await ctx.database.db
        .updateTable('products')
        .set({ active: 0 })
        .where('brand_id', '=', FX.brand.philips)
        .execute();
      const svc = service(ctx.database);
      expect(await svc.quickSuggest('az', 'philips')).toEqual({ categories: [], brands: [] });
      expect((await svc.quickSuggest('az', 'ütü')).categories).toEqual([]);
    });
  },
  insertCatalogFixtures,
);
