import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseCsv } from '../../../domain/admin/csv.ts';
import { describeEachEngine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import { ORDERS_CSV_PAGE } from './orders-csv.ts';
import { insertOrder } from './sales.fixtures.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;

describeEachEngine('back office: the orders CSV export (ADM-22)', (ctx) => {
  let made: Made;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let ids: { cashPickup: number; cardDelivery: number; cancelled: number };
  beforeAll(async () => {
    made = await adminApp(ctx.database);
    owner = await signedInStaff(made, ctx.database, { roles: ['owner'], lang: 'en' });
    ids = {
      // 2026-11-10 03:00 in Baku
      cashPickup: await insertOrder(ctx.database, {
        status: 'new',
        total: 129_950,
        createdAt: '2026-11-09T23:00:00.000Z',
        fullName: '=HYPERLINK("http://evil.test","click")',
        mobile: '994501112233',
      }),
      cardDelivery: await insertOrder(
        ctx.database,
        {
          status: 'delivered',
          total: 5,
          createdAt: '2026-11-12T08:30:00.000Z',
          payment: 'card',
          delivery: 'delivery',
          fullName: 'Ali, "Vəli" oğlu',
        },
        { paid: 1, email: '@evil.test' },
      ),
      cancelled: await insertOrder(ctx.database, {
        status: 'cancelled',
        total: 20_000,
        createdAt: '2026-11-15T10:00:00.000Z',
        fullName: '-Nigar',
      }),
    };
  });
  afterAll(async () => {
    await made.app.close();
  });
  const get = (query: string, jar = owner.jar) => jar.call(made.app, 'GET', `/api/admin/orders/export.csv${query}`);
  const records = (body: string) => parseCsv(body, ',').map((r) => r.cells);

  it('streams every order newest first with a header in the staff member’s language, amounts in AZN, cells defused', async () => {
    const r = await get('');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(
      r.body.startsWith('\uFEFFNumber,Date,Status,Customer,Mobile,Email,Payment,Paid,Delivery,"Total, AZN"\r\n'),
    ).toBe(true);
    const rows = records(r.body);
    expect(rows.slice(1).map((c) => Number(c[0]))).toEqual([ids.cancelled, ids.cardDelivery, ids.cashPickup]);
    const byId = new Map(rows.slice(1).map((c) => [Number(c[0]), c]));
    expect(byId.get(ids.cashPickup)).toEqual([
      String(ids.cashPickup),
      '2026-11-10 03:00',
      'New',
      `'=HYPERLINK("http://evil.test","click")`,
      '994 50 111 22 33',
      '',
      'Cash',
      'no',
      'Pickup',
      '1299.50',
    ]);
    expect(byId.get(ids.cardDelivery)).toMatchObject({
      2: 'Delivered',
      3: 'Ali, "Vəli" oğlu',
      5: "'@evil.test",
      6: 'Card',
      7: 'yes',
      8: 'Delivery',
      9: '0.05',
    });
    expect(byId.get(ids.cancelled)![3]).toBe("'-Nigar");
  });

  it('honours the list’s filters: status, payment, delivery, a day, a range of days, the search', async () => {
    const numbers = async (q: string) =>
      records((await get(q)).body)
        .slice(1)
        .map((c) => Number(c[0]));
    expect(await numbers('?f.status=new')).toEqual([ids.cashPickup]);
    expect(await numbers('?f.payment=card')).toEqual([ids.cardDelivery]);
    expect(await numbers('?f.delivery=pickup')).toEqual([ids.cancelled, ids.cashPickup]);
    expect(await numbers('?f.date=2026-11-10')).toEqual([ids.cashPickup]);
    // a day is Baku's: 23:00 UTC on the 9th is the 10th
    expect(await numbers('?f.date=2026-11-09')).toEqual([]);
    expect(await numbers('?f.from=2026-11-11&f.to=2026-11-15')).toEqual([ids.cancelled, ids.cardDelivery]);
    expect(await numbers('?f.to=2026-11-12')).toEqual([ids.cardDelivery, ids.cashPickup]);
    expect(await numbers('?q=Nigar')).toEqual([ids.cancelled]);
    // the list answers the same orders
    const list = (await owner.jar.call(made.app, 'GET', '/api/admin/orders?f.from=2026-11-11&f.to=2026-11-15')).json()
      .data;
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([ids.cancelled, ids.cardDelivery]);
  });

  it('refuses a bad filter with the list’s field errors (400, JSON), and staff without orders.read with 403', async () => {
    const bad = await get('?f.status=teleported&f.from=2026-02-30&f.colour=red');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['f.colour']);
    const bad2 = await get('?f.status=teleported&f.from=2026-02-30');
    expect(bad2.statusCode).toBe(400);
    expect(Object.keys(bad2.json().errors).sort()).toEqual(['f.from', 'f.status']);

    const editor = await signedInStaff(made, ctx.database, { roles: ['editor'] });
    const denied = await get('', editor.jar);
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).toMatch(/application\/json/);
    const anonymous = await made.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads page after page: more orders than one page are all in the file, once', async () => {
    const many = ORDERS_CSV_PAGE + 3;
    const at = '2026-10-01T08:00:00.000Z';
    for (let i = 0; i < many; i++) await insertOrder(ctx.database, { status: 'paid', total: 100 + i, createdAt: at });
    const rows = records((await get('?f.date=2026-10-01')).body).slice(1);
    expect(rows).toHaveLength(many);
    expect(new Set(rows.map((c) => c[0])).size).toBe(many);
  });
});
