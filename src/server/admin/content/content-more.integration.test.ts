import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar as GuestJar } from '../../modules/auth/auth.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

describeEachEngine('back office: branches, menus, popups, vacancies, applications, feedback and subscribers', (ctx) => {
  let made: Made;
  let jar: Jar;
  let owner: Jar;
  let dataDir: string;
  let cityId: number;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-content-'));
    made = await adminApp(ctx.database, { DATA_DIR: dataDir });
    jar = (await signedInStaff(made, ctx.database, { roles: ['editor'] })).jar;
    owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
    cityId = (
      await ctx.database.db
        .insertInto('cities')
        .values({
          slug: `baku-${randomBytes(3).toString('hex')}`,
          title_az: 'Bakı',
          title_ru: 'Баку',
          title_en: 'Baku',
          delivery: 1,
          position: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await made.app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const trail = (entity: string, id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  it('branches: validated phones and coordinates; verify shows the branch in the shop and for pickup', async () => {
    const body = {
      cityId,
      title: { az: 'Gənclik Mall', ru: 'Гянджлик Молл', en: 'Ganjlik Mall' },
      address: { az: 'Bakı, F. Xoyski 14', ru: 'Баку, Ф. Хойский 14', en: 'Baku, 14 F. Khoyski' },
      mobiles: [{ number: '+994 12 555 01 02' }, { number: '050 555 01 02' }],
      lat: 40.4003,
      lng: 49.8528,
      position: 2,
    };
    const r = await jar.call(made.app, 'POST', '/api/admin/branches/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const row = await ctx.database.db
      .selectFrom('branches')
      .select(['mobiles', 'active'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mobiles: '["994125550102","994505550102"]', active: 0 });
    const inShop = async () =>
      (
        (await made.services.places.branches('az')) as { ok: true; data: { branches: { id: number }[] } }
      ).data.branches.map((b) => b.id);
    expect(await inShop()).not.toContain(id);
    await jar.call(made.app, 'POST', `/api/admin/branches/verify/${id}`, { verified: true });
    expect(await inShop()).toContain(id);
    const info = await jar.call(made.app, 'GET', `/api/admin/branches/info/${id}`);
    expect(info.json().data.fields.find((f: { name: string }) => f.name === 'mobiles').value).toEqual([
      { number: '994125550102' },
      { number: '994505550102' },
    ]);

    const bad = await jar.call(made.app, 'POST', '/api/admin/branches/create', {
      ...body,
      cityId: 999999,
      mobiles: [{ number: '12' }],
      lat: 55.75,
      lng: 'east',
      position: -3,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lat', 'lng', 'mobiles.0.number', 'position']);
    const noCity = await jar.call(made.app, 'POST', '/api/admin/branches/create', { ...body, cityId: 999999 });
    expect(noCity.statusCode).toBe(400);
    expect(Object.keys(noCity.json().errors)).toEqual(['cityId']);
    const list = await jar.call(made.app, 'GET', `/api/admin/branches?f.city=${cityId}&q=gənclik`);
    expect(list.json().data.items).toEqual([expect.objectContaining({ id, city: 'Baku', verified: true })]);
    expect((await jar.call(made.app, 'POST', `/api/admin/branches/remove/${id}`, {})).statusCode).toBe(200);
    expect((await trail('branches', id)).map((t) => t.action)).toEqual(['create', 'verify', 'remove']);
  });

  it('menus: items saved as a whole; the shop’s layout shows the change within about a second, in every language it has', async () => {
    const menu = await ctx.database.db
      .insertInto('menus')
      .values({ name: 'company', title_az: 'Şirkət', title_ru: 'Компания', title_en: 'Company' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('menu_items')
      .values({
        menu_id: menu.id,
        parent_id: null,
        position: 0,
        title_az: 'Haqqımızda',
        title_ru: 'О нас',
        title_en: 'About',
        url_az: '/haqqimizda',
        url_ru: '/o-nas',
        url_en: '/about-us',
      })
      .execute();
    const before = await made.services.content.layout('ru');
    expect(before.menus.company?.items.map((i) => i.title)).toEqual(['О нас']);
    const update = await jar.call(made.app, 'POST', `/api/admin/menus/update/${menu.id}`, {
      title: { az: 'Şirkət', ru: 'Компания', en: 'Company' },
      items: [
        {
          title: { az: 'Vakansiyalar', ru: 'Вакансии', en: 'Careers' },
          url: { az: '/vakansiyalar', ru: '/vakansii', en: '/careers' },
          position: 1,
        },
        {
          title: { az: 'Haqqımızda', ru: 'О нас', en: '' },
          url: { az: '/haqqimizda', ru: '/o-nas', en: '' },
          position: 0,
        },
      ],
    });
    expect(update.statusCode).toBe(200);
    // the layout cache follows the database's content version (checked at most once a second)
    await new Promise((r) => setTimeout(r, 1100));
    const ru = await made.services.content.layout('ru');
    expect(ru.menus.company?.items.map((i) => [i.title, i.href])).toEqual([
      ['О нас', '/ru/o-nas'],
      ['Вакансии', '/ru/vakansii'],
    ]);
    // no English title: not shown in English
    expect((await made.services.content.layout('en')).menus.company?.items.map((i) => i.title)).toEqual(['Careers']);
    // hiding the menu hides it in the shop
    await jar.call(made.app, 'POST', `/api/admin/menus/verify/${menu.id}`, { verified: false });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await made.services.content.layout('ru')).menus.company).toBeUndefined();
    // the layout's own menus stay
    expect((await jar.call(made.app, 'POST', `/api/admin/menus/remove/${menu.id}`, {})).statusCode).toBe(409);
    const bad = await jar.call(made.app, 'POST', `/api/admin/menus/update/${menu.id}`, {
      title: { az: '', ru: '', en: '' },
      items: [{ title: { az: 'x', ru: '', en: '' }, url: { az: 'https://evil.example', ru: '', en: '' }, position: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['items.0.url.az']);
    const created = await jar.call(made.app, 'POST', '/api/admin/menus/create', {
      name: 'promo_links',
      title: { az: 'Aksiyalar', ru: '', en: '' },
      items: [],
    });
    expect(created.statusCode).toBe(200);
    expect(
      (
        await jar.call(made.app, 'POST', '/api/admin/menus/create', {
          name: 'promo_links',
          title: { az: '', ru: '', en: '' },
          items: [],
        })
      ).statusCode,
    ).toBe(409);
    expect((await jar.call(made.app, 'POST', `/api/admin/menus/remove/${created.json().data.id}`, {})).statusCode).toBe(
      200,
    );
  });

  it('popups: dates in order, a page path per language stored with its prefix; verify makes it run in the shop', async () => {
    const body = {
      title: { az: 'Endirim', ru: 'Скидки', en: 'Sale' },
      path: { az: '/kampaniyalar', ru: '/aktsii', en: '' },
      link: { az: '/sale', ru: '/sale', en: '' },
      image: 'popup--tv--f97316.png',
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: null,
    };
    const r = await jar.call(made.app, 'POST', '/api/admin/popups/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    await jar.call(made.app, 'POST', `/api/admin/popups/verify/${id}`, { verified: true });
    const ru = await made.services.pages.popups('ru');
    expect(ru.ok && ru.data.items.find((p) => p.id === id)).toMatchObject({ path: '/ru/aktsii', link: '/ru/sale' });
    const en = await made.services.pages.popups('en');
    expect(en.ok && en.data.items.some((p) => p.id === id)).toBe(false);
    const info = await jar.call(made.app, 'GET', `/api/admin/popups/info/${id}`);
    expect(info.json().data.fields.find((f: { name: string }) => f.name === 'path').value).toEqual({
      az: '/kampaniyalar',
      ru: '/aktsii',
      en: '',
    });
    const backwards = await jar.call(made.app, 'POST', `/api/admin/popups/update/${id}`, {
      ...body,
      endsAt: '2019-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['endsAt']);
    const bad = await jar.call(made.app, 'POST', '/api/admin/popups/create', {
      ...body,
      image: 'javascript:alert(1)',
      path: { az: 'no-slash', ru: '', en: '' },
      startsAt: '2020-13-45',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['image', 'path.az', 'startsAt']);
  });

  it('vacancies: ranges and cities checked, an address under the careers page, verify opens it', async () => {
    const body = {
      title: { az: 'Satış məsləhətçisi', ru: 'Консультант', en: 'Sales adviser' },
      description: { az: [{ type: 'paragraph', data: { text: 'İş' } }], ru: [], en: [] },
      requirements: { az: [], ru: [], en: [] },
      minSalary: 800,
      maxSalary: 1200,
      cityIds: [cityId],
      minAge: 18,
      maxAge: 35,
      minExperience: null,
      maxExperience: null,
      startDate: '2026-01-10',
      endDate: null,
      position: 0,
      path: { az: '', ru: '', en: '' },
      seoTitle: { az: '', ru: '', en: '' },
      seoDesc: { az: '', ru: '', en: '' },
    };
    const r = await jar.call(made.app, 'POST', '/api/admin/vacancies/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const paths = await ctx.database.db
      .selectFrom('routes')
      .select(['lang', 'path'])
      .where('view', '=', 'Vacancy')
      .where('entity_id', '=', id)
      .orderBy('lang')
      .execute();
    expect(paths).toEqual([
      { lang: 'az', path: 'vakansiyalar/satis-meslehetcisi' },
      { lang: 'en', path: 'careers/sales-adviser' },
      { lang: 'ru', path: 'vakansii/konsultant' },
    ]);
    expect((await made.services.careers.vacancy('az', id)).ok).toBe(false);
    const hidden = await jar.call(made.app, 'GET', '/api/admin/vacancies?f.active=0');
    expect(hidden.json().data.items).toContainEqual(
      expect.objectContaining({ id, verified: false, siteUrl: '/vakansiyalar/satis-meslehetcisi' }),
    );
    await jar.call(made.app, 'POST', `/api/admin/vacancies/verify/${id}`, { verified: true });
    expect((await made.services.careers.vacancy('az', id)).ok).toBe(true);
    const shown = await jar.call(made.app, 'GET', '/api/admin/vacancies?f.active=1');
    expect(shown.json().data.items).toContainEqual(
      expect.objectContaining({ id, verified: true, position: 0, siteUrl: '/vakansiyalar/satis-meslehetcisi' }),
    );
    const bad = await jar.call(made.app, 'POST', `/api/admin/vacancies/update/${id}`, {
      ...body,
      minSalary: 2000,
      maxSalary: 1000,
      endDate: '2025-12-31',
      cityIds: [cityId],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['endDate', 'maxSalary']);
    const wrong = await jar.call(made.app, 'POST', `/api/admin/vacancies/update/${id}`, {
      ...body,
      cityIds: [999999],
      startDate: '2026-02-30',
      minAge: 5,
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['minAge', 'startDate']);
    const noCity = await jar.call(made.app, 'POST', `/api/admin/vacancies/update/${id}`, {
      ...body,
      cityIds: [999999],
    });
    expect(Object.keys(noCity.json().errors)).toEqual(['cityIds']);
  });

  it('applications: read, the file only as an attachment to staff with applications.read, removed with its file', async () => {
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const dir = path.join(dataDir, 'uploads', 'careers');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), '%PDF-1.4 test');
    const at = new Date().toISOString();
    const file = await ctx.database.db
      .insertInto('uploaded_files')
      .values({
        name,
        original_name: 'CV Ayşə.pdf',
        size: 13,
        type: 'pdf',
        purpose: 'careers',
        ip: null,
        created_at: at,
        claimed_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const app = await ctx.database.db
      .insertInto('job_applications')
      .values({
        vacancy_id: null,
        first_name: 'Ayşə',
        last_name: 'Məmmədova',
        email: 'ayse@example.az',
        mobile: '994501112233',
        birth_year: 1995,
        address: 'Bakı',
        note: '<script>x</script>',
        file_id: file.id,
        lang: 'az',
        ip: '10.0.0.1',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await jar.call(made.app, 'GET', '/api/admin/applications?q=ayse@');
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: app.id, name: 'Ayşə Məmmədova', hasFile: true }),
    ]);
    const info = await jar.call(made.app, 'GET', `/api/admin/applications/info/${app.id}`);
    expect(info.json().data).toMatchObject({
      readOnly: true,
      actions: [{ kind: 'link', url: `/api/admin/applications/file/${app.id}` }],
    });

    const dl = await jar.call(made.app, 'GET', `/api/admin/applications/file/${app.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['cache-control']).toBe('no-store');
    expect(dl.body).toBe('%PDF-1.4 test');
    expect(
      (await new GuestJar('10.4.4.4').call(made.app, 'GET', `/api/admin/applications/file/${app.id}`)).statusCode,
    ).toBe(401);
    const noRight = await signedInStaff(made, ctx.database, { roles: ['operator'] });
    expect((await noRight.jar.call(made.app, 'GET', `/api/admin/applications/file/${app.id}`)).statusCode).toBe(403);
    expect((await jar.call(made.app, 'GET', '/api/admin/applications/file/999999')).statusCode).toBe(404);
    expect((await jar.call(made.app, 'GET', '/api/admin/applications/file/abc')).statusCode).toBe(400);
    // never served from a public folder
    expect((await made.app.inject({ url: `/uploads/careers/${name}` })).statusCode).not.toBe(200);

    expect((await jar.call(made.app, 'POST', `/api/admin/applications/remove/${app.id}`, {})).statusCode).toBe(200);
    await expect(fs.stat(path.join(dir, name))).rejects.toThrow();
    expect(
      await ctx.database.db.selectFrom('uploaded_files').select('id').where('id', '=', file.id).executeTakeFirst(),
    ).toBeUndefined();
    const removed = await ctx.database.db
      .selectFrom('audit_log')
      .select('before_json')
      .where('entity', '=', 'applications')
      .where('entity_id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(removed.before_json!)).toMatchObject({ email: 'ayse@example.az' });
    // no create/update for what visitors sent
    expect((await jar.call(made.app, 'POST', '/api/admin/applications/create', {})).statusCode).toBe(404);
  });

  it('feedbacks: listed by type, shown, removed; an editor may not read them', async () => {
    const at = new Date().toISOString();
    const fb = await ctx.database.db
      .insertInto('feedbacks')
      .values({
        type: 'comment',
        first_name: 'Orxan',
        last_name: 'Əliyev',
        email: 'o@example.az',
        mobile: '994551112233',
        message: 'Təşəkkürlər',
        user_id: null,
        lang: 'az',
        ip: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await owner.call(made.app, 'GET', '/api/admin/feedbacks?f.type=comment&q=orxan');
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: fb.id, name: 'Orxan Əliyev', message: 'Təşəkkürlər' }),
    ]);
    expect((await owner.call(made.app, 'GET', '/api/admin/feedbacks?f.type=spam')).statusCode).toBe(400);
    expect((await owner.call(made.app, 'GET', `/api/admin/feedbacks/info/${fb.id}`)).json().data.readOnly).toBe(true);
    expect((await jar.call(made.app, 'GET', '/api/admin/feedbacks')).statusCode).toBe(403);
    expect((await owner.call(made.app, 'POST', `/api/admin/feedbacks/remove/${fb.id}`, {})).statusCode).toBe(200);
    expect((await owner.call(made.app, 'POST', `/api/admin/feedbacks/remove/${fb.id}`, {})).statusCode).toBe(404);
  });

  it('subscribers: search, remove, and the whole list as CSV with formulas defused', async () => {
    const at = new Date().toISOString();
    for (const email of ['Nigar@Mail.az', '=cmd|calc@evil.az', 'a,b@example.az']) {
      await ctx.database.db
        .insertInto('subscriptions')
        .values({ email, email_key: email.toLowerCase(), lang: 'ru', ip: null, created_at: at })
        .execute();
    }
    const list = await owner.call(made.app, 'GET', '/api/admin/subscribers?q=NIGAR&f.lang=ru');
    expect(list.json().data.items).toEqual([expect.objectContaining({ email: 'Nigar@Mail.az', lang: 'ru' })]);
    const csv = await owner.call(made.app, 'GET', '/api/admin/subscribers/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,lang,subscribed_at');
    expect(lines).toContain(`Nigar@Mail.az,ru,${at}`);
    expect(lines).toContain(`'=cmd|calc@evil.az,ru,${at}`);
    expect(lines).toContain(`"a,b@example.az",ru,${at}`);
    const id = list.json().data.items[0].id as number;
    expect((await owner.call(made.app, 'POST', `/api/admin/subscribers/remove/${id}`, {})).statusCode).toBe(200);
    expect((await owner.call(made.app, 'GET', '/api/admin/subscribers?q=nigar')).json().data.total).toBe(0);
    expect((await jar.call(made.app, 'GET', '/api/admin/subscribers/export.csv')).statusCode).toBe(403);
    expect((await new GuestJar('10.5.5.5').call(made.app, 'GET', '/api/admin/subscribers/export.csv')).statusCode).toBe(
      401,
    );
  });
});
