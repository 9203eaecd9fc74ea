import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

const para = (text: string) => ({ type: 'paragraph', data: { text } });
const article = (extra: Record<string, unknown> = {}) => ({
  title: { az: 'Yeni smartfon seçimi', ru: 'Выбор смартфона', en: '' },
  content: { az: [para('Mətn <b>qalın</b>')], ru: [para('Текст')], en: [] },
  image: 'cover--phone--1f2937--e0e7ff.png',
  publishedAt: '2026-03-05T10:00:00+04:00',
  path: { az: '', ru: '', en: '' },
  seoTitle: { az: '', ru: '', en: '' },
  seoDesc: { az: 'Təsvir', ru: '', en: '' },
  ...extra,
});

describeEachEngine('back office: articles, pages and the FAQ', (ctx) => {
  let made: Made;
  let jar: Jar;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
    jar = (await signedInStaff(made, ctx.database, { roles: ['editor'] })).jar;
  });
  afterAll(async () => {
    await made.app.close();
  });
  const trail = (entity: string, id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
  const routes = (view: string, id: number) =>
    ctx.database.db
      .selectFrom('routes')
      .select(['lang', 'path', 'seo_desc'])
      .where('view', '=', view)
      .where('entity_id', '=', id)
      .orderBy('lang')
      .execute();

  it('articles: create makes an unpublished article with paths in its titled languages; verify publishes it on the blog', async () => {
    const r = await jar.call(made.app, 'POST', '/api/admin/articles/create', article());
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    expect(await routes('Article', id)).toEqual([
      { lang: 'az', path: 'blog/yeni-smartfon-secimi', seo_desc: 'Təsvir' },
      { lang: 'ru', path: 'blog/vybor-smartfona', seo_desc: null },
    ]);
    const row = await ctx.database.db
      .selectFrom('articles')
      .select(['active', 'published_at', 'content_az', 'image'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      active: 0,
      published_at: '2026-03-05T06:00:00.000Z',
      image: 'cover--phone--1f2937--e0e7ff.png',
    });
    expect(JSON.parse(row.content_az)).toEqual([para('Mətn <b>qalın</b>')]);
    expect((await made.services.blog.article('az', id)).ok).toBe(false);
    const v = await jar.call(made.app, 'POST', `/api/admin/articles/verify/${id}`, { verified: true });
    expect(v.json().data).toEqual({ id, verified: true });
    const shop = await made.services.blog.article('az', id);
    expect(shop.ok && shop.data.title).toBe('Yeni smartfon seçimi');

    const list = await jar.call(made.app, 'GET', '/api/admin/articles?q=SMARTFON&f.active=1');
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        id,
        title: 'Yeni smartfon seçimi',
        verified: true,
        siteUrl: '/blog/yeni-smartfon-secimi',
      }),
    ]);
    const info = await jar.call(made.app, 'GET', `/api/admin/articles/info/${id}`);
    const fields = Object.fromEntries(
      info.json().data.fields.map((f: { name: string; value: unknown }) => [f.name, f.value]),
    );
    // the form shows Baku wall-clock time, as a datetime-local input does
    expect(fields).toMatchObject({
      path: { az: 'blog/yeni-smartfon-secimi', ru: 'blog/vybor-smartfona', en: '' },
      publishedAt: '2026-03-05T10:00',
    });

    // update: an English title adds its path; a typed path is kept as typed
    const u = await jar.call(
      made.app,
      'POST',
      `/api/admin/articles/update/${id}`,
      article({
        title: { az: 'Yeni smartfon seçimi', ru: 'Выбор смартфона', en: 'Choosing a phone' },
        path: { az: 'blog/smartfon', ru: '', en: '' },
        publishedAt: '2026-03-06T09:30',
      }),
    );
    expect(u.statusCode).toBe(200);
    expect((await routes('Article', id)).map((r) => r.path)).toEqual([
      'blog/smartfon',
      'blog/choosing-a-phone',
      'blog/vybor-smartfona',
    ]);
    expect((await made.services.routing.resolve('az', '/blog/smartfon')).kind).toBe('view');
    expect(
      (
        await ctx.database.db
          .selectFrom('articles')
          .select('published_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).published_at,
    ).toBe('2026-03-06T05:30:00.000Z');

    // a path another page has is a field error, and nothing of the update is kept
    const other = (
      await jar.call(
        made.app,
        'POST',
        '/api/admin/articles/create',
        article({ title: { az: 'Başqa', ru: '', en: '' } }),
      )
    ).json().data.id as number;
    const clash = await jar.call(
      made.app,
      'POST',
      `/api/admin/articles/update/${other}`,
      article({ title: { az: 'Dəyişdi', ru: '', en: '' }, path: { az: 'blog/smartfon', ru: '', en: '' } }),
    );
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().errors)).toEqual(['path.az']);
    expect(
      (
        await ctx.database.db
          .selectFrom('articles')
          .select('title_az')
          .where('id', '=', other)
          .executeTakeFirstOrThrow()
      ).title_az,
    ).toBe('Başqa');

    expect((await jar.call(made.app, 'POST', `/api/admin/articles/remove/${id}`, {})).statusCode).toBe(200);
    expect(await routes('Article', id)).toEqual([]);
    expect((await trail('articles', id)).map((t) => t.action)).toEqual(['create', 'verify', 'update', 'remove']);
  });

  it('articles: bad input is refused field by field and writes nothing', async () => {
    const before = await ctx.database.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await jar.call(made.app, 'POST', '/api/admin/articles/create', {
      ...article(),
      title: { az: '', ru: 'x'.repeat(201), en: '<script>' },
      content: { az: [{ type: 'script', data: { src: 'x' } }], ru: [para('ok')], en: 'nope' },
      image: '../../etc/passwd',
      publishedAt: 'yesterday',
      path: { az: 'Bad Path!', ru: '', en: '' },
      extra: 1,
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual([
      'content.az',
      'content.en',
      'extra',
      'image',
      'path.az',
      'publishedAt',
      'title.az',
      'title.en',
      'title.ru',
    ]);
    const after = await ctx.database.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await jar.call(made.app, 'GET', '/api/admin/articles/info/987654')).statusCode).toBe(404);
    expect((await jar.call(made.app, 'POST', '/api/admin/articles/update/987654', article())).statusCode).toBe(404);
    expect((await jar.call(made.app, 'POST', '/api/admin/articles/verify/987654', { verified: true })).statusCode).toBe(
      404,
    );
    expect((await jar.call(made.app, 'POST', '/api/admin/articles/verify/1', { verified: 'yes' })).statusCode).toBe(
      400,
    );
    expect((await jar.call(made.app, 'GET', '/api/admin/articles?f.active=maybe')).statusCode).toBe(400);
    const reader = await signedInStaff(made, ctx.database, {
      permissions: ['admin.access', 'articles.read', 'articles.update'],
    });
    expect(
      (await reader.jar.call(made.app, 'POST', '/api/admin/articles/verify/1', { verified: true })).statusCode,
    ).toBe(403);
  });

  it("pages: addresses follow the catalogue's one path rule — typed ones read leniently, a shop page's address refused or moved aside", async () => {
    const body = (title: { az: string; ru: string; en: string }, path = { az: '', ru: '', en: '' }) => ({
      title,
      content: { az: [], ru: [], en: [] },
      cover: null,
      path,
      seoTitle: { az: '', ru: '', en: '' },
      seoDesc: { az: '', ru: '', en: '' },
    });
    const typed = await jar.call(made.app, 'POST', '/api/admin/pages/create', {
      key: 'path-rule-typed',
      ...body({ az: 'Qaydalar', ru: '', en: '' }, { az: ' /Qaydalar/Yeni/ ', ru: '', en: '' }),
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await routes('Page', typed.json().data.id)).map((x) => x.path)).toEqual(['qaydalar/yeni']);
    const reserved = await jar.call(made.app, 'POST', '/api/admin/pages/create', {
      key: 'path-rule-reserved',
      ...body({ az: 'Səbət', ru: '', en: 'Cart' }, { az: 'cart/info', ru: '', en: 'ok-path' }),
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors).toEqual({
      'path.az': 'This address belongs to one of the shop’s own pages; choose another',
    });
    const made2 = await jar.call(made.app, 'POST', '/api/admin/pages/create', {
      key: 'path-rule-made',
      ...body({ az: 'Səbət', ru: '', en: 'Cart' }),
    });
    const id = made2.json().data.id as number;
    expect((await routes('Page', id)).map((x) => x.path)).toEqual(['sebet', `cart-${id}`]);
  });

  it('pages: key fixed after creation, widgets allowed, verify shows the page; a page the code uses keeps its address and stays', async () => {
    const body = {
      title: { az: 'Zəmanət şərtləri', ru: 'Условия гарантии', en: 'Warranty terms' },
      content: { az: [para('Mətn'), { type: 'widget', data: { name: 'delivery-prices' } }], ru: [], en: [] },
      cover: null,
      path: { az: '', ru: '', en: '' },
      seoTitle: { az: '', ru: '', en: '' },
      seoDesc: { az: '', ru: '', en: '' },
    };
    const r = await jar.call(made.app, 'POST', '/api/admin/pages/create', { key: 'warranty-terms', ...body });
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    expect((await routes('Page', id)).map((x) => x.path)).toEqual([
      'zemanet-sertleri',
      'warranty-terms',
      'usloviya-garantii',
    ]);
    expect((await made.services.pages.page('az', id)).ok).toBe(false);
    await jar.call(made.app, 'POST', `/api/admin/pages/verify/${id}`, { verified: true });
    const shop = await made.services.pages.page('az', id);
    expect(shop.ok && shop.data.blocks.map((b) => b.type)).toEqual(['paragraph', 'widget']);
    // the list shows it shown in the shop, with its az page
    const listed = await jar.call(made.app, 'GET', '/api/admin/pages?q=warranty-terms');
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({ id, key: 'warranty-terms', verified: true, siteUrl: '/zemanet-sertleri' }),
    ]);
    expect(
      (
        await jar.call(made.app, 'POST', '/api/admin/pages/create', {
          key: 'warranty-terms',
          ...body,
          path: { az: 'zz', ru: 'zz', en: 'zz' },
        })
      ).statusCode,
    ).toBe(409);
    // the key cannot be sent on update
    const withKey = await jar.call(made.app, 'POST', `/api/admin/pages/update/${id}`, { key: 'other', ...body });
    expect(withKey.statusCode).toBe(400);
    expect(withKey.json().errors).toEqual({ key: expect.any(String) });
    // an unknown widget is a bad block
    const badWidget = await jar.call(made.app, 'POST', `/api/admin/pages/update/${id}`, {
      ...body,
      content: { az: [{ type: 'widget', data: { name: 'rm-rf' } }], ru: [], en: [] },
    });
    expect(badWidget.statusCode).toBe(400);

    // a page the shop's code links to by a fixed address
    const at = new Date().toISOString();
    const code = await ctx.database.db
      .insertInto('pages')
      .values({
        key: 'delivery',
        title_az: 'Çatdırılma',
        title_ru: 'Доставка',
        title_en: 'Delivery',
        content_az: '[]',
        content_ru: '[]',
        content_en: '[]',
        cover: null,
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('routes')
      .values({
        lang: 'az',
        path: 'catdirilma',
        view: 'Page',
        entity_id: code.id,
        seo_title: null,
        seo_desc: null,
        seo_keywords: null,
      })
      .execute();
    const moved = await jar.call(made.app, 'POST', `/api/admin/pages/update/${code.id}`, {
      ...body,
      title: { az: 'Çatdırılma 2', ru: '', en: '' },
      path: { az: 'yeni-yol', ru: '', en: '' },
      seoDesc: { az: 'SEO', ru: '', en: '' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await routes('Page', code.id)).toEqual([{ lang: 'az', path: 'catdirilma', seo_desc: 'SEO' }]);
    const removeCode = await jar.call(made.app, 'POST', `/api/admin/pages/remove/${code.id}`, {});
    expect(removeCode.statusCode).toBe(409);
    expect((await jar.call(made.app, 'POST', `/api/admin/pages/remove/${id}`, {})).statusCode).toBe(200);
    expect(await routes('Page', id)).toEqual([]);
  });

  it('questions: verify shows a question on the FAQ page; answers keep inline markup', async () => {
    const body = {
      question: { az: 'Çatdırılma nə qədər çəkir?', ru: 'Сколько идёт доставка?', en: 'How long is delivery?' },
      answer: { az: '<b>1-2</b> gün', ru: '1–2 дня', en: '1–2 days' },
      position: 5,
    };
    const r = await jar.call(made.app, 'POST', '/api/admin/questions/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const shown = async () =>
      ((await made.services.pages.faq('az')) as { ok: true; data: { items: { id: number }[] } }).data.items.map(
        (i) => i.id,
      );
    expect(await shown()).not.toContain(id);
    await jar.call(made.app, 'POST', `/api/admin/questions/verify/${id}`, { verified: true });
    expect(await shown()).toContain(id);
    await jar.call(made.app, 'POST', `/api/admin/questions/verify/${id}`, { verified: false });
    expect(await shown()).not.toContain(id);
    expect((await trail('questions', id)).map((t) => t.action)).toEqual(['create', 'verify', 'unverify']);

    const bad = await jar.call(made.app, 'POST', '/api/admin/questions/create', {
      ...body,
      question: { az: '', ru: '', en: '' },
      answer: { az: 'x\u0007', ru: '', en: '' },
      position: 'first',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['answer.az', 'position', 'question.az']);
    const list = await jar.call(made.app, 'GET', '/api/admin/questions?q=delivery&sort=position&dir=asc');
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await jar.call(made.app, 'POST', `/api/admin/questions/remove/${id}`, {})).statusCode).toBe(200);
  });
});
