import Fastify from 'fastify';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { contentFacts } from '../../../domain/content-facts.ts';
import { RoutingService } from '../routing/routing.service.ts';
import { BlogService } from '../blog/blog.service.ts';
import { PagesService } from './pages.service.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describeEachEngine(
  'content pages, blog, FAQ and campaigns',
  (ctx) => {
    const connection = () => new TransactionalConnection(ctx.database);
    const routing = () => new RoutingService({ connection: connection() });
    const settings = { freeDeliveryFrom: 5_000, deliveryPriceUnderMin: 500 };
    const pages = () => new PagesService({ connection: connection(), routing: routing(), settings });
    const blog = () => new BlogService({ connection: connection(), routing: routing() });

    it('resolves a page by its localised slug, with the other languages as alternates', async () => {
      const r = await routing().resolve('ru', '/dostavka');
      expect(r).toMatchObject({
        kind: 'view',
        view: 'Page',
        entityId: 1,
        alternates: { az: '/catdirilma', ru: '/ru/dostavka', en: '/en/delivery' },
      });
      // another language's slug sends the shopper to this language's
      expect(await routing().resolve('ru', '/catdirilma')).toEqual({ kind: 'redirect', to: '/ru/dostavka' });
    });

    it('gives a view without an entity (the blog list) its alternates in every language', async () => {
      const r = await routing().resolve('en', '/blog');
      expect(r).toMatchObject({
        kind: 'view',
        view: 'Blog',
        entityId: null,
        alternates: { az: '/blog', ru: '/ru/blog', en: '/en/blog' },
      });
    });

    it('returns a page with its blocks and, when asked for, the delivery prices', async () => {
      const r = await pages().page('en', 1);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.data).toMatchObject({ key: 'delivery', title: 'Delivery', cover: null });
      expect(r.data.blocks.map((b) => b.type)).toEqual(['paragraph', 'widget']);
      expect(r.data.deliveryPrices).toEqual({
        freeFrom: 5_000,
        underMin: 500,
        cities: [
          {
            id: 1,
            title: 'Baku',
            delivery: true,
            threshold: true,
            districts: [
              {
                id: 1,
                title: 'Nasimi',
                places: [
                  { id: 1, title: '28 May', price: 0, oneDay: true },
                  { id: 2, title: 'Badamdar', price: 300, oneDay: false },
                ],
              },
            ],
          },
          { id: 2, title: 'Gabala', delivery: false, threshold: false, districts: [] },
        ],
      });
      const plain = await pages().page('az', 2);
      expect(plain.ok && plain.data.deliveryPrices).toBe(undefined);
      expect((await pages().page('en', 99)).ok).toBe(false);
      // switched off
      expect((await pages().page('en', 3)).ok).toBe(false);
    });

    it('finds a shown page by the key the code knows it by (contacts, careers), with its delivery prices too', async () => {
      const r = await pages().pageByKey('ru', 'delivery');
      expect(r.ok && r.data).toMatchObject({ id: 1, key: 'delivery', title: 'Доставка' });
      const en = await pages().pageByKey('en', 'delivery');
      expect(en.ok && en.data.deliveryPrices?.cities.map((c) => c.title)).toEqual(['Baku', 'Gabala']);
      expect(await pages().pageByKey('az', 'about')).toMatchObject({ ok: true, data: { id: 2, title: 'Haqqımızda' } });
      // switched off, or no such key
      expect((await pages().pageByKey('en', 'old')).ok).toBe(false);
      expect((await pages().pageByKey('en', 'nope')).ok).toBe(false);
    });

    it('lists the articles of a language, newest first, 10 a page, the first with an excerpt', async () => {
      const en = await blog().list('en', 1, NOW);
      expect(en.ok).toBe(true);
      if (!en.ok) return;
      // 12 in English: the az-only article, the future one and the inactive one are left out
      expect(en.data).toMatchObject({ page: 1, pages: 2, total: 12 });
      expect(en.data.items).toHaveLength(10);
      expect(en.data.items[0]).toMatchObject({
        id: 1,
        title: 'Article 1',
        href: '/en/blog/article-1',
        image: 'cover--phone--1f2937--2563eb.png',
        excerpt: 'Text of 1',
      });
      expect(en.data.items[1]!.excerpt).toBeUndefined();
      const dates = en.data.items.map((a) => a.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await blog().list('en', 2, NOW);
      expect(second.ok && second.data.items.map((a) => a.id)).toEqual([11, 12]);
      const az = await blog().list('az', 1, NOW);
      expect(az.ok && az.data.total).toBe(13);
      expect((await blog().list('en', 3, NOW)).ok).toBe(false);
      expect((await blog().list('en', 0, NOW)).ok).toBe(false);
    });

    it('returns an article in its languages only, with three more to read', async () => {
      const a = await blog().article('ru', 2, NOW);
      expect(a.ok).toBe(true);
      if (!a.ok) return;
      expect(a.data).toMatchObject({
        id: 2,
        title: 'Статья 2',
        blocks: [{ type: 'paragraph', data: { text: 'Текст 2' } }],
      });
      expect(a.data.more.map((m) => m.id)).toEqual([1, 3, 4]);
      expect((await blog().article('en', 13, NOW)).ok).toBe(false); // az and ru only
      expect((await blog().article('az', 13, NOW)).ok).toBe(true);
      expect((await blog().article('az', 14, NOW)).ok).toBe(false); // not yet published
      expect((await blog().article('az', 15, NOW)).ok).toBe(false); // inactive
    });

    it("lists the site FAQ (not products') and the running campaigns with their listing links", async () => {
      const faq = await pages().faq('ru');
      expect(faq.ok && faq.data.items).toEqual([
        { id: 1, question: 'Вопрос 1', answer: 'Ответ 1' },
        { id: 2, question: 'Вопрос 2', answer: 'Ответ 2' },
      ]);
      const c = await pages().campaigns('en', NOW);
      expect(c.ok && c.data.items.map((i) => [i.id, i.href])).toEqual([
        [1, '/en/campaigns/summer'],
        [3, '/en/products?campaign=3'],
      ]);
    });

    it('fills the numbers a text states from the configuration: the FAQ never promises more months than sold', async () => {
      const db = ctx.database.db;
      await db
        .insertInto('faq')
        .values({
          id: 3,
          product_id: null,
          position: 2,
          question_az: 'Sual 3',
          question_ru: 'Вопрос 3',
          question_en: 'How long can I pay?',
          answer_az: 'Cavab 3',
          answer_ru: 'Ответ 3',
          answer_en: 'From {{installments.minMonths}} to {{installments.maxMonths}} months; {{not.a.fact}} stays.',
        } as never)
        .execute();
      try {
        const withCards = (cards: Record<string, number[]>) =>
          new PagesService({ connection: connection(), routing: routing(), settings, facts: contentFacts(cards) });
        const answer = async (svc: PagesService) => {
          const r = await svc.faq('en');
          return r.ok ? r.data.items.find((i) => i.id === 3)?.answer : undefined;
        };
        // a card month above the 12-month cap is not promised (PAY-2…PAY-3)
        expect(await answer(withCards({ birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12, 18] }))).toBe(
          'From 2 to 12 months; {{not.a.fact}} stays.',
        );
        expect(await answer(withCards({ tamkart: [3, 6] }))).toBe('From 3 to 6 months; {{not.a.fact}} stays.');
      } finally {
        await db.deleteFrom('faq').where('id', '=', 3).execute();
      }
    });
  },
  async (database) => {
    const { db } = database;
    const t = (az: string, ru: string, en: string) => ({ title_az: az, title_ru: ru, title_en: en });
    const blocks = (text: string) => JSON.stringify([{ type: 'paragraph', data: { text } }]);
    await db
      .insertInto('cities')
      .values([
        { id: 1, slug: 'baku', ...t('Bakı', 'Баку', 'Baku'), delivery: 1, position: 0, free_delivery_threshold: 1 },
        {
          id: 2,
          slug: 'gabala',
          ...t('Qəbələ', 'Габала', 'Gabala'),
          delivery: 0,
          position: 1,
          free_delivery_threshold: 0,
        },
      ] as never)
      .execute();
    await db
      .insertInto('districts')
      .values({ id: 1, city_id: 1, ...t('Nəsimi', 'Насими', 'Nasimi'), position: 0 } as never)
      .execute();
    await db
      .insertInto('places')
      .values([
        { id: 1, district_id: 1, ...t('28 May', '28 Мая', '28 May'), position: 0, delivery_price: 0, one_day: 1 },
        {
          id: 2,
          district_id: 1,
          ...t('Badamdar', 'Бадамдар', 'Badamdar'),
          position: 1,
          delivery_price: 300,
          one_day: 0,
        },
      ] as never)
      .execute();
    const at = NOW.toISOString();
    await db
      .insertInto('pages')
      .values([
        {
          id: 1,
          key: 'delivery',
          ...t('Çatdırılma', 'Доставка', 'Delivery'),
          content_az: '[]',
          content_ru: '[]',
          content_en: JSON.stringify([
            { type: 'paragraph', data: { text: 'Hi' } },
            { type: 'widget', data: { name: 'delivery-prices' } },
          ]),
          cover: null,
          active: 1,
          created_at: at,
          updated_at: at,
        },
        {
          id: 2,
          key: 'about',
          ...t('Haqqımızda', 'О нас', 'About'),
          content_az: blocks('Salam'),
          content_ru: '[]',
          content_en: '[]',
          cover: null,
          active: 1,
          created_at: at,
          updated_at: at,
        },
        {
          id: 3,
          key: 'old',
          ...t('Köhnə', 'Старая', 'Old'),
          content_az: '[]',
          content_ru: '[]',
          content_en: '[]',
          cover: null,
          active: 0,
          created_at: at,
          updated_at: at,
        },
      ] as never)
      .execute();
    const routes: { lang: string; path: string; view: string; entity_id: number | null }[] = [
      { lang: 'az', path: 'catdirilma', view: 'Page', entity_id: 1 },
      { lang: 'ru', path: 'dostavka', view: 'Page', entity_id: 1 },
      { lang: 'en', path: 'delivery', view: 'Page', entity_id: 1 },
      { lang: 'az', path: 'blog', view: 'Blog', entity_id: null },
      { lang: 'ru', path: 'blog', view: 'Blog', entity_id: null },
      { lang: 'en', path: 'blog', view: 'Blog', entity_id: null },
      { lang: 'en', path: 'campaigns/summer', view: 'Campaign', entity_id: 1 },
    ];
    const articles = [];
    for (let i = 1; i <= 15; i++) {
      // 13: az and ru only; 14: published tomorrow; 15: switched off
      const en = i === 13 ? '' : `Article ${i}`;
      articles.push({
        id: i,
        title_az: `Məqalə ${i}`,
        title_ru: `Статья ${i}`,
        title_en: en,
        content_az: blocks(`Mətn ${i}`),
        content_ru: blocks(`Текст ${i}`),
        content_en: en ? blocks(`Text of ${i}`) : '[]',
        image: i === 1 ? 'cover--phone--1f2937--2563eb.png' : null,
        published_at: i === 14 ? day(-1) : day(i),
        active: i === 15 ? 0 : 1,
        created_at: day(i),
        updated_at: day(i),
      });
      for (const [lang, title] of [
        ['az', `meqale-${i}`],
        ['ru', `statya-${i}`],
        ['en', `article-${i}`],
      ] as const)
        if (lang !== 'en' || en) routes.push({ lang, path: `blog/${title}`, view: 'Article', entity_id: i });
    }
    await db
      .insertInto('articles')
      .values(articles as never)
      .execute();
    await db
      .insertInto('routes')
      .values(routes as never)
      .execute();
    await db
      .insertInto('faq')
      .values([
        {
          id: 1,
          product_id: null,
          position: 0,
          question_az: 'Sual 1',
          question_ru: 'Вопрос 1',
          question_en: 'Question 1',
          answer_az: 'Cavab 1',
          answer_ru: 'Ответ 1',
          answer_en: 'Answer 1',
        },
        {
          id: 2,
          product_id: null,
          position: 1,
          question_az: 'Sual 2',
          question_ru: 'Вопрос 2',
          question_en: 'Question 2',
          answer_az: 'Cavab 2',
          answer_ru: 'Ответ 2',
          answer_en: 'Answer 2',
        },
      ] as never)
      .execute();
    await db
      .insertInto('campaigns')
      .values([
        {
          id: 1,
          ...t('Yay', 'Лето', 'Summer'),
          content_az: '[]',
          content_ru: '[]',
          content_en: '[]',
          image: null,
          starts_at: day(3),
          ends_at: day(-10),
          active: 1,
          position: 0,
        },
        {
          id: 2,
          ...t('Keçmiş', 'Прошлая', 'Past'),
          content_az: '[]',
          content_ru: '[]',
          content_en: '[]',
          image: null,
          starts_at: day(30),
          ends_at: day(1),
          active: 1,
          position: 1,
        },
        {
          id: 3,
          ...t('Daimi', 'Постоянная', 'Always'),
          content_az: '[]',
          content_ru: '[]',
          content_en: '[]',
          image: null,
          starts_at: null,
          ends_at: null,
          active: 1,
          position: 2,
        },
        {
          id: 4,
          ...t('Söndürülüb', 'Выключена', 'Off'),
          content_az: '[]',
          content_ru: '[]',
          content_en: '[]',
          image: null,
          starts_at: null,
          ends_at: null,
          active: 0,
          position: 3,
        },
      ] as never)
      .execute();
  },
);

describeEachEngine('advertising popups', (ctx) => {
  it('lists the running popups with the page path and text of the asked language; ended, future and inactive ones are left out', async () => {
    const db = ctx.database.db;
    const base = {
      title_az: 'Endirim',
      title_ru: 'Скидки',
      title_en: 'Sale',
      path_az: '/kampaniyalar',
      path_ru: '/ru/aktsii',
      path_en: '/en/campaigns',
      link_az: '/sale',
      link_ru: '/ru/sale',
      link_en: '/en/sale',
      image: 'popup--tv--f97316.png',
    };
    const day = 86_400_000;
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    await db
      .insertInto('popups')
      .values([
        { ...base, starts_at: iso(-day), ends_at: null, active: 1 },
        { ...base, title_en: 'Ended', starts_at: iso(-2 * day), ends_at: iso(-day), active: 1 },
        { ...base, title_en: 'Future', starts_at: iso(day), ends_at: null, active: 1 },
        { ...base, title_en: 'Off', starts_at: null, ends_at: null, active: 0 },
        { ...base, title_en: 'Not in English', path_en: '', starts_at: null, ends_at: null, active: 1 },
      ])
      .execute();
    const app = Fastify({ logger: false });
    await registerApi(app, createServices(ctx.database, loadConfig({}), createI18n()));
    const en = await app.inject({ method: 'GET', url: '/api/popups?lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('public, max-age=60');
    expect(
      en.json().data.items.map((p: { title: string; path: string; link: string }) => [p.title, p.path, p.link]),
    ).toEqual([['Sale', '/en/campaigns', '/en/sale']]);
    const ru = await app.inject({ method: 'GET', url: '/api/popups?lang=ru' });
    expect(ru.json().data.items.map((p: { title: string }) => p.title)).toEqual(['Скидки', 'Скидки']);
    expect((await app.inject({ method: 'GET', url: '/api/popups?lang=fr' })).statusCode).toBe(400);
    await app.close();
  });
});
