import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/kysely.ts';
import { createServices } from '../services.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { tcpProxy } from '../testing/tcp-proxy.ts';
import { probeBuild } from '../testing/probe-build.ts';
import { createI18n } from './i18n.server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const noSsr = async (): Promise<ServerBuild> => {
  throw new Error('SSR not used in this test');
};
const config = () => loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'outage-test-data') });

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

describe('database outages', () => {
  it('answers /healthz with 503 and no internals when the database fails', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await createApp({
      services: createServices(database, config(), createI18n()),
      build: noSsr,
      clientDir: '/nonexistent',
      logger: false,
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await database.dispose();
    const r = await app.inject({ url: '/healthz' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ ok: false });
    await app.close();
  });

  it('fails the boot with a clear message when the database accepts connections and never answers', async () => {
    const silent = await tcpProxy({ silent: true });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-timeout-'));
    try {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: `postgres://shop@127.0.0.1:${silent.port}/shop`,
          DB_CONNECT_TIMEOUT_MS: '300',
          PORT: '0',
          SEED_DEMO: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
      proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
      expect(code, out).toBe(1);
      expect(out).toContain('the database at postgres://127.0.0.1:');
      expect(out).toContain('did not answer within 300 ms (DB_CONNECT_TIMEOUT_MS)');
    } finally {
      await silent.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: survives dropped connections, answers 503 while the database is away and recovers by itself',
    async () => {
      const seeded = await createTestDatabase('postgres');
      const target = new URL(seeded.describe.replace(/^postgres:/, 'http:'));
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(process.env.TEST_DATABASE_URL!);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      viaProxy.pathname = target.pathname;
      const warnings: string[] = [];
      const database = await openDatabase({
        databaseUrl: viaProxy.toString(),
        poolSize: 3,
        warn: (m) => warnings.push(m),
      });
      const app = await createApp({
        services: createServices(database, config(), createI18n()),
        build: probeBuild(),
        clientDir: '/nonexistent',
        logger: false,
      });
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const busy = await Promise.all(Array.from({ length: 3 }, () => app.inject({ url: '/healthz' })));
        expect(busy.map((r) => r.statusCode)).toEqual([200, 200, 200]);

        // an operator (or a failover) ends every backend of this database: the idle pool connections die
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [target.pathname.slice(1)],
        );
        await until(async () => warnings.length > 0, 'the pool reports the dropped connections');
        await until(
          async () => (await app.inject({ url: '/healthz' })).statusCode === 200,
          'healthz answers 200 again',
        );
        expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(404);

        // the database goes away (restart): 503 with the envelope, never a 500 or a dead process
        await proxy.stop();
        const health = await app.inject({ url: '/healthz' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ ok: false });
        const api = await app.inject({ url: '/api/products/1?lang=en' });
        expect(api.statusCode).toBe(503);
        expect(api.json()).toEqual({
          ok: false,
          error: 'The service is temporarily unavailable. Please try again a little later.',
        });
        const page = await app.inject({ url: '/smartfonlar' });
        expect(page.statusCode).toBe(503);
        expect(page.headers['retry-after']).toBe('5');

        // and comes back: the app recovers without a restart
        await proxy.start();
        await until(
          async () => (await app.inject({ url: '/healthz' })).statusCode === 200,
          'healthz answers 200 after the restart',
        );
        expect((await app.inject({ url: '/api/products/1?lang=en' })).statusCode).toBe(404);
        expect((await app.inject({ url: '/smartfonlar' })).statusCode).toBe(200);
      } finally {
        await admin.end();
        await app.close();
        await database.close();
        await proxy.stop();
        await seeded.dispose();
      }
    },
    60_000,
  );
});
