import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, READY_TIMEOUT_MS } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createServices, type Services } from '../services.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { createI18n } from './i18n.server.ts';
import { HealthRepo } from './health.repo.ts';

const noSsr = async (): Promise<ServerBuild> => {
  throw new Error('SSR not used in this test');
};

describeEachEngine('liveness and readiness (OPS-12)', (ctx) => {
  let services: Services;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    services = createServices(
      ctx.database,
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'health-test-data') }),
      createI18n(),
    );
    app = await createApp({ services, build: noSsr, clientDir: '/nonexistent', logger: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('/livez answers without the database, /readyz and /healthz with it', async () => {
    expect((await app.inject({ url: '/livez' })).json()).toEqual({ ok: true });
    for (const url of ['/readyz', '/healthz'])
      expect((await app.inject({ url })).json(), url).toEqual({ ok: true, db: ctx.engine });
  });

  it('a database that does not answer: not ready within the limit, still alive', async () => {
    const ping = services.health.ping.bind(services.health);
    let asked = 0;
    // the database hangs (a lock, a lost network): the probe must not hang with it
    services.health.ping = () => {
      asked++;
      return new Promise<void>(() => {});
    };
    try {
      const t = Date.now();
      const r = await app.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ ok: false });
      expect(r.headers['retry-after']).toBe('5');
      expect(Date.now() - t).toBeLessThan(READY_TIMEOUT_MS + 1_000);
      expect(asked).toBe(1);
      const live = await app.inject({ url: '/livez' });
      expect(live.statusCode).toBe(200);
      expect(asked).toBe(1);
    } finally {
      services.health.ping = ping;
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it.runIf(ctx.engine === 'postgres')('reads max_connections for the boot line', async () => {
    expect(await new HealthRepo(ctx.database.db).maxConnections()).toBeGreaterThan(0);
  });
});

it('DB_POOL_SIZE: 4 by default, 2 to 200', () => {
  expect(loadConfig({}).database.poolSize).toBe(4);
  expect(loadConfig({ DB_POOL_SIZE: '40' }).database.poolSize).toBe(40);
  expect(loadConfig({ DB_POOL_SIZE: '2' }).database.poolSize).toBe(2);
  for (const bad of ['0', '1', '201', '2.5', 'many'])
    expect(() => loadConfig({ DB_POOL_SIZE: bad }), bad).toThrow(/DB_POOL_SIZE/);
});
