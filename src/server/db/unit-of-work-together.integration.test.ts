import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../testing/test-db.ts';
import { TransactionalConnection } from './unit-of-work.ts';

/** How long each statement was in flight, by its text (the database's statement log). */
function flights() {
  const ms = new Map<string, number>();
  return { log: (text: string, t: number) => void ms.set(text.trim(), t), ms };
}

const KEY = { operation: 'together', request_hash: 'h', reply: '{}', created_at: '2026-11-30T00:00:00.000Z' };

for (const engine of engines()) {
  describe(`unit of work: statements together [${engine}]`, () => {
    const f = flights();
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let connection: TransactionalConnection;
    beforeAll(async () => {
      database = await createTestDatabase(engine, { log: f.log });
      connection = new TransactionalConnection(database);
    }, 120_000);
    afterAll(() => database?.dispose());

    const keys = async () =>
      (
        await database.db.selectFrom('idempotency_keys').select('key').where('operation', '=', 'together').execute()
      ).map((r) => r.key);

    // PostgreSQL only: on SQLite a statement is a call in the process, no round trip
    if (engine === 'postgres')
      it('started together, two statements are in flight together (one round trip); on the unit itself, one after the other', async () => {
        await connection.transaction(async (uow) => {
          // Kysely queues a transaction's statements: the second is written once the first is answered
          await Promise.all([
            sql`SELECT pg_sleep(0.3) AS a`.execute(uow.executor),
            sql`SELECT 1 AS b`.execute(uow.executor),
          ]);
          expect(f.ms.get('SELECT 1 AS b')).toBeLessThan(150);
          await uow.together((both) =>
            Promise.all([
              sql`SELECT pg_sleep(0.3) AS c`.execute(both.executor),
              sql`SELECT 2 AS d`.execute(both.executor),
            ]),
          );
        });
        // written right behind the first, the second was answered after it: in flight for the first's 0.3 s too
        expect(f.ms.get('SELECT 2 AS d')).toBeGreaterThanOrEqual(250);
      });

    it('the statements are the transaction’s: committed with it, rolled back with it', async () => {
      await connection.transaction((uow) =>
        uow.together(async (both) => {
          expect(both.inTransaction).toBe(true);
          await Promise.all([
            both.executor
              .insertInto('idempotency_keys')
              .values({ ...KEY, key: 'kept-1' })
              .execute(),
            both.executor
              .insertInto('idempotency_keys')
              .values({ ...KEY, key: 'kept-2' })
              .execute(),
          ]);
        }),
      );
      await expect(
        connection.transaction(async (uow) => {
          await uow.together((both) =>
            both.executor
              .insertInto('idempotency_keys')
              .values({ ...KEY, key: 'undone' })
              .execute(),
          );
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await keys()).sort()).toEqual(['kept-1', 'kept-2']);
    });

    it('a statement the database refuses fails the work and its transaction; the next transaction is served', async () => {
      const attempt = connection.transaction((uow) =>
        uow.together(async (both) => {
          const dup = both.executor
            .insertInto('idempotency_keys')
            .values({ ...KEY, key: 'kept-1' })
            .execute();
          const after = both.executor
            .insertInto('idempotency_keys')
            .values({ ...KEY, key: 'after-dup' })
            .execute();
          // the second fails too on PostgreSQL (the transaction is aborted); neither stays
          await Promise.allSettled([dup, after]);
          await dup;
        }),
      );
      await expect(attempt).rejects.toThrow(/unique|duplicate/i);
      expect(await keys()).not.toContain('after-dup');
      await connection.transaction((uow) =>
        uow.together((both) =>
          both.executor
            .insertInto('idempotency_keys')
            .values({ ...KEY, key: 'next' })
            .execute(),
        ),
      );
      expect(await keys()).toContain('next');
    });

    it('outside a transaction the work gets the unit itself', async () => {
      const seen = await connection.shared.together(async (u) => u);
      expect(seen).toBe(connection.shared);
    });
  });
}
