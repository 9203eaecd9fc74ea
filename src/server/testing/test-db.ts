import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database } from '../db/kysely.ts';
import { migrate } from '../db/migrate.ts';

export type Engine = 'sqlite' | 'postgres';

/** Engines the integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database of its own: a temporary SQLite file, or a new PostgreSQL database
 * created next to TEST_DATABASE_URL's. `dispose()` closes and deletes it. `migrate: false` leaves it empty (a first boot's test).
 */
export async function createTestDatabase(
  engine: Engine,
  opts: { migrate?: boolean; log?: (sql: string, ms: number) => void } = {},
): Promise<Database & { dispose(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
    const database = await openDatabase({ sqliteFile: path.join(dir, 'test.db'), log: opts.log });
    if (opts.migrate !== false) await migrate(database);
    return {
      ...database,
      dispose: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `store_test_${randomBytes(5).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 4, log: opts.log });
  if (opts.migrate !== false) await migrate(database);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      try {
        // The pool's connections may still be closing on the server side: wait for them rather than killing
        // them (a forced drop makes a closing client report FATAL 57P01 as an unhandled error).
        for (let attempt = 0; ; attempt++) {
          try {
            await a.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 40 ? ' WITH (FORCE)' : ''}`);
            break;
          } catch (e) {
            if ((e as { code?: string }).code !== '55006' || attempt >= 40) throw e;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      } finally {
        await a.end();
      }
    },
  };
}

/**
 * Runs a suite once per engine, each with its own migrated database:
 * `describeEachEngine('catalog', (ctx) => { it('…', async () => { ctx.db.db… }) })`.
 * `setup` runs once after migration (for fixtures or seeding).
 */
export function describeEachEngine(
  name: string,
  body: (ctx: { readonly database: Database; readonly engine: Engine }) => void,
  setup?: (database: Database) => Promise<void>,
): void {
  for (const engine of engines()) {
    describe(`${name} [${engine}]`, () => {
      let db: (Database & { dispose(): Promise<void> }) | undefined;
      const ctx = {
        engine,
        get database(): Database {
          if (!db) throw new Error('database not ready');
          return db;
        },
      };
      beforeAll(async () => {
        db = await createTestDatabase(engine);
        if (setup) await setup(db);
      }, 300_000);
      afterAll(async () => {
        await db?.dispose();
      });
      body(ctx);
    });
  }
}
