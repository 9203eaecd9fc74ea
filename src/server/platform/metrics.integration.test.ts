import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createServices, type Services } from '../services.ts';
import { describeEachEngine } from '../testing/test-db.ts';
import { createI18n } from './i18n.server.ts';
import { JobRunner } from './jobs.ts';
import { probeBuild } from '../testing/probe-build.ts';
const TOKEN = 'metrics-test-token-0123456789abcdef';
const dataDir = path.join(os.tmpdir(), 'metrics-test-data');

/** The value of one sample in the Prometheus text, e.g. `outbox_backlog{outbox="sms"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachEngine('metrics endpoint (OPS-16)', (ctx) => {
  let services: Services;
  let app: Awaited<ReturnType<typeof createApp>>;
  const scrape = async () => {
    const r = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    return r.body;
  };
  beforeAll(async () => {
    services = createServices(
      ctx.database,
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, METRICS_TOKEN: TOKEN }),
      createI18n(),
    );
    app = await createApp({ services, build: probeBuild(), clientDir: '/nonexistent', logger: false });
  });
  afterAll(async () => {
    await app.close();
  });

  /** how the pages answer a path that is no page (the real app: its 404 page; the probe build: the resolved kind) */
  const unknownPage = async (a: typeof app) => {
    const r = await a.inject({ url: '/metricz', headers: { accept: 'text/html' } });
    return { status: r.statusCode, body: r.body.replaceAll('metricz', 'metrics') };
  };

  it('is off without METRICS_TOKEN: /metrics is an unknown page, even with a token', async () => {
    const off = await createApp({
      services: createServices(ctx.database, loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), createI18n()),
      build: probeBuild(),
      clientDir: '/nonexistent',
      logger: false,
    });
    try {
      const r = await off.inject({
        url: '/metrics',
        headers: { accept: 'text/html', authorization: `Bearer ${TOKEN}` },
      });
      expect(r.body).not.toContain('# TYPE');
      expect({ status: r.statusCode, body: r.body }).toEqual(await unknownPage(off));
      expect(JSON.parse(r.body).loaderData.page).toBe('notFound');
    } finally {
      await off.close();
    }
  });

  it('without the token or with a wrong one /metrics is an unknown page (never 401: the endpoint is not advertised)', async () => {
    const notFound = await unknownPage(app);
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
      'Bearer ',
    ]) {
      const r = await app.inject({
        url: '/metrics',
        headers: { accept: 'text/html', ...(authorization === undefined ? {} : { authorization }) },
      });
      expect({ status: r.statusCode, body: r.body }, String(authorization)).toEqual(notFound);
    }
    const post = await app.inject({ url: '/metrics', method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(post.body).not.toContain('# TYPE');
  });

  it('answers the Prometheus text with the right token', async () => {
    const r = await app.inject({ url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_request_duration_seconds',
      'http_requests_total',
      'outbox_backlog',
      'job_last_run_age_seconds',
      'catalog_index_lag_versions',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(r.body, name).toContain(`# TYPE ${name} `);
    }
    if (ctx.engine === 'postgres') {
      expect(sample(r.body, 'db_pool_size')).toBe(ctx.database.pool!.size);
      expect(sample(r.body, 'db_pool_waiting')).toBe(0);
      expect(sample(r.body, 'db_pool_in_use')! + sample(r.body, 'db_pool_idle')!).toBe(ctx.database.pool!.size);
    } else {
      expect(r.body).not.toContain('db_pool_size');
    }
  });

  it('counts an API request under its route pattern, never its raw URL', async () => {
    await app.inject({ url: '/api/products/987654321' });
    await app.inject({ url: '/some-page-9876', headers: { accept: 'text/html' } });
    const text = await scrape();
    const series = text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count{'));
    expect(series.some((l) => l.includes('route="/api/products/:id"') && l.includes('method="GET"'))).toBe(true);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('some-page');
    expect(series.some((l) => l.includes('route="pages"'))).toBe(true);
    expect(sample(text, 'http_requests_total{status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('shows a queued SMS in the outbox backlog', async () => {
    expect(sample(await scrape(), 'outbox_backlog{outbox="sms"}')).toBe(0);
    await services.sms.enqueue(ctx.database.db, {
      mobile: '994501234567',
      purpose: 'order',
      body: 'Your order is ready',
    });
    const text = await scrape();
    expect(sample(text, 'outbox_backlog{outbox="sms"}')).toBe(1);
    expect(sample(text, 'outbox_backlog{outbox="email"}')).toBe(0);
  });

  it("shows how long ago a job's round last started, from its lease", async () => {
    expect(await scrape()).not.toContain('job_last_run_age_seconds{job="email.flush"}');
    const runner = new JobRunner(
      ctx.database,
      () => undefined,
      () => new Date(Date.now() - 90_000),
    );
    expect(await runner.tick({ name: 'email.flush', everyMs: 30_000, run: async () => undefined })).toBe(true);
    const age = sample(await scrape(), 'job_last_run_age_seconds{job="email.flush"}')!;
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(120);
  });

  it("shows how many catalogue versions the process's index is behind", async () => {
    await services.catalog.index.get();
    const before = sample(await scrape(), 'catalog_index_lag_versions')!;
    await sql`UPDATE catalog_state SET version = version + 3 WHERE id = 1`.execute(ctx.database.db);
    try {
      expect(sample(await scrape(), 'catalog_index_lag_versions')).toBe(before + 3);
    } finally {
      await sql`UPDATE catalog_state SET version = version - 3 WHERE id = 1`.execute(ctx.database.db);
    }
  });
});
