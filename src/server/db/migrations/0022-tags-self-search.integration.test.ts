import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { up } from './0022-tags-self-search.ts';

describeEachEngine('migration 0022: seeded footer tags search for their own title', (ctx) => {
  it('turns the old seeded English search link into /search and leaves an editor’s link alone', async () => {
    const { db } = ctx.database;
    const t = (az: string, ru: string, en: string) => ({ title_az: az, title_ru: ru, title_en: en });
    await db
      .insertInto('tags')
      .values([
        {
          ...t('Simsiz qulaqlıq', 'Беспроводные наушники', 'Wireless headphones'),
          url: '/search?search=Wireless%20headphones',
          position: 0,
        },
        { ...t('Noutbuk', 'Ноутбук', 'Laptop'), url: '/search?search=MacBook', position: 1 },
        { ...t('Brendlər', 'Бренды', 'Brands'), url: '/brands', position: 2 },
      ])
      .execute();
    await up(db);
    const rows = await db.selectFrom('tags').select(['title_en', 'url']).orderBy('position').execute();
    expect(rows).toEqual([
      { title_en: 'Wireless headphones', url: '/search' },
      { title_en: 'Laptop', url: '/search?search=MacBook' },
      { title_en: 'Brands', url: '/brands' },
    ]);
  });
});
