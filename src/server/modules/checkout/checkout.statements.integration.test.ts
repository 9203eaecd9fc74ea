import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type Engine } from '../../testing/test-db.ts';
import { insertCartFixtures } from '../cart/cart.fixtures.ts';
import { FX } from '../catalog/catalog.fixtures.ts';
import { setStockAt } from '../catalog/stock.fixtures.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter } from './checkout.fixtures.ts';

/**
 * The statements one placed order costs (decisions 0045, 0069, 0089, 0095): every statement is a round trip on
 * PostgreSQL, and the round trips are most of an order's CPU there. Counted from the database's own statement log
 * for the request with the code and the SMS it sends after the commit; a statement added to the money path shows up here first.
 */
const EXPECTED: Record<Engine, string[]> = {
  // code spent (with the buyer's lock), the limit and the buyer's facts, the products priced, the products' takes
  // locked for the cluster, the order with its lines, history, idempotency key, SMS and the units taken with their
  // sum and record (decision 0101); after the commit the SMS sent
  postgres: [
    'begin',
    'update otp_challenges',
    'select orders',
    'select products',
    'advisory locks',
    'with orders',
    'commit',
    'update sms_outbox',
  ],
  // no round trips: the order, its lines and history, the key, the SMS, and the take's three writes each on their own
  sqlite: [
    'begin immediate',
    'update otp_challenges',
    'select orders',
    'select products',
    'insert orders',
    'insert order_lines',
    'insert order_events',
    'insert sms_outbox',
    'insert idempotency_keys',
    'update product_stock',
    'update products',
    'insert order_stock_takes',
    'commit',
    'update sms_outbox',
  ],
};

/**
 * PostgreSQL: the round trips, as groups of statements in flight together (a connection's queries are written as they
 * come and answered in order): BEGIN goes with the code's statement (decision 0097, answered at once to the caller),
 * and with them the buyer's facts and the products (decisions 0099, 0102), the takes' locks with the order (decision
 * 0101).
 */
const ROUND_TRIPS = [
  ['begin', 'update otp_challenges', 'select orders', 'select products'],
  ['advisory locks', 'with orders'],
  ['commit'],
  ['update sms_outbox'],
];

/** Statements grouped by overlapping time in flight (each from written to answered), in the order written. */
function inFlightTogether(sent: readonly { gist: string; start: number; end: number }[]): string[][] {
  const groups: { gists: string[]; end: number }[] = [];
  for (const s of sent) {
    const last = groups[groups.length - 1];
    if (last && s.start <= last.end) {
      last.gists.push(s.gist);
      last.end = Math.max(last.end, s.end);
    } else groups.push({ gists: [s.gist], end: s.end });
  }
  return groups.map((g) => g.gists);
}

/**
 * "update otp_challenges", "select orders", "with orders" (a data-modifying CTE that first writes `orders`),
 * "advisory locks" (a SELECT that only takes them).
 */
function gist(text: string): string {
  const s = text.replace(/\s+/g, ' ').replace(/"/g, '').trim();
  if (/^select\b[^(]*\(pg_advisory_xact_lock\(/i.test(s)) return 'advisory locks';
  const cte = /^WITH \w+ AS \( ?(?:INSERT INTO|UPDATE) (\w+)/i.exec(s);
  if (cte) return `with ${cte[1]}`;
  const write = /^(insert into|update|delete from) (\w+)/i.exec(s);
  if (write) return `${write[1]!.split(' ')[0]!.toLowerCase()} ${write[2]}`;
  const read = /^select\b.*?\bfrom (\w+)/i.exec(s);
  return read ? `select ${read[1]}` : s.slice(0, 60);
}

/**
 * PostgreSQL: each statement as node-postgres writes it to a connection, with when it was written and answered, in the
 * order written. Kysely's log comes when a statement's caller has its answer: statements answered in one read of the
 * socket reach their callers in an order that depends on how many steps each caller's code takes after it.
 */
function recordWrites(written: (statement: { text: string; start: number; end: number }) => void): () => void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text);
    // answered: its end is set then
    const statement = { text, start: performance.now(), end: Number.POSITIVE_INFINITY };
    written(statement);
    const result = query.apply(this, args);
    const answered = () => {
      statement.end = performance.now();
    };
    if (result instanceof Promise) result.then(answered, answered);
    return result;
  };
  return () => {
    proto.query = query;
  };
}

for (const engine of engines()) {
  describe(`statements per placed order [${engine}]`, () => {
    let counting = false;
    // in the order written (SQLite: run, one at a time)
    const timed: { text: string; start: number; end: number }[] = [];
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let restore = () => {};
    beforeAll(async () => {
      if (engine === 'postgres')
        restore = recordWrites((statement) => {
          if (counting) timed.push(statement);
        });
      database = await createTestDatabase(engine, {
        log: (text, ms) => {
          if (!counting || engine === 'postgres') return;
          const end = performance.now();
          timed.push({ text, start: end - ms, end });
        },
      });
      await insertCartFixtures(database);
    }, 300_000);
    afterAll(async () => {
      restore();
      await database?.dispose();
    });

    it('a cash pickup order of one product with its code costs the statements listed, each once, and texts the shopper once', async () => {
      await setStockAt(database.db, FX.product.redmi, 5);
      const { app } = await checkoutApp(database);
      const submit = submitter(app);
      const mobile = buyerMobile(8801);
      const payload = pickupCash(mobile, [{ id: FX.product.redmi, qty: 1 }]);
      const key = randomUUID();
      const first = await submit(payload, key);
      expect(first.body.data?.next).toBe('otp');
      const code = await lastCode(database, mobile);
      counting = true;
      const done = await submit({ ...payload, otpToken: first.body.data!.otpToken, otpCode: code }, key);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      // the SMS goes out after the reply: wait for it (these reads are the test's, left out below), then stop counting
      const sms = () =>
        database.db
          .selectFrom('sms_outbox')
          .select(['status', 'attempts', 'body'])
          .where('mobile', '=', mobile)
          .where('purpose', '=', 'order')
          .executeTakeFirst();
      await expect.poll(async () => (await sms())?.status).toBe('sent');
      counting = false;
      // sent once, its whole text with the order's id where the message names it (on PostgreSQL the order's own
      // statement writes it around the id that statement makes, decision 0095)
      const { orderId, token } = done.body.data as { orderId: number; token: string };
      const text = await sms();
      expect(text?.attempts).toBe(1);
      expect(text?.body).toMatch(
        new RegExp(
          `^Volt: your order No\\. ${orderId} for 499[.,]00 ₼ has been accepted\\. We will call you soon\\. Order: \\S+/order\\?token=${token}$`,
        ),
      );
      // the catalogue index may ask for its version at most once a second, whatever the request: not the order's
      const order = timed
        .map((t) => ({ ...t, gist: gist(t.text) }))
        .filter((t) => t.gist !== 'select catalog_state' && t.gist !== 'select sms_outbox');
      expect(order.map((t) => t.gist)).toEqual(EXPECTED[engine]);
      if (engine === 'postgres') expect(inFlightTogether(order)).toEqual(ROUND_TRIPS);
    });
  });
}
