import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ServerBuild } from 'react-router';
import type { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createI18n } from '../platform/i18n.server.ts';
import { createServices } from '../services.ts';
import { postgresUrlOf } from '../testing/spawn-api-server.ts';
import { tcpProxy } from '../testing/tcp-proxy.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { APPLICATION_NAME, openDatabase, type Database } from './kysely.ts';

const noSsr = async (): Promise<ServerBuild> => {
  throw new Error('SSR not used in this test');
};
const config = () => loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'pool-test-data') });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`never: ${what}`);
}

// the pool, its wait and the readiness probe are PostgreSQL's (SQLite has one connection): decision 0067
describe.runIf(!!process.env.TEST_DATABASE_URL)('PostgreSQL pool: DB_POOL_SIZE, DB_POOL_WAIT_MS and the probe', () => {
  let seeded: Awaited<ReturnType<typeof createTestDatabase>>;
  let url: string;
  let admin: Client;
  beforeAll(async () => {
    seeded = await createTestDatabase('postgres');
    url = postgresUrlOf(seeded.describe);
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await seeded.dispose();
  });

  /** connections of the pool this test opened, as the server counts them */
  const backends = async () =>
    Number(
      (
        await admin.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
          [new URL(url).pathname.slice(1), APPLICATION_NAME],
        )
      ).rows[0]!.n,
    );

  it('never opens more than DB_POOL_SIZE connections, however many queries are asked at once', async () => {
    // the test database's own pool (its migrations) may keep a connection open: counted apart
    const before = await backends();
    const database = await openDatabase({ databaseUrl: url, poolSize: 3 });
    try {
      let most = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          most = Math.max(most, await backends());
          await sleep(5);
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => sql<{ ok: number }>`SELECT 1 AS ok, pg_sleep(0.03)`.execute(database.db)),
      );
      sampling = false;
      await sampler;
      expect(answers).toHaveLength(40);
      expect(most - before).toBeGreaterThan(0);
      expect(most - before).toBeLessThanOrEqual(3);
      expect((await backends()) - before).toBeLessThanOrEqual(3);
      expect(database.pool!.stats().peak).toBe(3);
    } finally {
      await database.close();
    }
  });

  it('a request that gets no connection within DB_POOL_WAIT_MS answers 503 at once; the probe still answers, even behind a locked table', async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 2, poolWaitMs: 300 });
    const app = await createApp({
      services: createServices(database, config(), createI18n()),
      build: noSsr,
      clientDir: '/nonexistent',
      logger: false,
    });
    const { default: pg } = await import('pg');
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(404);
      // both connections held by slow work (requests stuck behind a lock, a long report)
      const held = Promise.all(
        [0, 1].map(() => database.db.transaction().execute((trx) => sql`SELECT pg_sleep(2)`.execute(trx))),
      );
      await until(() => database.pool!.stats().inUse === 2, 'both connections taken');
      const t = Date.now();
      const api = await app.inject({ url: '/api/products/1?lang=en' });
      const waited = Date.now() - t;
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toEqual({
        ok: false,
        error: 'The service is temporarily unavailable. Please try again a little later.',
      });
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(1_500);
      // readiness asks over its own connection: a full pool is not a database that is away
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await held;

      // a table locked by another session (a migration, a stuck transaction): SELECT 1 reads no table
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE settings IN ACCESS EXCLUSIVE MODE');
      const r = Date.now();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(Date.now() - r).toBeLessThan(1_000);
      await locker.query('ROLLBACK');
      expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(404);
    } finally {
      await locker.end();
      await app.close();
      await database.close();
    }
  }, 30_000);

  it('a database closed to connections for maintenance (55000 "not currently accepting connections") answers 503, then 200', async () => {
    const name = new URL(url).pathname.slice(1);
    const database = await openDatabase({ databaseUrl: url, poolSize: 2, warn: () => undefined });
    const app = await createApp({
      services: createServices(database, config(), createI18n()),
      build: noSsr,
      clientDir: '/nonexistent',
      logger: false,
    });
    try {
      expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(404);
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      // the pool's two connections were ended (57P01); every new one is refused with FATAL 55000
      for (let i = 0; i < 5; i++) {
        const api = await app.inject({ url: '/api/products/1?lang=en' });
        expect(api.statusCode, `request ${i + 1}`).toBe(503);
        expect(api.headers['retry-after']).toBe('5');
      }
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      await until(
        async () => (await app.inject({ url: '/api/products/1?lang=en' })).statusCode === 404,
        'answers again',
      );
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      await app.close();
      await database.close();
    }
  }, 30_000);

  it('while the database is cut off, /livez stays 200 and /readyz answers 503; both 200 once it is back', async () => {
    const target = new URL(url);
    const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    let database: Database | undefined;
    try {
      database = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 2, warn: () => undefined });
      const app = await createApp({
        services: createServices(database, config(), createI18n()),
        build: noSsr,
        clientDir: '/nonexistent',
        logger: false,
      });
      try {
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        await proxy.stop();
        const t = Date.now();
        const ready = await app.inject({ url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.headers['retry-after']).toBe('5');
        expect(Date.now() - t).toBeLessThan(2_500);
        expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
        expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(503);
        await proxy.start();
        await until(async () => (await app.inject({ url: '/readyz' })).statusCode === 200, 'ready again');
        expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
        expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    } finally {
      await database?.close();
      await proxy.stop();
    }
  }, 30_000);
});
