import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { FX } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCartFixtures } from '../../modules/cart/cart.fixtures.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { auditOf } from './sales.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

const validCode = (over: Record<string, unknown> = {}) => ({
  code: 'spring15',
  kind: 'percent',
  percent: 15,
  amount: null,
  minTotal: 50_000,
  startsAt: '2026-03-01T00:00',
  endsAt: '2026-04-01T00:00',
  active: true,
  maxUses: 100,
  perMobileLimit: 1,
  categories: [FX.cat.phones],
  brands: [FX.brand.samsung],
  ...over,
});
const valid = validCode;

describeEachEngine(
  'back office: promo codes and campaigns',
  (ctx) => {
    let made: Made;
    let jar: Awaited<ReturnType<typeof signedInStaff>>['jar'];
    beforeAll(async () => {
      made = await adminApp(ctx.database);
      jar = (await signedInStaff(made, ctx.database, { roles: ['manager'] })).jar;
    });
    afterAll(async () => {
      await made.app.close();
    });
    const call = (method: 'GET' | 'POST', url: string, body?: unknown) => jar.call(made.app, method, url, body);

    it('creates a code stored upper-cased with its scope (Baku times stored as UTC), and the cart accepts it in any case', async () => {
      const r = await call('POST', '/api/admin/promoCodes/create', valid());
      expect(r.statusCode).toBe(200);
      const id = r.json().data.id as number;
      const row = await ctx.database.db
        .selectFrom('promo_codes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        code: 'SPRING15',
        kind: 'percent',
        value: 15,
        min_total: 50_000,
        starts_at: '2026-02-28T20:00:00.000Z',
        ends_at: '2026-03-31T20:00:00.000Z',
        active: 1,
        max_uses: 100,
        used: 0,
        per_mobile_limit: 1,
      });
      const cats = await ctx.database.db
        .selectFrom('promo_code_categories')
        .select('category_id')
        .where('promo_code_id', '=', id)
        .execute();
      expect(cats.map((c) => c.category_id)).toEqual([FX.cat.phones]);

      const info = (await call('GET', `/api/admin/promoCodes/info/${id}`)).json().data;
      const field = (n: string) => info.fields.find((f: { name: string }) => f.name === n);
      expect(field('code').value).toBe('SPRING15');
      expect(field('startsAt').value).toBe('2026-03-01T00:00');
      expect(field('percent')).toMatchObject({ value: 15, showIf: { field: 'kind', values: ['percent'] } });
      expect(field('amount')).toMatchObject({ component: 'money', value: null });
      expect(field('used')).toMatchObject({ readOnly: true, value: 0 });
      expect(field('categories').options).toEqual(
        expect.arrayContaining([{ value: FX.cat.android, label: 'Electronics › Smartphones › Android phones' }]),
      );
      expect(field('brands').value).toEqual([FX.brand.samsung]);

      const list = (await call('GET', '/api/admin/promoCodes?q=spring')).json().data;
      expect(list.items).toEqual([
        expect.objectContaining({ id, code: 'SPRING15', discount: '15 %', used: '0 / 100', active: true }),
      ]);
      expect(
        (await call('GET', '/api/admin/promoCodes?f.active=0')).json().data.items.map((i: { code: string }) => i.code),
      ).not.toContain('SPRING15');
      const audit = await auditOf(ctx.database, 'promoCodes', id);
      expect(audit.map((a) => a.action)).toEqual(['create']);
    });

    it('refuses a duplicate code whatever its case, with a field error, on create and on update', async () => {
      const dup = await call('POST', '/api/admin/promoCodes/create', valid({ code: 'Volt10' }));
      expect(dup.statusCode).toBe(400);
      expect(dup.json().errors).toEqual({ code: 'This code already exists' });
      const mine = (await call('POST', '/api/admin/promoCodes/create', valid({ code: 'unique-1' }))).json().data.id;
      const clash = await call('POST', `/api/admin/promoCodes/update/${mine}`, valid({ code: 'summer25' }));
      expect(clash.statusCode).toBe(400);
      expect(clash.json().errors).toEqual({ code: 'This code already exists' });
      // saving itself under its own code is no clash
      expect(
        (await call('POST', `/api/admin/promoCodes/update/${mine}`, valid({ code: 'UNIQUE-1', percent: 20 })))
          .statusCode,
      ).toBe(200);
      // two staff members saving the same new code at once: one wins, the other gets the field error
      const both = await Promise.all([
        call('POST', '/api/admin/promoCodes/create', valid({ code: 'race' })),
        call('POST', '/api/admin/promoCodes/create', valid({ code: 'RACE' })),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const n = await ctx.database.db.selectFrom('promo_codes').select('id').where('code', '=', 'RACE').execute();
      expect(n.length).toBe(1);
    });

    it('switches between percent and an amount in qəpik, updates the scope, and keeps only the changes in the trail', async () => {
      const id = (await call('POST', '/api/admin/promoCodes/create', valid({ code: 'flex' }))).json().data.id;
      const r = await call(
        'POST',
        `/api/admin/promoCodes/update/${id}`,
        valid({
          code: 'flex',
          kind: 'amount',
          percent: null,
          amount: 2_500,
          categories: [],
          brands: [FX.brand.apple, FX.brand.apple],
        }),
      );
      expect(r.statusCode).toBe(200);
      const row = await ctx.database.db
        .selectFrom('promo_codes')
        .select(['kind', 'value'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ kind: 'amount', value: 2_500 });
      expect(
        (
          await ctx.database.db
            .selectFrom('promo_code_categories')
            .select('category_id')
            .where('promo_code_id', '=', id)
            .execute()
        ).length,
      ).toBe(0);
      expect(
        (
          await ctx.database.db
            .selectFrom('promo_code_brands')
            .select('brand_id')
            .where('promo_code_id', '=', id)
            .execute()
        ).map((b) => b.brand_id),
      ).toEqual([FX.brand.apple]);
      const last = (await auditOf(ctx.database, 'promoCodes', id)).at(-1)!;
      expect(JSON.parse(last.before_json!)).toEqual({
        kind: 'percent',
        percent: 15,
        amount: null,
        categories: [FX.cat.phones],
        brands: [FX.brand.samsung],
      });
      expect(JSON.parse(last.after_json!)).toEqual({
        kind: 'amount',
        percent: null,
        amount: 2_500,
        categories: [],
        brands: [FX.brand.apple],
      });
      const listed = (await call('GET', '/api/admin/promoCodes?q=flex')).json().data.items[0];
      expect(listed.discount).toBe('25.00 ₼');
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const valid = (over: Record<string, unknown> = {}) => validCode({ code: 'fresh-one', ...over });
      const before = (await ctx.database.db.selectFrom('promo_codes').select('id').execute()).length;
      const cases: [Record<string, unknown>, string[]][] = [
        [valid({ code: '' }), ['code']],
        [valid({ code: 'has space' }), ['code']],
        [valid({ code: '<b>X</b>' }), ['code']],
        [valid({ code: 'X'.repeat(33) }), ['code']],
        [valid({ kind: 'gift' }), ['kind']],
        [valid({ percent: 0 }), ['percent']],
        [valid({ percent: 101 }), ['percent']],
        [valid({ percent: null }), ['percent']],
        [valid({ kind: 'amount', percent: null, amount: null }), ['amount']],
        [valid({ kind: 'amount', amount: 12.5 }), ['amount']],
        [valid({ minTotal: -1 }), ['minTotal']],
        [valid({ startsAt: '2026-02-30T10:00' }), ['startsAt']],
        [valid({ endsAt: 'tomorrow' }), ['endsAt']],
        [valid({ startsAt: '2026-05-01T00:00', endsAt: '2026-04-01T00:00' }), ['endsAt']],
        [valid({ maxUses: 0 }), ['maxUses']],
        [valid({ categories: [999] }), ['categories']],
        [valid({ brands: ['x'] }), ['brands.0']],
        [valid({ active: 'yes' }), ['active']],
        [valid({ used: 5 }), ['used']],
        [{}, ['active', 'code', 'kind', 'minTotal']],
      ];
      for (const [body, fields] of cases) {
        const r = await call('POST', '/api/admin/promoCodes/create', body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(r.json().errors ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
      }
      expect((await ctx.database.db.selectFrom('promo_codes').select('id').execute()).length).toBe(before);
      expect((await call('POST', '/api/admin/promoCodes/update/999999', valid({ code: 'nobody' }))).statusCode).toBe(
        404,
      );
      expect((await call('GET', '/api/admin/promoCodes/info/999999')).statusCode).toBe(404);
    });

    it('tells every field error of one save at once: the rules across fields with the schema errors elsewhere', async () => {
      const before = (await ctx.database.db.selectFrom('promo_codes').select('id').execute()).length;
      const both = validCode({
        code: 'all-at-once',
        percent: null,
        startsAt: '2026-05-01T00:00',
        endsAt: '2026-04-01T00:00',
      });
      const r = await call('POST', '/api/admin/promoCodes/create', both);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ percent: 'Required field', endsAt: 'The end must come after the start' });
      // and with errors of the schema elsewhere in the same request
      const more = await call('POST', '/api/admin/promoCodes/create', {
        ...both,
        code: 'has space',
        minTotal: -1,
        extra: 1,
      });
      expect(more.statusCode).toBe(400);
      expect(Object.keys(more.json().errors).sort()).toEqual(['code', 'endsAt', 'extra', 'minTotal', 'percent']);
      const amount = await call('POST', '/api/admin/promoCodes/create', {
        ...both,
        kind: 'amount',
        maxUses: 0,
        active: 'yes',
      });
      expect(Object.keys(amount.json().errors).sort()).toEqual(['active', 'amount', 'endsAt', 'maxUses']);
      // the same on update
      const id = (await call('POST', '/api/admin/promoCodes/create', valid({ code: 'later-fixed' }))).json().data.id;
      const upd = await call('POST', `/api/admin/promoCodes/update/${id}`, {
        ...both,
        code: 'later-fixed',
        minTotal: 'x',
      });
      expect(Object.keys(upd.json().errors).sort()).toEqual(['endsAt', 'minTotal', 'percent']);
      expect((await ctx.database.db.selectFrom('promo_codes').select('id').execute()).length).toBe(before + 1);
    });

    it('removes an unused code; a used one stays (409) and can be switched off instead', async () => {
      const fresh = (await call('POST', '/api/admin/promoCodes/create', valid({ code: 'gone' }))).json().data.id;
      expect((await call('POST', `/api/admin/promoCodes/remove/${fresh}`, {})).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/promoCodes/info/${fresh}`)).statusCode).toBe(404);
      expect((await auditOf(ctx.database, 'promoCodes', fresh)).map((a) => a.action)).toEqual(['create', 'remove']);

      // APPLE50 of the fixtures has a use
      const apple = (
        await ctx.database.db
          .selectFrom('promo_codes')
          .select('id')
          .where('code', '=', 'APPLE50')
          .executeTakeFirstOrThrow()
      ).id;
      const r = await call('POST', `/api/admin/promoCodes/remove/${apple}`, {});
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatch(/switch it off/);
      expect((await call('GET', `/api/admin/promoCodes/info/${apple}`)).statusCode).toBe(200);
      expect((await call('POST', '/api/admin/promoCodes/remove/999999', {})).statusCode).toBe(404);

      const reader = await signedInStaff(made, ctx.database, { permissions: ['admin.access', 'promoCodes.read'] });
      expect(
        (await reader.jar.call(made.app, 'POST', '/api/admin/promoCodes/create', valid({ code: 'nope' }))).statusCode,
      ).toBe(403);
      expect((await reader.jar.call(made.app, 'POST', `/api/admin/promoCodes/remove/${apple}`, {})).statusCode).toBe(
        403,
      );
    });

    it('campaigns: list and read-only record; verify switches a campaign off and on, the shop and its index follow', async () => {
      const list = await call('GET', '/api/admin/campaigns');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.items).toEqual([
        expect.objectContaining({
          id: 1,
          title: 'Summer sale',
          products: 2,
          active: true,
          verified: true,
          siteUrl: '/yay-endirimi',
        }),
      ]);
      const info = (await call('GET', '/api/admin/campaigns/info/1')).json().data;
      expect(info).toMatchObject({ readOnly: true, badge: { tone: 'success' } });
      expect(info.fields.every((f: { readOnly?: boolean }) => f.readOnly)).toBe(true);
      // read and verify only: no create, update or remove routes
      expect((await call('POST', '/api/admin/campaigns/update/1', {})).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/campaigns/remove/1', {})).statusCode).toBe(404);

      const versionBefore = (
        await ctx.database.db.selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()
      ).version;
      // what the shop's campaigns page reads
      const shopList = async () => {
        const r = await made.services.pages.campaigns('en');
        return r.ok ? r.data.items.map((c) => c.title) : [];
      };
      expect(await shopList()).toContain('Summer sale');
      const off = await call('POST', '/api/admin/campaigns/verify/1', { verified: false });
      expect(off.statusCode).toBe(200);
      expect(
        (await ctx.database.db.selectFrom('campaigns').select('active').where('id', '=', 1).executeTakeFirstOrThrow())
          .active,
      ).toBe(0);
      const versionAfter = (
        await ctx.database.db.selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()
      ).version;
      expect(versionAfter).toBeGreaterThan(versionBefore);
      expect(await shopList()).not.toContain('Summer sale');
      expect((await call('GET', '/api/admin/campaigns?f.active=1')).json().data.items).toEqual([]);
      expect((await call('POST', '/api/admin/campaigns/verify/1', { verified: true })).statusCode).toBe(200);
      expect((await auditOf(ctx.database, 'campaigns', 1)).map((a) => a.action)).toEqual(['unverify', 'verify']);
      expect((await call('POST', '/api/admin/campaigns/verify/999', { verified: true })).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/campaigns/verify/1', { verified: true, extra: 1 })).statusCode).toBe(400);

      const operator = await signedInStaff(made, ctx.database, { roles: ['operator'] });
      expect(
        (await operator.jar.call(made.app, 'POST', '/api/admin/campaigns/verify/1', { verified: false })).statusCode,
      ).toBe(403);
    });
  },
  insertCartFixtures,
);
