import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/kysely.ts';
import { migrate } from '../../src/server/db/migrate.ts';

/** The PostgreSQL server the benchmarks create their databases on (BENCH_DATABASE_URL, else TEST_DATABASE_URL). */
export function benchPgUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

interface BenchDatabaseOptions {
  engine: 'sqlite' | 'postgres';
  /** SQLite: the file (its directory is created) */
  sqliteFile: string;
  /** PostgreSQL: the database created on benchPgUrl()'s server */
  pgName: string;
  /** keep an existing database (else it is dropped and seeded afresh) */
  reuse: boolean;
  poolSize?: number;
}

/** A migrated benchmark database and, for PostgreSQL, its URL (for a server started in another process). */
export async function openBenchDatabase(o: BenchDatabaseOptions): Promise<{ database: Database; url?: string }> {
  let database: Database;
  let url: string | undefined;
  if (o.engine === 'postgres') {
    const admin = benchPgUrl();
    if (!admin) throw new Error('PostgreSQL benchmarks need BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [o.pgName])).rowCount;
    if (exists && !o.reuse) await client.query(`DROP DATABASE ${o.pgName} WITH (FORCE)`);
    if (!exists || !o.reuse) await client.query(`CREATE DATABASE ${o.pgName}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${o.pgName}`;
    url = u.toString();
    database = await openDatabase({ databaseUrl: url, poolSize: o.poolSize ?? 8 });
  } else {
    fs.mkdirSync(path.dirname(o.sqliteFile), { recursive: true });
    if (!o.reuse)
      for (const f of [o.sqliteFile, `${o.sqliteFile}-wal`, `${o.sqliteFile}-shm`]) fs.rmSync(f, { force: true });
    database = await openDatabase({ sqliteFile: o.sqliteFile });
  }
  await migrate(database);
  return { database, url };
}

/**
 * Seeds the deterministic demo store (fixed seed date) when the database holds fewer than `products`, then
 * refreshes the planner statistics (autovacuum would get there later on PostgreSQL).
 */
export async function seedBenchDatabase(database: Database, products: number): Promise<void> {
  const row = await database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) < products) {
    const { seedDemo } = await import('../../src/demo/seed/seed.ts');
    const t0 = Date.now();
    console.log(`seeding ${products} products into ${database.describe} …`);
    await seedDemo(database, { products, reset: true, now: new Date('2026-11-21T00:00:00Z') });
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  await sql`ANALYZE`.execute(database.db);
}
