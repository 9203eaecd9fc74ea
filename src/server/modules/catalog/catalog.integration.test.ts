import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { CatalogService } from './catalog.service.ts';
import { CatalogIndex } from './catalog.index.ts';
import type { FilterItem, ListingQuery } from '../../../domain/catalog.ts';
import { FX, insertCatalogFixtures } from './catalog.fixtures.ts';
import type { Database } from '../../db/kysely.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';

function service(database: Database) {
  return new CatalogService({
    connection: new TransactionalConnection(database),
    index: new CatalogIndex(new TransactionalConnection(database), { refreshMs: 0 }),
    i18n: createI18n(),
  });
}
const q = (over: Partial<ListingQuery> = {}): ListingQuery => ({
  lang: 'az',
  scope: {},
  page: 1,
  filters: {},
  ...over,
});
const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id);

describeEachEngine(
  'catalogue listing and search',
  (ctx) => {
    it('lists a category with its descendants, never inactive products', async () => {
      const r = await service(ctx.database).list(q({ scope: { categoryId: FX.cat.electronics } }));
      expect(r.total).toBe(5);
      expect(ids(r).sort()).toEqual([1, 2, 3, 4, 7]);
      expect(r.pages).toBe(1);
      expect(r.sort).toBe('new');
      const sub = await service(ctx.database).list(q({ scope: { categoryId: FX.cat.android } }));
      expect(ids(sub).sort()).toEqual([3, 4, 7]);
    });

    it('sorts newest first with sold and out-of-stock products last', async () => {
      const r = await service(ctx.database).list(q({ scope: { categoryId: FX.cat.electronics } }));
      // available newest first: 4 (01-04), 3 (01-03), 1 (01-01); then unavailable: 7 (sold), 2 (stock 1)
      expect(ids(r)).toEqual([4, 3, 1, 7, 2]);
    });

    it('sorts by price ascending and descending', async () => {
      const svc = service(ctx.database);
      const up = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, sort: 'priceUp' }));
      const avail = up.items.filter((i) => !i.sold && i.stock > 2).map((i) => i.price);
      expect(avail).toEqual([...avail].sort((a, b) => a - b));
      expect(ids(up)).toEqual([4, 3, 1, 7, 2]);
      const down = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, sort: 'priceDown' }));
      expect(ids(down)).toEqual([1, 3, 4, 2, 7]);
    });

    it('filters OR within a key, AND across keys, with disjunctive counts', async () => {
      const svc = service(ctx.database);
      const r = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, filters: { brand: [FX.brand.apple] } }));
      expect(ids(r).sort()).toEqual([1, 2]);
      const brand = r.filters.find((f) => f.key === 'brand')!;
      // brand counts ignore the brand selection
      expect(brand.items.map((i) => [i.title, i.count, i.selected])).toEqual([
        ['Apple', 2, true],
        ['Samsung', 2, false],
        ['Xiaomi', 1, false],
      ]);
      const ram = r.filters.find((f) => f.key === `param_${FX.param.ram}`)!;
      expect(ram.items.map((i) => [i.id, i.count])).toEqual([
        [FX.value.ram8, 2],
        [FX.value.ram12, 0],
      ]);
      const color = r.filters.find((f) => f.key === `param_${FX.param.color}`)!;
      expect(color.type).toBe('color');
      expect(color.items.find((i) => i.id === FX.value.black)?.color).toBe('#000000');
      expect(r.selected).toEqual([{ key: 'brand', id: 1, title: 'Apple' }]);

      const or = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, filters: { brand: [1, 2] } }));
      expect(or.total).toBe(4);
      const and = await svc.list(
        q({
          scope: { categoryId: FX.cat.electronics },
          filters: { brand: [1], [`param_${FX.param.ram}`]: [FX.value.ram12] },
        }),
      );
      expect(and.total).toBe(0);
      expect(and.items).toEqual([]);
      const both = await svc.list(
        q({
          scope: { categoryId: FX.cat.electronics },
          filters: { brand: [1, 2], [`param_${FX.param.ram}`]: [FX.value.ram8] },
        }),
      );
      expect(ids(both).sort()).toEqual([1, 2, 7]);
      const b2 = both.filters.find((f) => f.key === 'brand')!;
      // brand counts under RAM 8 GB: Apple 2, Samsung 1 (A55), Xiaomi 1
      expect(b2.items.map((i) => i.count)).toEqual([2, 1, 1]);
    });

    it('ignores unknown filter ids and keys', async () => {
      const r = await service(ctx.database).list(
        q({
          scope: { categoryId: FX.cat.electronics },
          filters: { brand: [999], param_999: [1], foo: [1], [`param_${FX.param.ram}`]: [FX.value.black] },
        }),
      );
      expect(r.total).toBe(5);
      expect(r.selected).toEqual([]);
    });

    it('offers the children of a parent category with subtree counts', async () => {
      const r = await service(ctx.database).list(q({ scope: { categoryId: FX.cat.electronics } }));
      const cat = r.filters.find((f) => f.key === 'category');
      expect(cat?.items.map((i) => [i.id, i.count])).toEqual([[FX.cat.phones, 5]]);
    });

    it('outside a category, nests each category option under its nearest listed ancestor', async () => {
      const r = await service(ctx.database).list(q({ scope: {} }));
      const tree = (items: FilterItem[]): unknown[] =>
        items.map((i) => (i.children?.length ? [i.id, tree(i.children)] : i.id));
      const cat = r.filters.find((f) => f.key === 'category')!;
      // electronics › phones › android; home › irons: no option is listed twice or flat beside its parent
      expect(tree(cat.items)).toEqual([
        [FX.cat.electronics, [[FX.cat.phones, [FX.cat.android]]]],
        [FX.cat.home, [FX.cat.irons]],
      ]);
    });

    it('offers a selected category outside the children without changing the category tree', async () => {
      const svc = service(ctx.database);
      const r = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, filters: { category: [FX.cat.irons] } }));
      expect(r.filters.find((f) => f.key === 'category')?.items.map((i) => [i.id, i.selected])).toEqual([
        [FX.cat.phones, false],
        [FX.cat.irons, true],
      ]);
      // the scope's children stay as they are for the next listing and the category page's chips
      expect((await svc.listingHeader('az', 'Category', FX.cat.electronics))!.children).toEqual([
        { title: 'Smartfonlar', href: '/smartfonlar' },
      ]);
      const next = await svc.list(q({ scope: { categoryId: FX.cat.electronics } }));
      expect(next.filters.find((f) => f.key === 'category')?.items.map((i) => i.id)).toEqual([FX.cat.phones]);
    });

    it('filters by price range in whole manat, inclusive, and describes the price filter', async () => {
      const svc = service(ctx.database);
      const r = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, pricesMin: 899, pricesMax: 1999 }));
      expect(ids(r).sort()).toEqual([1, 3, 7]);
      const price = r.filters.find((f) => f.key === 'prices')!;
      expect(price.type).toBe('price');
      expect(price.price).toMatchObject({ min: 499, max: 2499, selectedMin: 899, selectedMax: 1999 });
      expect(price.price!.intervals.length).toBeGreaterThanOrEqual(4);
      expect(price.price!.intervals.length).toBeLessThanOrEqual(5);
      expect(price.price!.intervals[0]!.min).toBeLessThanOrEqual(499);
      expect(price.price!.intervals.at(-1)!.max).toBeGreaterThanOrEqual(2499);
    });

    it('paginates with correct totals, also beyond the last page', async () => {
      const svc = service(ctx.database);
      const p3 = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, perPage: 2, page: 3 }));
      expect(p3).toMatchObject({ total: 5, pages: 3, page: 3, perPage: 2 });
      expect(p3.items).toHaveLength(1);
      const p9 = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, perPage: 2, page: 9 }));
      expect(p9).toMatchObject({ total: 5, pages: 3, page: 9 });
      expect(p9.items).toEqual([]);
      const all = [];
      for (let p = 1; p <= 3; p++)
        all.push(...ids(await svc.list(q({ scope: { categoryId: FX.cat.electronics }, perPage: 2, page: p }))));
      expect(all).toEqual([4, 3, 1, 7, 2]);
    });

    it('scopes sale, new and best sellers', async () => {
      const svc = service(ctx.database);
      expect(ids(await svc.list(q({ scope: { sale: true } })))).toEqual([2]);
      expect(ids(await svc.list(q({ scope: { newIn: true } })))).toEqual([4]);
      expect(ids(await svc.list(q({ scope: { bestSeller: true } })))).toEqual([3]);
      expect(ids(await svc.list(q({ scope: { brandId: FX.brand.samsung } }))).sort()).toEqual([3, 7]);
      expect(ids(await svc.list(q({ scope: { campaignId: 1 } }))).sort()).toEqual([3, 4]);
      expect((await svc.list(q({ scope: { categoryId: 12345 } }))).total).toBe(0);
    });

    it('fills product cards', async () => {
      const r = await service(ctx.database).list(
        q({ lang: 'ru', scope: { categoryId: FX.cat.phones }, sort: 'priceDown' }),
      );
      const card = r.items.find((i) => i.id === FX.product.iphone)!;
      expect(card).toMatchObject({
        title: 'Смартфон Apple iPhone 15 128GB',
        href: '/ru/apple-iphone-15-ru',
        image: 'p1-1.png',
        imageWithPad: false,
        outfit: 'p1-2.png',
        outfitWithPad: true,
        price: 199900,
        priceOld: null,
        discount: 0,
        badges: [{ name: 'Подарок', image: 'gift.png' }],
        giftImages: ['p5-1.png'],
        // the card shows the product's own price, not its colour family's range (card-prices test)
        hasVariantPrice: false,
        minPrice: null,
        maxPrice: null,
        brand: { title: 'Apple', href: '/ru/brand-apple-ru' },
        category: { id: 2, title: 'Смартфоны', href: '/ru/smartfonlar-ru' },
      });
      const pro = r.items.find((i) => i.id === FX.product.iphonePro)!;
      expect(pro.discount).toBe(11);
      expect(pro.priceOld).toBe(279900);
    });

    it('searches case- and letter-insensitively (ÜTÜ, utu, ütü)', async () => {
      const svc = service(ctx.database);
      for (const s of ['ÜTÜ', 'utu', 'ütü', 'Philips ütü'])
        expect(ids(await svc.list(q({ search: s }))), s).toEqual([5]);
    });

    it('uses synonyms (айфон, утюг), tolerates one typo and matches the last word by prefix', async () => {
      const svc = service(ctx.database);
      expect(ids(await svc.list(q({ search: 'айфон' }))).sort()).toEqual([1, 2]);
      expect(ids(await svc.list(q({ search: 'утюг' })))).toEqual([5]);
      expect(ids(await svc.list(q({ search: 'samsnug' }))).sort()).toEqual([3, 7]);
      expect(ids(await svc.list(q({ search: 'iph' }))).sort()).toEqual([1, 2]);
      expect(ids(await svc.list(q({ search: 'iphone pro' })))).toEqual([2]);
      expect(ids(await svc.list(q({ search: 'SKU-300' })))).toEqual([3]);
      expect((await svc.list(q({ search: 'qwertyuiop' }))).total).toBe(0);
    });

    it('orders search results by relevance and combines search with filters', async () => {
      const svc = service(ctx.database);
      const r = await svc.list(q({ search: 'samsung' }));
      expect(r.sort).toBe('relevance');
      expect(ids(r)).toEqual([3, 7]);
      const f = await svc.list(q({ search: 'smartfon', filters: { brand: [FX.brand.xiaomi] } }));
      expect(ids(f)).toEqual([4]);
      expect(f.filters.find((x) => x.key === 'brand')!.items.map((i) => [i.title, i.count])).toEqual([
        ['Apple', 2],
        ['Samsung', 2],
        ['Xiaomi', 1],
      ]);
    });

    it('quick search: bounds and top items', async () => {
      const svc = service(ctx.database);
      expect(await svc.quickSearch('az', ' a ')).toEqual([]);
      expect(await svc.quickSearch('az', 'x'.repeat(31))).toEqual([]);
      const r = await svc.quickSearch('en', 'iphone');
      expect(r.map((i) => i.id)).toEqual([1, 2]);
      expect(r[0]).toEqual({
        id: 1,
        title: 'Apple iPhone 15 128GB',
        href: '/en/p/1',
        image: 'p1-1.png',
        price: 199900,
        priceInStore: false,
      });
    });

    it('sees changes made by another process (version bump)', async () => {
      const svc = service(ctx.database);
      await svc.list(q());
      await ctx.database.db.updateTable('products').set({ price: 49800 }).where('id', '=', FX.product.redmi).execute();
      const r = await svc.list(q({ scope: { categoryId: FX.cat.electronics }, pricesMax: 498 }));
      expect(ids(r)).toEqual([4]);
      await ctx.database.db.updateTable('products').set({ price: 49900 }).where('id', '=', FX.product.redmi).execute();
    });

    it('bumps the catalogue version when stock crosses the out-of-stock line, not on every sale', async () => {
      const version = async () =>
        Number(
          (await sql<{ version: number }>`SELECT version FROM catalog_state WHERE id = 1`.execute(ctx.database.db))
            .rows[0]!.version,
        );
      const setStock = (stock: number) =>
        ctx.database.db.updateTable('products').set({ stock }).where('id', '=', FX.product.redmi).execute();
      await setStock(20);
      const v0 = await version();
      await setStock(19); // an ordinary sale: the listing order does not change
      expect(await version()).toBe(v0);
      await setStock(2); // now out of stock: goes after the available products
      expect(await version()).toBe(v0 + 1);
      await setStock(1);
      expect(await version()).toBe(v0 + 1);
      await setStock(10); // back in stock
      expect(await version()).toBe(v0 + 2);
    });
  },
  insertCatalogFixtures,
);

describeEachEngine(
  'catalogue product page, home, brands, headers',
  (ctx) => {
    it('returns the product detail', async () => {
      const p = (await service(ctx.database).product('az', FX.product.iphone))!;
      expect(p).not.toBeNull();
      expect(p.sku).toBe('SKU-100');
      expect(p.images).toEqual([
        { source: 'p1-1.png', withPad: false },
        { source: 'p1-2.png', withPad: true },
      ]);
      expect(p.videos).toEqual([{ videoId: 'dQw4w9WgXcQ' }]);
      expect(p.parameters).toEqual([
        { id: 1, title: 'Operativ yaddaş', value: '8 GB' },
        { id: 2, title: 'Rəng', value: 'Qara' },
      ]);
      expect(p.variants).toHaveLength(1);
      expect(p.variants[0]!.type).toBe('color');
      expect(p.variants[0]!.products.map((x) => [x.id, x.current, x.href, x.colorCode])).toEqual([
        [1, true, '/apple-iphone-15', '#000000'],
        [2, false, '/apple-iphone-15-pro', '#ffffff'],
      ]);
      expect(p.gifts).toEqual([{ id: 5, title: 'Philips ütü Azur', href: '/philips-utu-azur', image: 'p5-1.png' }]);
      expect(p.faq).toEqual([{ question: 'Zəmanət?', answer: '1 il' }]);
      expect(p.categoryPath.map((c) => c.id)).toEqual([1, 2]);
      expect(p.smallAppliance).toBe(false);
      expect(p.breadcrumbs.map((b) => b.title)).toEqual([
        'Elektronika',
        'Smartfonlar',
        'Apple',
        'Apple iPhone 15 128GB',
      ]);
      expect(p.reviewScore).toEqual({
        rating: 4.5,
        count: 2,
        counts: [
          { grade: 5, count: 2 - 1 },
          { grade: 4, count: 1 },
          { grade: 3, count: 0 },
          { grade: 2, count: 0 },
          { grade: 1, count: 0 },
        ],
      });
      expect(p.reviews.map((r) => r.fullName)).toEqual(['Orxan', 'Aysel']);
      expect(p.alternates).toEqual({ az: '/apple-iphone-15', ru: '/ru/apple-iphone-15-ru' });
      expect(p.seo.title).toBe('iPhone 15 SEO');
      expect(p.recommended.map((x) => x.id)).not.toContain(1);
      expect(p.recommended.every((x) => x.category.id === 2)).toBe(true);
      expect(p.related.map((x) => x.id)).not.toContain(1);
      expect(p.content).toEqual([{ type: 'paragraph', data: { text: 'Apple iPhone 15 128GB' } }]);
    });

    it('flags small appliances through the category ancestry; inactive or unknown → null', async () => {
      const svc = service(ctx.database);
      expect((await svc.product('en', FX.product.iron))!.smallAppliance).toBe(true);
      expect(await svc.product('az', FX.product.inactive)).toBeNull();
      expect(await svc.product('az', 987654)).toBeNull();
    });

    it('builds the home data', async () => {
      const h = await service(ctx.database).home('ru');
      expect(h.mainSlider).toEqual([{ image: 'b1.png', title: 'Banner 1', href: '/ru/sale' }]);
      expect(h.doubleBanners[0]!.href).toBe('https://example.com/x');
      expect(h.brands.map((b) => b.title)).toEqual(['Apple', 'Samsung']);
      expect(h.newIn.map((p) => p.id)).toEqual([4]);
      expect(h.sale.map((p) => p.id)).toEqual([]); // the only sale product is out of stock
      expect(h.bestSellers.map((p) => p.id)).toEqual([3]);
      expect(h.categorySlider.map((c) => c.id)).toEqual([1, 4]);
      expect(h.categorySlider[0]!.tags).toEqual([{ title: 'Смартфоны', href: '/ru/smartfonlar-ru' }]);
      expect(h.categorySlider[0]!.images[0]).toBe('cat-el.png');
    });

    it('lists brands A–Z and builds listing headers', async () => {
      const svc = service(ctx.database);
      expect((await svc.brands('az')).map((b) => [b.title, b.href])).toEqual([
        ['Apple', '/brand-apple'],
        ['Philips', '/brand-philips'],
        ['Samsung', '/brand-samsung'],
        ['Xiaomi', '/brand-xiaomi'],
      ]);
      const c = (await svc.listingHeader('az', 'Category', FX.cat.android))!;
      expect(c.title).toBe('Android smartfonlar');
      expect(c.breadcrumbs.map((b) => b.title)).toEqual(['Elektronika', 'Smartfonlar', 'Android smartfonlar']);
      expect((await svc.listingHeader('az', 'Category', FX.cat.electronics))!.children).toEqual([
        { title: 'Smartfonlar', href: '/smartfonlar' },
      ]);
      expect((await svc.listingHeader('en', 'Brand', FX.brand.apple))!.title).toBe('Apple');
      const camp = (await svc.listingHeader('ru', 'Campaign', 1))!;
      expect(camp).toMatchObject({ title: 'Летняя распродажа', image: 'summer.png', content: [] });
      // a campaign sits under the campaigns page (CAT-10)
      expect(camp.breadcrumbs.map((b) => [b.title, b.href])).toEqual([
        ['Акции', '/ru/aktsii'],
        ['Летняя распродажа', camp.breadcrumbs[1]!.href],
      ]);
      expect(await svc.listingHeader('az', 'Category', 999)).toBeNull();
    });
  },
  insertCatalogFixtures,
);
