import type { Database } from '../../db/kysely.ts';

/** Test data of the content pages' tests: pages with blocks, routes in three languages, articles, FAQ, campaigns. */

export const NOW = new Date('2026-11-21T12:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

export async function insertPagesFixtures(database: Database): Promise<void> {
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
}
