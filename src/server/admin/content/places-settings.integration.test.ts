import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

const ml = (az: string, ru = `${az} ru`, en = `${az} en`) => ({ az, ru, en });

describeEachEngine('back office: delivery places and settings', (ctx) => {
  let made: Made;
  let owner: Jar;
  beforeAll(async () => {
    made = await adminApp(ctx.database);
    owner = (await signedInStaff(made, ctx.database, { roles: ['owner'] })).jar;
  });
  afterAll(async () => {
    await made.app.close();
  });

  it('places: a city with its districts and places (prices in qəpik) saved as one record, ids kept; the shop’s delivery prices follow', async () => {
    const body = {
      slug: 'sumqayit',
      title: ml('Sumqayıt'),
      delivery: true,
      freeDeliveryThreshold: true,
      position: 3,
      districts: [
        {
          id: null,
          title: ml('Mərkəz'),
          position: 0,
          places: [
            { id: null, title: ml('1-ci mkr'), price: 300, oneDay: true, position: 0 },
            { id: null, title: ml('2-ci mkr'), price: 450, oneDay: false, position: 1 },
          ],
        },
      ],
    };
    const r = await owner.call(made.app, 'POST', '/api/admin/places/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const info = await owner.call(made.app, 'GET', `/api/admin/places/info/${id}`);
    const districts = info.json().data.fields.find((f: { name: string }) => f.name === 'districts').value;
    expect(districts).toEqual([
      {
        id: expect.any(Number),
        title: ml('Mərkəz'),
        position: 0,
        places: [
          { id: expect.any(Number), title: ml('1-ci mkr'), price: 300, oneDay: true, position: 0 },
          { id: expect.any(Number), title: ml('2-ci mkr'), price: 450, oneDay: false, position: 1 },
        ],
      },
    ]);
    const [first, second] = districts[0].places as { id: number }[];
    // change a price, drop the second place, add a new one
    const update = await owner.call(made.app, 'POST', `/api/admin/places/update/${id}`, {
      ...body,
      districts: [
        {
          ...districts[0],
          places: [
            { ...districts[0].places[0], price: 350 },
            { id: null, title: ml('3-cü mkr'), price: 500, oneDay: false, position: 2 },
          ],
        },
      ],
    });
    expect(update.statusCode).toBe(200);
    const rows = await ctx.database.db
      .selectFrom('places')
      .select(['id', 'delivery_price'])
      .where('district_id', '=', districts[0].id)
      .orderBy('position')
      .execute();
    expect(rows[0]).toEqual({ id: first!.id, delivery_price: 350 });
    expect(rows.map((x) => x.id)).not.toContain(second!.id);
    expect(rows).toHaveLength(2);
    const prices = await made.services.pages.deliveryPrices('az');
    expect(prices.cities.find((c) => c.id === id)).toMatchObject({
      threshold: true,
      districts: [{ places: [{ price: 350, oneDay: true }, { price: 500 }] }],
    });
    const trail = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'places')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(trail.map((t) => t.action)).toEqual(['create', 'update']);

    // a place id of another city is refused; bad prices and flags are field errors
    const other = await ctx.database.db
      .insertInto('cities')
      .values({ slug: 'x-other', title_az: 'X', title_ru: 'X', title_en: 'X', delivery: 0, position: 9 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await owner.call(made.app, 'POST', `/api/admin/places/update/${other.id}`, {
      ...body,
      slug: 'x-other',
      districts: [{ ...districts[0] }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().errors).sort()).toEqual([
      'districts.0.id',
      'districts.0.places.0.id',
      'districts.0.places.1.id',
    ]);
    const bad = await owner.call(made.app, 'POST', '/api/admin/places/create', {
      ...body,
      slug: 'Bad Slug',
      delivery: 'yes',
      districts: [
        {
          id: null,
          title: ml(''),
          position: 0,
          places: [{ id: null, title: ml('p'), price: 12.5, oneDay: false, position: 0 }],
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'delivery',
      'districts.0.places.0.price',
      'districts.0.title.az',
      'slug',
    ]);
    expect((await owner.call(made.app, 'POST', '/api/admin/places/create', body)).statusCode).toBe(409);

    // a city with branches stays; without, it goes with its districts and places
    await ctx.database.db
      .insertInto('branches')
      .values({
        city_id: id,
        title_az: 'B',
        title_ru: 'B',
        title_en: 'B',
        address_az: 'a',
        address_ru: 'a',
        address_en: 'a',
        mobiles: '[]',
        lat: 40.5,
        lng: 49.6,
        position: 0,
      })
      .execute();
    expect((await owner.call(made.app, 'POST', `/api/admin/places/remove/${id}`, {})).statusCode).toBe(409);
    await ctx.database.db.deleteFrom('branches').where('city_id', '=', id).execute();
    expect((await owner.call(made.app, 'POST', `/api/admin/places/remove/${id}`, {})).statusCode).toBe(200);
    expect(
      await ctx.database.db.selectFrom('places').select('id').where('id', '=', first!.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('settings: only whitelisted keys; the home page SEO per language is what the shop reads', async () => {
    const list = await owner.call(made.app, 'GET', '/api/admin/settings');
    expect(list.json().data.items).toEqual([expect.objectContaining({ id: 1, key: 'home_seo' })]);
    const r = await owner.call(made.app, 'POST', '/api/admin/settings/update/1', {
      title: { az: 'Volt — elektronika', ru: 'Volt — электроника', en: 'Volt — electronics' },
      desc: { az: 'Təsvir', ru: '', en: '' },
      keywords: { az: '', ru: '', en: '' },
    });
    expect(r.statusCode).toBe(200);
    expect(await made.services.content.homeSeo('ru')).toEqual({
      title: 'Volt — электроника',
      desc: null,
      keywords: null,
    });
    expect(await made.services.content.homeSeo('az')).toMatchObject({ title: 'Volt — elektronika', desc: 'Təsvir' });
    const info = await owner.call(made.app, 'GET', '/api/admin/settings/info/1');
    expect(info.json().data.fields.find((f: { name: string }) => f.name === 'title').value.en).toBe(
      'Volt — electronics',
    );
    expect((await owner.call(made.app, 'GET', '/api/admin/settings/info/2')).statusCode).toBe(404);
    expect(
      (
        await owner.call(made.app, 'POST', '/api/admin/settings/update/2', {
          title: ml('x'),
          desc: ml('x'),
          keywords: ml('x'),
        })
      ).statusCode,
    ).toBe(404);
    const bad = await owner.call(made.app, 'POST', '/api/admin/settings/update/1', {
      title: { az: '<script>', ru: '', en: '' },
      desc: ml('d'),
      keywords: ml('k'),
      key: 'payment_secret',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['key', 'title.az']);
    // a manager may not touch settings
    const manager = await signedInStaff(made, ctx.database, { roles: ['manager'] });
    expect(
      (
        await manager.jar.call(made.app, 'POST', '/api/admin/settings/update/1', {
          title: ml('x'),
          desc: ml('x'),
          keywords: ml('x'),
        })
      ).statusCode,
    ).toBe(403);
  });
});
