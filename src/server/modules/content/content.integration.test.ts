import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { RoutingService } from '../routing/routing.service.ts';
import { ContentService } from './content.service.ts';

describeEachEngine(
  'content: layout data and home SEO',
  (ctx) => {
    const service = () => {
      const connection = new TransactionalConnection(ctx.database);
      return new ContentService({ connection, routing: new RoutingService({ connection }) });
    };

    it('builds the category tree with localised links (routes table, else a filtered listing)', async () => {
      const ru = await service().layout('ru');
      expect(ru.categories.map((c) => c.title)).toEqual(['Телефоны']);
      expect(ru.categories[0]!.href).toBe('/ru/telefony');
      expect(ru.categories[0]!.children.map((c) => [c.title, c.href])).toEqual([
        ['Смартфоны', '/ru/products?filter_category=2'],
      ]);
      const az = await service().layout('az');
      expect(az.categories[0]!.href).toBe('/telefonlar');
    });

    it('builds menus with nested items and localised links', async () => {
      const en = await service().layout('en');
      expect(en.menus.company).toEqual({
        title: 'Company',
        items: [
          {
            id: 1,
            title: 'About us',
            href: '/en/about',
            children: [{ id: 2, title: 'Careers', href: '/en/careers', children: [] }],
          },
        ],
      });
    });

    it('links a footer tag whose link is /search to a search for its title in the page language, other tags to their path', async () => {
      expect((await service().layout('az')).tags).toEqual([
        { title: 'Simsiz qulaqlıq', href: '/search?search=Simsiz%20qulaql%C4%B1q' },
        { title: 'Brendlər', href: '/brands' },
      ]);
      expect((await service().layout('ru')).tags).toEqual([
        {
          title: 'Беспроводные наушники',
          href: '/ru/search?search=%D0%91%D0%B5%D1%81%D0%BF%D1%80%D0%BE%D0%B2%D0%BE%D0%B4%D0%BD%D1%8B%D0%B5%20%D0%BD%D0%B0%D1%83%D1%88%D0%BD%D0%B8%D0%BA%D0%B8',
        },
        { title: 'Бренды', href: '/ru/brands' },
      ]);
    });

    it('reads the home SEO texts per language, null when absent', async () => {
      expect(await service().homeSeo('ru')).toEqual({ title: 'Volt — электроника', desc: 'Описание', keywords: null });
      expect(await service().homeSeo('en')).toBeNull();
    });
  },
  async (database) => {
    const { db } = database;
    const t = (az: string, ru: string, en: string) => ({ title_az: az, title_ru: ru, title_en: en });
    await db
      .insertInto('categories')
      .values([
        { id: 1, parent_id: null, position: 0, ...t('Telefonlar', 'Телефоны', 'Phones') },
        { id: 2, parent_id: 1, position: 0, ...t('Smartfonlar', 'Смартфоны', 'Smartphones') },
      ] as never)
      .execute();
    await db
      .insertInto('routes')
      .values([
        { lang: 'az', path: 'telefonlar', view: 'Category', entity_id: 1 },
        { lang: 'ru', path: 'telefony', view: 'Category', entity_id: 1 },
      ] as never)
      .execute();
    await db
      .insertInto('menus')
      .values({ id: 1, name: 'company', ...t('Şirkət', 'Компания', 'Company') } as never)
      .execute();
    await db
      .insertInto('menu_items')
      .values([
        {
          id: 1,
          menu_id: 1,
          parent_id: null,
          position: 0,
          ...t('Haqqımızda', 'О нас', 'About us'),
          url_az: '/haqqimizda',
          url_ru: '/o-nas',
          url_en: '/about',
        },
        {
          id: 2,
          menu_id: 1,
          parent_id: 1,
          position: 0,
          ...t('Karyera', 'Карьера', 'Careers'),
          url_az: '/karyera',
          url_ru: '/karera',
          url_en: '/careers',
        },
      ] as never)
      .execute();
    await db
      .insertInto('tags')
      .values([
        { id: 1, position: 0, ...t('Simsiz qulaqlıq', 'Беспроводные наушники', 'Wireless headphones'), url: '/search' },
        { id: 2, position: 1, ...t('Brendlər', 'Бренды', 'Brands'), url: '/brands' },
      ] as never)
      .execute();
    await db
      .insertInto('settings')
      .values({ key: 'home_seo', value: JSON.stringify({ ru: { title: 'Volt — электроника', desc: 'Описание' } }) })
      .execute();
  },
);
