import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { contentBackOffice } from './content.fixtures.ts';

const columnsOfBare = (cityId: number) => ({
  city_id: cityId,
  title_az: 'Köhnə filial',
  title_ru: 'Старый филиал',
  title_en: 'Old branch',
  address_az: 'Bakı',
  address_ru: 'Баку',
  address_en: 'Baku',
  mobiles: '[]',
  lat: 40.4,
  lng: 49.85,
  position: 9,
});

describeEachEngine('back office: branches, menus and popups', (ctx) => {
  const { suite, trail } = contentBackOffice(ctx);

  it('branches: validated phones and coordinates; verify shows the branch in the shop and for pickup', async () => {
    const { made, jar, cityId } = suite;
    const body = {
      cityId,
      code: 'gm1',
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
    // the code (the CSV's `stock_<code>`; decision 0090) is kept upper-case; another branch's or the warehouse's is 400 on code
    expect(
      (await ctx.database.db.selectFrom('branches').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code,
    ).toBe('GM1');
    for (const code of ['GM1', 'wh']) {
      const taken = await jar.call(made.app, 'POST', '/api/admin/branches/create', { ...body, code });
      expect(taken.statusCode, code).toBe(400);
      expect(Object.keys(taken.json().errors)).toEqual(['code']);
    }
    // a branch without a code yet is `B<id>` in the CSV: that name is taken too
    const { id: bare } = await ctx.database.db
      .insertInto('branches')
      .values({ ...columnsOfBare(cityId), code: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fallback = await jar.call(made.app, 'POST', '/api/admin/branches/create', { ...body, code: `b${bare}` });
    expect(fallback.statusCode).toBe(400);
    expect(Object.keys(fallback.json().errors)).toEqual(['code']);
    await ctx.database.db.deleteFrom('branches').where('id', '=', bare).execute();
    for (const code of ['', 'B-1', 'TOOLONGCODE']) {
      const badCode = await jar.call(made.app, 'POST', '/api/admin/branches/create', { ...body, code });
      expect(badCode.statusCode, code).toBe(400);
      expect(Object.keys(badCode.json().errors)).toEqual(['code']);
    }
    const { code: _omit, ...noCode } = body;
    expect((await jar.call(made.app, 'POST', '/api/admin/branches/create', noCode)).statusCode).toBe(400);
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
    const { made, jar } = suite;
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
    const { made, jar } = suite;
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
});
