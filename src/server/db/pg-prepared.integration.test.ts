import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './kysely.ts';
import { DEFAULT_PG_PREPARED } from './pg-prepared.ts';
import { createTestDatabase } from '../testing/test-db.ts';

// the tests use their own table; the app's schema does not matter here
type Items = { items: { id: number; name: string; price: number } };

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL named prepared statements (pg-prepared.ts)', () => {
  let database: Database & { dispose(): Promise<void> };
  let db: Kysely<Items>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.db as unknown as Kysely<Items>;
    await sql`CREATE TABLE items (id integer PRIMARY KEY, name text NOT NULL, price integer NOT NULL)`.execute(db);
    await db
      .insertInto('items')
      .values(Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `item ${i + 1}`, price: (i + 1) * 100 })))
      .execute();
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('prepares a repeated query once per connection and answers each value with its own row', async () => {
    // one connection, so what it holds prepared can be seen from it
    await db.connection().execute(async (c) => {
      const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(c))
        .rows[0]!.n;
      for (let id = 1; id <= 20; id++) {
        expect(await c.selectFrom('items').select(['name', 'price']).where('id', '=', id).executeTakeFirst()).toEqual({
          name: `item ${id}`,
          price: id * 100,
        });
      }
      const after = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(c))
        .rows[0]!.n;
      // the lookup, and the count itself once
      expect(after - before).toBeLessThanOrEqual(2);
      expect(after - before).toBeGreaterThanOrEqual(1);
    });
  });

  it("leaves the shop's statements room after the migrations: schema changes run unnamed", async () => {
    // the test database was migrated through this pool: 34 migrations' CREATE/ALTER would have filled the capacity
    await db.connection().execute(async (c) => {
      await sql`CREATE TABLE scratch (id integer PRIMARY KEY)`.execute(c);
      await sql`DROP TABLE scratch`.execute(c);
      const names = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(c);
      expect(names.rows.length).toBeLessThan(DEFAULT_PG_PREPARED / 4);
      expect(names.rows.filter((r) => /^\s*(create|alter|drop)\b/i.test(r.statement))).toEqual([]);
    });
  });

  it('keeps answering after another process adds a column (statements with * run unnamed)', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = new URL(database.describe).pathname;
    const other = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await db.connection().execute(async (c) => {
        expect(await c.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({
          id: 1,
          name: 'item 1',
          price: 100,
        });
        expect(await c.selectFrom('items').select(['name']).where('id', '=', 2).executeTakeFirst()).toEqual({
          name: 'item 2',
        });
        await sql`ALTER TABLE items ADD COLUMN note text`.execute(other.db);
        expect(await c.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({
          id: 1,
          name: 'item 1',
          price: 100,
          note: null,
        });
        expect(await c.selectFrom('items').select(['name']).where('id', '=', 2).executeTakeFirst()).toEqual({
          name: 'item 2',
        });
      });
    } finally {
      await other.close();
    }
  });
});
