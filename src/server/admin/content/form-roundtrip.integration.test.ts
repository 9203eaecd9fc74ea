import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FieldDef } from '../../../domain/api/admin.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

const ml = (az: string, ru = '', en = '') => ({ az, ru, en });
const noPaths = { path: ml(''), seoTitle: ml(''), seoDesc: ml('') };

/**
 * What the back office's form engine does (decision 0042, `form-values.ts` bodyOf): it shows a record's fields
 * with their values and saves every field that is not read-only. Each resource must take back, unchanged, what its
 * own `info` gave — otherwise the staff could not save a form they did not touch.
 */
describeEachEngine('back office: every content and people form saves back what it shows', (ctx) => {
  let made: Awaited<ReturnType<typeof adminApp>>;
  let jar: Awaited<ReturnType<typeof signedInStaff>>['jar'];
  let cityId: number;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
    jar = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
    cityId = (
      await ctx.database.db
        .insertInto('cities')
        .values({ slug: 'rt-city', title_az: 'Bakı', title_ru: 'Баку', title_en: 'Baku', delivery: 1, position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await made.app.close();
  });

  const bodyOf = (fields: FieldDef[]) =>
    Object.fromEntries(fields.filter((f) => !f.readOnly && f.component !== 'readonly').map((f) => [f.name, f.value]));

  const creates: [string, Record<string, unknown>][] = [
    [
      'staff',
      {
        firstName: 'Round',
        lastName: 'Trip',
        email: 'roundtrip@volt.test',
        mobile: '+994 55 700 00 01',
        roles: ['editor'],
        permissions: [],
        lang: 'ru',
      },
    ],
    ['roles', { key: 'round-trip', name: 'Round trip', permissions: ['articles.read'] }],
    [
      'articles',
      {
        title: ml('Məqalə', 'Статья'),
        content: { az: [{ type: 'paragraph', data: { text: 'a' } }], ru: [], en: [] },
        image: 'cover--phone--1f2937--e0e7ff.png',
        publishedAt: '2026-02-01T12:00',
        ...noPaths,
      },
    ],
    [
      'pages',
      {
        key: 'round-trip',
        title: ml('Səhifə'),
        content: { az: [{ type: 'widget', data: { name: 'delivery-prices' } }], ru: [], en: [] },
        cover: '',
        ...noPaths,
      },
    ],
    ['questions', { question: ml('Sual'), answer: ml('<b>Cavab</b>'), position: 1 }],
    [
      'branches',
      {
        cityId: 0,
        code: 'RT1',
        title: ml('Filial'),
        address: ml('Ünvan'),
        mobiles: [{ number: '012 555 00 00' }],
        lat: 40.4,
        lng: 49.8,
        position: 0,
      },
    ],
    [
      'menus',
      {
        name: 'round_trip',
        title: ml('Menyu'),
        items: [{ title: ml('Keçid', 'Ссылка'), url: ml('/sale', '/sale'), position: 0 }],
      },
    ],
    [
      'popups',
      {
        title: ml('Popup'),
        path: ml('/'),
        link: ml(''),
        image: 'popup--tv--f97316.png',
        startsAt: '2026-01-01T00:00',
        endsAt: '',
      },
    ],
    [
      'vacancies',
      {
        title: ml('Vakansiya'),
        description: { az: [], ru: [], en: [] },
        requirements: { az: [], ru: [], en: [] },
        minSalary: null,
        maxSalary: null,
        cityIds: [],
        minAge: null,
        maxAge: null,
        minExperience: null,
        maxExperience: null,
        startDate: '2026-01-01',
        endDate: '',
        position: 0,
        ...noPaths,
      },
    ],
    [
      'places',
      {
        slug: 'round-trip',
        title: ml('Şəhər', 'Город', 'City'),
        delivery: true,
        freeDeliveryThreshold: false,
        position: 0,
        districts: [
          {
            id: null,
            title: ml('Rayon', 'Район', 'District'),
            position: 0,
            places: [{ id: null, title: ml('Yer', 'Место', 'Place'), price: 500, oneDay: true, position: 0 }],
          },
        ],
      },
    ],
    ['tags', { title: ml('Teq', 'Тег', 'Tag'), url: '/sale', position: 0 }],
  ];

  for (const [resource, body] of creates) {
    it(`${resource}: info → save unchanged → 200, and the record is the same`, async () => {
      const b = resource === 'branches' ? { ...body, cityId } : body;
      const created = await jar.call(made.app, 'POST', `/api/admin/${resource}/create`, b);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      const info = (await jar.call(made.app, 'GET', `/api/admin/${resource}/info/${id}`)).json().data;
      const saved = await jar.call(made.app, 'POST', `/api/admin/${resource}/update/${id}`, bodyOf(info.fields));
      expect(saved.statusCode, saved.body).toBe(200);
      const again = (await jar.call(made.app, 'GET', `/api/admin/${resource}/info/${id}`)).json().data;
      expect(again.fields.map((f: FieldDef) => [f.name, f.value])).toEqual(
        info.fields.map((f: FieldDef) => [f.name, f.value]),
      );
      // the form's own save (decision 0059): nothing changed keeps the version; a changed title moves it and is kept
      const noop = await jar.call(made.app, 'POST', `/api/admin/${resource}/update/${id}`, {
        version: again.version,
        changes: {},
        base: {},
      });
      expect([noop.statusCode, noop.json().data?.version], noop.body).toEqual([200, again.version]);
      const writable = (again.fields as FieldDef[]).filter((f) => !f.readOnly && f.component !== 'readonly');
      const title = ['title', 'firstName', 'question', 'name']
        .map((n) => writable.find((f) => f.name === n))
        .find(Boolean)!;
      const next = title.isMultiLang
        ? { ...(title.value as Record<string, string>), az: `${(title.value as Record<string, string>).az} iki` }
        : `${String(title.value)} iki`;
      const changed = await jar.call(made.app, 'POST', `/api/admin/${resource}/update/${id}`, {
        version: again.version,
        changes: { [title.name]: next },
        base: { [title.name]: title.value },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.version).toBeGreaterThan(again.version as number);
      const third = (await jar.call(made.app, 'GET', `/api/admin/${resource}/info/${id}`)).json().data;
      expect(third.fields.map((f: FieldDef) => [f.name, f.value])).toEqual(
        again.fields.map((f: FieldDef) => [f.name, f.name === title.name ? next : f.value]),
      );
      // the blank form of a new record also has every field the create schema asks for
      const blank = await jar.call(made.app, 'GET', `/api/admin/${resource}/new`);
      expect(blank.statusCode).toBe(200);
      const names = blank.json().data.fields.map((f: FieldDef) => f.name);
      for (const k of Object.keys(b)) expect(names).toContain(k);
    });
  }

  it('settings: info → save unchanged → 200', async () => {
    const info = (await jar.call(made.app, 'GET', '/api/admin/settings/info/1')).json().data;
    const saved = await jar.call(made.app, 'POST', '/api/admin/settings/update/1', bodyOf(info.fields));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a built-in role and a page the code links to save with their read-only parts left out', async () => {
    const editor = await ctx.database.db
      .selectFrom('staff_roles')
      .select('id')
      .where('key', '=', 'editor')
      .executeTakeFirstOrThrow();
    const info = (await jar.call(made.app, 'GET', `/api/admin/roles/info/${editor.id}`)).json().data;
    expect(info.fields.find((f: FieldDef) => f.name === 'permissions').readOnly).toBe(true);
    expect(
      (await jar.call(made.app, 'POST', `/api/admin/roles/update/${editor.id}`, bodyOf(info.fields))).statusCode,
    ).toBe(200);
    const at = new Date().toISOString();
    const page = await ctx.database.db
      .insertInto('pages')
      .values({
        key: 'terms',
        title_az: 'Şərtlər',
        title_ru: '',
        title_en: '',
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
    const pinfo = (await jar.call(made.app, 'GET', `/api/admin/pages/info/${page.id}`)).json().data;
    expect(pinfo.fields.find((f: FieldDef) => f.name === 'path').readOnly).toBe(true);
    expect(
      (await jar.call(made.app, 'POST', `/api/admin/pages/update/${page.id}`, bodyOf(pinfo.fields))).statusCode,
    ).toBe(200);
  });
});
