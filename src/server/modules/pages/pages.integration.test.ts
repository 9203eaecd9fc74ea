import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { contentFacts } from '../../../domain/content-facts.ts';
import { RoutingService } from '../routing/routing.service.ts';
import { BlogService } from '../blog/blog.service.ts';
import { PagesService } from './pages.service.ts';
import { insertPagesFixtures, NOW } from './pages.fixtures.ts';

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
  insertPagesFixtures,
);
