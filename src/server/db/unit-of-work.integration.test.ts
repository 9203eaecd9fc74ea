import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { PlacesRepo } from '../modules/places/places.repo.ts';
import { TransactionalConnection, UnitOfWork } from './unit-of-work.ts';

describeEachEngine('unit of work', (ctx) => {
  it('the shared unit and a transaction unit each build a repository once, bound to their own executor', async () => {
    const connection = new TransactionalConnection(ctx.database);
    expect(connection.on(null)).toBe(connection.shared);
    expect(connection.on(ctx.database.db)).toBe(connection.shared);
    expect(connection.shared.repo(PlacesRepo)).toBe(connection.shared.repo(PlacesRepo));
    expect(connection.shared.inTransaction).toBe(false);
    const seen = await connection.transaction(async (uow) => {
      expect(uow).not.toBe(connection.shared);
      expect(uow.inTransaction).toBe(true);
      expect(connection.on(uow)).toBe(uow);
      expect(uow.repo(PlacesRepo)).toBe(uow.repo(PlacesRepo));
      expect(uow.repo(PlacesRepo)).not.toBe(connection.shared.repo(PlacesRepo));
      return uow.repo(PlacesRepo).cities();
    });
    expect(seen).toEqual(await connection.shared.repo(PlacesRepo).cities());
  });

  it("a transaction handed in (the back office's) becomes a unit on it; a failure rolls the unit's writes back", async () => {
    const connection = new TransactionalConnection(ctx.database);
    await ctx.database.db.transaction().execute(async (tx) => {
      const uow = connection.on(tx);
      expect(uow).toBeInstanceOf(UnitOfWork);
      expect(uow.executor).toBe(tx);
    });
    const key = `uow-${Date.now()}`;
    await expect(
      connection.transaction(async (uow) => {
        await uow.executor
          .insertInto('idempotency_keys')
          .values({ operation: 'test', key, request_hash: 'h', reply: '{}', created_at: new Date().toISOString() })
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const row = await ctx.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
