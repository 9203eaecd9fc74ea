import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/kysely.ts';
import type { Job } from './jobs.ts';
import { MetricsRepo } from './metrics.repo.ts';

/** Where Prometheus scrapes (with the token; without it the path is an ordinary unknown page). */
const METRICS_PATH = '/metrics';
/** The route label of requests the SSR catch-all answers (every page, from the page cache or rendered). */
const PAGES_ROUTE = 'pages';
/** The route label of files served from build/client (one route per file: their names would grow with each build). */
const STATIC_ROUTE = 'static';
/** The route label of requests no route matched (404s). */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request is counted under: the route's pattern (`/api/products/:id`), never the raw URL, so the
 * number of series stays bounded whatever URLs clients send.
 */
function routeLabel(req: FastifyRequest): string {
  const url = req.routeOptions.url;
  if (!url) return UNMATCHED_ROUTE;
  if (url === '/*') return PAGES_ROUTE;
  // @fastify/static gives each file its own route, with the file in the route's config
  if (typeof (req.routeOptions.config as { file?: unknown } | undefined)?.file === 'string') return STATIC_ROUTE;
  return url;
}

/** True when the `Authorization` header is `Bearer <token>`; the comparison takes the same time for any wrong token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const digest = (v: string) => createHash('sha256').update(v).digest();
  // hashes of equal length, so neither the length nor a common prefix of the token shows in the timing
  return timingSafeEqual(digest(m?.[1] ?? ''), digest(token));
}

/** What the metrics read, given by the composition root (`app.ts`). */
interface MetricsDeps {
  /** METRICS_TOKEN: without it nothing is registered */
  token: string | undefined;
  /** the gauges' reads (outboxes, job leases, catalogue version) and, on PostgreSQL, the pool's counters */
  database: Pick<Database, 'db' | 'pool'>;
  /** the catalogue index of this process: the version it has applied (null before its first build) */
  catalogIndex: { readonly version: number | null };
  /** the shop's periodic jobs: a lease's age is told from its job's period */
  jobs: readonly Pick<Job, 'name' | 'everyMs'>[];
}

/**
 * Prometheus metrics (OPS-16): `GET /metrics` in the text format, only with `Authorization: Bearer
 * <METRICS_TOKEN>`; any other request there is routed as usual (the pages' 404), so the endpoint is not advertised. Without
 * METRICS_TOKEN nothing is registered (no hook, no route). Per request: one histogram observation and one counter
 * increment in `onResponse` (pages from the page cache and static files included). The database gauges are read at
 * scrape time only: the pool's counters (in memory), one count per outbox, the job leases and the catalogue version.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  const { token, database } = deps;
  if (!token) return;
  const register = new Registry();
  collectDefaultMetrics({ register });
  const repo = new MetricsRepo(database.db);
  const warn = (what: string, err: unknown) => app.log.warn({ err }, `metrics: ${what} could not be read`);

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request received to the response sent, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Responses sent, by status code',
    labelNames: ['status'] as const,
    registers: [register],
  });
  const scrapes = new WeakSet<FastifyRequest>();
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    duration.observe(
      {
        method: req.method,
        route: scrapes.has(req) ? METRICS_PATH : routeLabel(req),
        status_class: `${Math.floor(status / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    requests.inc({ status: String(status) });
  });

  const pool = database.pool;
  if (pool) {
    const gauge = (name: string, help: string, read: (s: { inUse: number; waiting: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [register],
        collect() {
          this.set(read(pool.stats()));
        },
      });
    gauge('db_pool_size', 'PostgreSQL: connections of the pool (DB_POOL_SIZE)', () => pool.size);
    gauge('db_pool_in_use', 'PostgreSQL: pooled connections taken by queries now', (s) => s.inUse);
    gauge('db_pool_idle', 'PostgreSQL: pooled connections free now', (s) => pool.size - s.inUse);
    gauge(
      'db_pool_waiting',
      'PostgreSQL: queries waiting for a free connection now (at most DB_POOL_WAIT_MS)',
      (s) => s.waiting,
    );
  }

  new Gauge({
    name: 'outbox_backlog',
    help: 'Messages queued and not yet sent, by outbox (sms, email)',
    labelNames: ['outbox'] as const,
    registers: [register],
    async collect() {
      this.reset();
      try {
        const b = await repo.outboxBacklog();
        this.set({ outbox: 'sms' }, b.sms);
        this.set({ outbox: 'email' }, b.email);
      } catch (err) {
        warn('the outbox backlog', err);
      }
    },
  });

  // a lease runs out `everyMs - 250` after the round that took it started (platform/jobs.ts)
  const jobs = new Map(deps.jobs.map((j) => [j.name, j.everyMs]));
  new Gauge({
    name: 'job_last_run_age_seconds',
    help: 'Seconds since a round of each periodic job last started, in any process (from its lease)',
    labelNames: ['job'] as const,
    registers: [register],
    async collect() {
      this.reset();
      try {
        const now = Date.now();
        for (const lease of await repo.jobLeases()) {
          const everyMs = jobs.get(lease.name);
          const until = Date.parse(lease.expires_at);
          if (everyMs === undefined || Number.isNaN(until)) continue; // another build's job, or a lease given up
          this.set({ job: lease.name }, Math.max(0, now - (until - Math.max(1, everyMs - 250))) / 1000);
        }
      } catch (err) {
        warn('the job leases', err);
      }
    },
  });

  const index = deps.catalogIndex;
  new Gauge({
    name: 'catalog_index_lag_versions',
    help: "Catalogue changes this process's index has not applied yet (catalog_state.version minus the index's version)",
    registers: [register],
    async collect() {
      try {
        const known = index.version;
        this.set(known === null ? Number.NaN : Math.max(0, (await repo.catalogVersion()) - known));
      } catch (err) {
        this.set(Number.NaN); // not 0: a lag that could not be read is not "no lag"
        warn('the catalogue version', err);
      }
    },
  });

  // Before routing's handlers: a request without the right token goes on to the ordinary routes (the pages' 404),
  // answered exactly as any unknown path, so the endpoint is not advertised (a 401 would).
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || (req.url !== METRICS_PATH && !req.url.startsWith(`${METRICS_PATH}?`))) return;
    if (!bearerMatches(req.headers.authorization, token)) return;
    scrapes.add(req);
    const text = await register.metrics();
    return reply.header('cache-control', 'no-store').type(register.contentType).send(text);
  });
}
