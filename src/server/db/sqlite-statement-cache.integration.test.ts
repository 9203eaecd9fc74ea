import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './kysely.ts';
import { StatementCache } from './sqlite-statement-cache.ts';

// the tests use their own table; the app's schema does not matter here
type Items = { items: { id: number; name: string; price: number } };

const open: Database[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
});

async function itemsDb(statementCacheSize?: number): Promise<{ database: Database; db: Kysely<Items> }> {
  const database = await openDatabase({ sqliteFile: ':memory:', statementCacheSize });
  open.push(database);
  const db = database.db as unknown as Kysely<Items>;
  await sql`CREATE TABLE items (id integer PRIMARY KEY, name text NOT NULL, price integer NOT NULL)`.execute(db);
  await db
    .insertInto('items')
    .values(Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `item ${i + 1}`, price: (i + 1) * 100 })))
    .execute();
  return { database, db };
}

const stats = (d: Database) => d.statementCache!.stats();

describe('SQLite prepared statements are reused', () => {
  it('compiles a repeated query once and answers each value with its own row', async () => {
    const { database, db } = await itemsDb();
    const before = stats(database);
    for (let id = 1; id <= 50; id++) {
      const row = await db.selectFrom('items').select(['name', 'price']).where('id', '=', id).executeTakeFirst();
      expect(row).toEqual({ name: `item ${id}`, price: id * 100 });
    }
    const after = stats(database);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(49);
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const { database, db } = await itemsDb(4);
    const byColumn = (column: 'id' | 'name' | 'price', id: number) =>
      db.selectFrom('items').select(column).where('id', '=', id).executeTakeFirstOrThrow();
    const byNames = (n: number) =>
      db
        .selectFrom('items')
        .select('id')
        .where(
          'name',
          'in',
          Array.from({ length: n }, (_, i) => `item ${i + 1}`),
        )
        .execute();
    for (let n = 1; n <= 20; n++) {
      expect((await byNames(n)).length).toBe(n); // 20 texts: "in (?)", "in (?, ?)", …
      await byColumn('price', 7); // used between each: stays cached
      expect(stats(database).size).toBeLessThanOrEqual(4);
    }
    const s0 = stats(database);
    expect(await byColumn('price', 7)).toEqual({ price: 700 });
    expect(stats(database).hits).toBe(s0.hits + 1);
    expect((await byNames(1)).length).toBe(1); // long evicted: compiled again, still right
    expect(stats(database).misses).toBe(s0.misses + 1);
  });

  it('stays correct through writes, transactions, rollbacks and a schema change', async () => {
    const { database, db } = await itemsDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let i = 0; i < 5; i++) {
      await db.transaction().execute((trx) =>
        trx
          .insertInto('items')
          .values({ id: 100 + i, name: `new ${i}`, price: 1 })
          .execute(),
      );
    }
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 200, name: 'gone', price: 1 }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(55);
    const all = () => sql<Record<string, unknown>>`SELECT * FROM items WHERE id = ${1}`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'item 1', price: 100 }]);
    await sql`ALTER TABLE items ADD COLUMN stock integer NOT NULL DEFAULT 3`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'item 1', price: 100, stock: 3 }]);
    expect(stats(database).hits).toBeGreaterThan(0);
  });

  it('hands out a fresh statement while the cached one is still being read', () => {
    const raw = new BetterSqlite3(':memory:');
    const cache = new StatementCache(raw, 8);
    try {
      raw.exec('CREATE TABLE t (n integer); INSERT INTO t VALUES (1), (2), (3)');
      const q = 'SELECT n FROM t WHERE n >= ? ORDER BY n';
      const first = cache.prepare(q);
      const rows = first.iterate([1]);
      expect(rows.next().value).toEqual({ n: 1 });
      const second = cache.prepare(q);
      expect(second).not.toBe(first);
      expect(second.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
      expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
      expect(cache.prepare(q)).toBe(first);
    } finally {
      cache.close();
    }
  });

  it('compiles very long SQL (bulk inserts) each time instead of keeping it', async () => {
    const { database, db } = await itemsDb();
    const size = stats(database).size;
    const ids = Array.from({ length: 5_000 }, (_, i) => i + 1); // about 15,000 characters of SQL
    expect((await db.selectFrom('items').select('id').where('id', 'in', ids).execute()).length).toBe(50);
    expect(stats(database).size).toBe(size);
  });

  it('prepares every query anew when its size is 0', async () => {
    const { database, db } = await itemsDb(0);
    await db.selectFrom('items').selectAll().where('id', '=', 1).execute();
    await db.selectFrom('items').selectAll().where('id', '=', 2).execute();
    expect(stats(database)).toMatchObject({ size: 0, hits: 0 });
  });
});
