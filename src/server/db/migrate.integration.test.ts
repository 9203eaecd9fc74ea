import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { DatabaseTooNewError, MIGRATIONS, migrate } from './migrate.ts';

describeEachEngine('migrations', (ctx) => {
  it('has applied every migration once and a second run is a no-op', async () => {
    const before = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(
      ctx.database.db,
    );
    expect(before.rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    const again = await migrate(ctx.database);
    expect(again.applied).toEqual([]);
    const after = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM schema_migrations`.execute(ctx.database.db);
    expect(Number(after.rows[0]?.n)).toBe(MIGRATIONS.length);
  });

  it('creates the catalogue tables with money as integers and constraints that protect data', async () => {
    const { db } = ctx.database;
    await db
      .insertInto('categories')
      .values({ id: 900, title_az: 'Test', title_ru: 'Тест', title_en: 'Test', position: 0 } as never)
      .execute();
    const base = {
      sku: 'T-1',
      category_id: 900,
      title_az: 'a',
      title_ru: 'b',
      title_en: 'c',
      price: 129999,
      stock: 3,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    await db
      .insertInto('products')
      .values(base as never)
      .execute();
    const row = await db
      .selectFrom('products')
      .select(['price', 'stock', 'active'])
      .where('sku', '=', 'T-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 129999, stock: 3, active: 1 });
    await expect(
      db
        .insertInto('products')
        .values({ ...base, sku: 'T-2', stock: -1 } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('products')
        .values({ ...base } as never)
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a database written by a newer release', async () => {
    await sql`INSERT INTO schema_migrations (name, applied_at) VALUES ('9999-from-the-future', '2030-01-01')`.execute(
      ctx.database.db,
    );
    await expect(migrate(ctx.database)).rejects.toBeInstanceOf(DatabaseTooNewError);
    await sql`DELETE FROM schema_migrations WHERE name = '9999-from-the-future'`.execute(ctx.database.db);
    await expect(migrate(ctx.database)).resolves.toEqual({ applied: [] });
  });
});
