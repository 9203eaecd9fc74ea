import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './kysely.ts';
import { createTestDatabase } from '../testing/test-db.ts';

// a table of the test's own; the app's schema does not matter here
type Notes = { notes: { id: number; text: string } };

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: BEGIN written with the first statement', () => {
  let database: Database & { dispose(): Promise<void> };
  let db: Kysely<Notes>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.db as unknown as Kysely<Notes>;
    await sql`CREATE TABLE notes (id integer PRIMARY KEY, text text NOT NULL)`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });
  const texts = async () => (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((r) => r.text);

  it('the first statement runs inside the transaction: rolled back with it, kept with its commit', async () => {
    await expect(
      db.transaction().execute(async (t) => {
        await t.insertInto('notes').values({ id: 1, text: 'rolled back' }).execute();
        // the same transaction: the server's transaction id is the one of the first statement
        const [a, b] = await Promise.all([
          sql<{ x: string }>`SELECT txid_current()::text AS x`.execute(t),
          sql<{ x: string }>`SELECT txid_current()::text AS x`.execute(t),
        ]);
        expect(a.rows[0]!.x).toBe(b.rows[0]!.x);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await texts()).toEqual([]);
    await db.transaction().execute((t) => t.insertInto('notes').values({ id: 2, text: 'kept' }).execute());
    expect(await texts()).toEqual(['kept']);
  });

  it('a first statement the server refuses rolls back, and the connection serves the next transaction', async () => {
    await db.connection().execute(async (c) => {
      await expect(
        c.transaction().execute((t) => t.insertInto('notes').values({ id: 2, text: 'duplicate' }).execute()),
      ).rejects.toThrow(/duplicate key/);
      await c.transaction().execute((t) => t.insertInto('notes').values({ id: 3, text: 'after' }).execute());
    });
    expect(await texts()).toEqual(['kept', 'after']);
  });

  it('a connection lost before BEGIN fails the transaction; the pool opens a new one for the next', async () => {
    const killer = await createTestDatabase('postgres');
    try {
      await db.connection().execute(async (c) => {
        const { pid } = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(c)).rows[0]!;
        const url = new URL(database.describe);
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ${pid} AND datname = ${url.pathname.slice(1)}`.execute(
          killer.db,
        );
        await expect(
          c.transaction().execute((t) => t.insertInto('notes').values({ id: 4, text: 'lost' }).execute()),
        ).rejects.toThrow();
      });
    } finally {
      await killer.dispose();
    }
    expect(await texts()).toEqual(['kept', 'after']);
  });
});
