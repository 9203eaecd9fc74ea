import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { startS3TestServer, type S3TestServer } from '../../src/server/testing/s3-test-server.ts';
import { tcpProxy } from '../../src/server/testing/tcp-proxy.ts';
import { createDatabase, newInstance, pgQuery, ready, start, stop, type Instance } from './cluster-instances';
import { PIN_HEADER, roundRobinProxy, SERVED_BY_HEADER, type RoundRobinProxy } from './cluster-proxy';

/**
 * The cluster test (OPS-7…OPS-13): two instances of the real production build, started as `npm start` starts the shop,
 * on one fresh PostgreSQL database, each with its own DATA_DIR and nothing else shared, behind a small round-robin
 * balancer (cluster-proxy.ts; TRUST_PROXY names it, PUBLIC_URL is its address). Every request goes through the
 * balancer; where a test needs "A sends, B checks" it pins that request to one instance. The instances reach the
 * database through a TCP proxy the outage test cuts, and keep uploads in one S3-protocol store (STORAGE=s3,
 * startS3TestServer). PostgreSQL only (TEST_DATABASE_URL, as CI sets it); runs in the first browser project only.
 * What it proves, test by test: docs/operations.md §10.
 */

export const A = 0;
export const B = 1;
/** Headers that send one request to instance `i` through the balancer. */
export const on = (i: number) => ({ [PIN_HEADER]: String(i) });
export const servedBy = (r: APIResponse) => Number(r.headers()[SERVED_BY_HEADER]);

/** What a cluster spec runs against, set once its beforeAll has started both instances. */
interface Cluster {
  db: Awaited<ReturnType<typeof createDatabase>>;
  dbLink: Awaited<ReturnType<typeof tcpProxy>>;
  lb: RoundRobinProxy;
  s3: S3TestServer;
  instances: Instance[];
  env: Record<string, string>;
  api: APIRequestContext;
  bootMs: number;
}

/**
 * The cluster of a spec file (serial; skipped without TEST_DATABASE_URL): two instances started together on a fresh
 * database, stopped and dropped after. `sql` queries that database; `ownerSession` signs the back office's owner in.
 */
export function clusterSuite() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
  test.describe.configure({ mode: 'serial' });
  const cluster = {} as Cluster;
  let db: Cluster['db'];
  let dbLink: Cluster['dbLink'];
  let lb: Cluster['lb'];
  let s3: Cluster['s3'];
  let instances: Instance[] = [];
  let env: Cluster['env'];
  let api: Cluster['api'];
  const sql = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    pgQuery<R>(db.url, text, values);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    db = await createDatabase(adminUrl!, 'cluster');
    const target = new URL(adminUrl!);
    dbLink = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaLink = new URL(db.url);
    viaLink.host = `127.0.0.1:${dbLink.port}`;
    lb = await roundRobinProxy();
    // the shared object store for uploads (STORAGE=s3): a local server speaking the S3 protocol
    s3 = await startS3TestServer();
    instances = [await newInstance('a'), await newInstance('b')];
    lb.setUpstreams(instances.map((i) => i.url));
    env = {
      DATABASE_URL: viaLink.toString(),
      PUBLIC_URL: lb.url,
      TRUST_PROXY: '127.0.0.1',
      SEED_PRODUCTS: '40',
      DB_POOL_SIZE: '4',
      // every guest of this test comes from the balancer's one address
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      ...s3.env,
    };
    // both at the same moment, on the empty database
    const started = Date.now();
    for (const inst of instances) start(inst, env);
    await Promise.all(instances.map((inst) => ready(inst, 200_000)));
    const bootMs = Date.now() - started;
    api = await playwrightRequest.newContext({ baseURL: lb.url });
    Object.assign(cluster, { db, dbLink, lb, s3, instances, env, api, bootMs });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await Promise.all(instances.map((i) => stop(i)));
    for (const i of instances) fs.rmSync(i.dataDir, { recursive: true, force: true });
    await lb?.close();
    await dbLink?.stop();
    await s3?.stop();
    await db?.drop();
    if (test.info().status !== test.info().expectedStatus)
      for (const i of instances) console.log(`--- instance ${i.name} ---\n${i.log}`);
  });

  /** The back office's owner, signed in through the balancer; the password is the one the instance that made the account printed. */
  async function ownerSession(): Promise<APIRequestContext> {
    const printed = instances
      .map((i) => /back office owner: owner@volt\.az, password (\S+) at \/admin\/login/.exec(i.log)?.[1])
      .filter(Boolean);
    expect(printed).toHaveLength(1);
    const ctx = await playwrightRequest.newContext({ baseURL: lb.url });
    const r = await ctx.post('/api/admin/auth/login', { data: { login: 'owner@volt.az', password: printed[0] } });
    expect(r.status(), await r.text()).toBe(200);
    return ctx;
  }

  return { cluster, sql, ownerSession };
}
