/**
 * `npm run bench:checkout` — placing orders under contention (PERF-13; design §5 "concurrent checkout").
 *
 *   node --import tsx bench/checkout.bench.ts [--engine postgres|sqlite] [--processes 2] [--buyers 200] [--units 10]
 *                                             [--latency-buyers 400] [--concurrency 16] [--warmup 0] [--products 1]
 *                                             [--rounds 1] [--profile <dir>] [--node-args='<flags>']
 *
 * Two real API processes (`src/server/testing/api-server.ts`) on one database (PostgreSQL by default: BENCH_DATABASE_URL
 * or TEST_DATABASE_URL). Every buyer first asks for a code (not timed) and reads it from the SMS outbox; then:
 *  1. the race: all `buyers` place their order for one product with `units` units at the same moment → orders placed,
 *     final stock, oversold (must be 0);
 *  2. latency: `latency-buyers` buyers of a product that comes with a gift, both with ample stock at the pickup branch,
 *     `concurrency` at a time → orders per second and p50/p95 of placing one order (the request with the code:
 *     idempotency claim, code spent, pricing, stock, order, SMS row), and the CPU time each order cost the API processes (user + system), the PostgreSQL backends of the bench
 *     database and this client (Linux /proc; 10 ms resolution, summed over the phase). `--warmup n` places n orders
 *     the same way first, not counted, and prints the API's CPU per order in its two halves: fresh API processes
 *     spend part of every order compiling hot code (decision 0051), still after 280 orders; by about 3,000 the
 *     compiler is done (decision 0100: `--warmup 3000 --latency-buyers 1500`). Any number of buyers: the codes asked
 *     for are counted as another address's after every 900 (one address may ask for at most 1,000 an hour).
 *     `--products n` spreads the latency orders over n such products (the first the fixtures' own, the others copies,
 *     each with its own gift), buyer i buying product i mod n: with 1 (the default) every order waits for the one
 *     before it on the same stock rows — a popular product's worst case —; with more, most orders touch rows no other
 *     order holds at that moment, as in a shop whose orders spread over its catalogue (decision 0099).
 *     `--rounds n` measures n phases of `latency-buyers` orders each, one after another on the same warm processes,
 *     and prints their median and range: a shared 2-core machine's speed drifts from one minute to the next, so one
 *     phase is one sample of it (decision 0105). The client's own CPU per order is the same work in every phase: when it
 *     rises, the machine is slower, not the shop.
 *     `--node-args='--flag …'` starts the API processes with those node/V8 flags (write it with `=`: the value starts
 *     with a dash), to measure a runtime setting in turns with the processes started without it.
 * The timed requests go over keep-alive node:http connections with their bodies serialised beforehand
 * (lib/json-poster.ts): this client shares the machine's cores with the processes it measures.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openBenchDatabase } from './lib/bench-db.ts';
import { jsonPoster } from './lib/json-poster.ts';
import { copyProductWithGift } from './lib/product-copies.ts';
import { cpuOf, cpuPartsOf, switchesOf } from './lib/server-process.ts';
import { median, pct } from './lib/stats.ts';
import { ephemeralSecrets } from '../src/server/platform/secrets.ts';
import { startApiServer, type ApiServerProcess } from '../src/server/testing/spawn-api-server.ts';
import { insertCartFixtures } from '../src/server/modules/cart/cart.fixtures.ts';
import { FX } from '../src/server/modules/catalog/catalog.fixtures.ts';
import { setStockAt } from '../src/server/modules/catalog/stock.fixtures.ts';
import { CHECKOUT_ENV, prepareBuyers } from '../src/server/modules/checkout/checkout.fixtures.ts';

const { values: a } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    processes: { type: 'string', default: '2' },
    buyers: { type: 'string', default: '200' },
    units: { type: 'string', default: '10' },
    'latency-buyers': { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '0' },
    products: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '1' },
    // a folder: the API processes write a CPU profile there when they stop (node --cpu-prof)
    profile: { type: 'string' },
    'node-args': { type: 'string', default: '' },
  },
});
const engine = a.engine === 'sqlite' ? 'sqlite' : 'postgres';
const processes = Number(a.processes);
const buyers = Number(a.buyers);
const units = Number(a.units);
const latencyBuyers = Number(a['latency-buyers']);
const concurrency = Number(a.concurrency);
const warmup = Number(a.warmup);
const spread = Math.max(1, Number(a.products));
const rounds = Math.max(1, Math.floor(Number(a.rounds)) || 1);

const { database, url } = await openBenchDatabase({
  engine,
  sqliteFile: 'data/bench/checkout.db',
  pgName: 'store_bench_checkout',
  reuse: false,
  poolSize: 4,
});
await insertCartFixtures(database);
const env = { SHOP_SECRETS: JSON.stringify(ephemeralSecrets()), ...CHECKOUT_ENV, OTP_SENDS_PER_MOBILE_PER_HOUR: '100' };
const nodeArgs = [
  ...(a.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(a.profile)}`] : []),
  ...a['node-args']!.split(/\s+/).filter(Boolean),
];
const servers: ApiServerProcess[] = [];
for (let i = 0; i < processes; i++) servers.push(await startApiServer(url ?? 'data/bench/checkout.db', env, nodeArgs));
const urls = servers.map((x) => x.url);
console.log(
  `checkout bench: ${engine}, ${processes} process(es), node ${process.version}; ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

/** CPU ms so far of the API processes, of the PostgreSQL backends serving the bench database, and of this client. */
async function cpuNow(): Promise<{
  api: number;
  apiSystem: number;
  apiSwitches: { voluntary: number; involuntary: number };
  pg: Map<number, number>;
  client: number;
}> {
  const pg = new Map<number, number>();
  if (engine === 'postgres') {
    const { rows } = await sql<{
      pid: number;
    }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(
      database.db,
    );
    for (const { pid } of rows) {
      try {
        pg.set(pid, cpuOf(`/proc/${pid}/stat`));
      } catch {
        // a backend that ended meanwhile
      }
    }
  }
  const c = process.cpuUsage();
  const api = servers.map((s) => cpuPartsOf(`/proc/${s.proc.pid}/stat`));
  const switches = servers.map((s) => switchesOf(s.proc.pid!));
  return {
    api: api.reduce((n, x) => n + x.user + x.system, 0),
    apiSystem: api.reduce((n, x) => n + x.system, 0),
    apiSwitches: {
      voluntary: switches.reduce((n, x) => n + x.voluntary, 0),
      involuntary: switches.reduce((n, x) => n + x.involuntary, 0),
    },
    pg,
    client: (c.user + c.system) / 1000,
  };
}

const poster = jsonPoster(Math.max(concurrency, buyers));
/** one checkout request, its body and headers made beforehand */
const placement = (s: { url: string; key: string; payload: Record<string, unknown> }) =>
  poster.prepare(`${s.url}/api/checkout`, s.payload, { 'idempotency-key': s.key });
type Placed = { data?: { next?: string } };

/**
 * `n` buyers ready to place (prepareBuyers), any number of them: every code is asked for from this one address, whose
 * hourly limit (CHECKOUT_ENV: 1,000, the most the configuration allows) would end the preparation at about 1,000; so
 * the codes already sent are counted as another address's before every 900.
 */
async function manyBuyers(n: number, from: number, products: number[]) {
  const steps: Awaited<ReturnType<typeof prepareBuyers>> = [];
  for (let done = 0; done < n; done += 900) {
    await database.db.updateTable('otp_challenges').set({ client_ip: '192.0.2.1' }).execute();
    steps.push(...(await prepareBuyers(database, urls, Math.min(900, n - done), from + done, products)));
  }
  return steps;
}

try {
  // 1. the race (the units at the buyers' pickup branch, the sum with them: decision 0090)
  const P = FX.product;
  await setStockAt(database.db, P.redmi, units);
  const race = (await prepareBuyers(database, urls, buyers, 10_000, P.redmi)).map(placement);
  const t0 = performance.now();
  const results = await Promise.all(race.map((s) => poster.send<Placed>(s)));
  const raceMs = performance.now() - t0;
  const placed = results.filter((r) => r.body.data?.next === 'done').length;
  const refused = results.filter((r) => r.status === 409).length;
  const other = results.length - placed - refused;
  // the others by status (503: a request that waited longer than DB_POOL_WAIT_MS for a connection, decision 0067)
  const otherBy = new Map<number, number>();
  for (const r of results)
    if (r.body.data?.next !== 'done' && r.status !== 409) otherBy.set(r.status, (otherBy.get(r.status) ?? 0) + 1);
  const { stock } = await database.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', P.redmi)
    .executeTakeFirstOrThrow();
  console.log(
    `race: ${buyers} buyers for ${units} units → ${placed} orders placed, ${refused} refused (409), ${other} other${other ? ` (${[...otherBy].map(([st, n]) => `${n}× ${st}`).join(', ')})` : ''}; final stock ${stock}; oversold ${Math.max(0, placed - units)}; ${raceMs.toFixed(0)} ms`,
  );

  // 2. latency at a fixed concurrency, ample stock (at the buyers' pickup branch: decision 0090)
  await setStockAt(database.db, P.galaxy, 1_000_000);
  // and its gift (it had 5 units: from the sixth order on, every order was one with a sold-out gift, its line trimmed)
  await setStockAt(database.db, P.iron, 1_000_000);
  // with --products n, n − 1 copies of the two, each with its own gift and stock
  const products = [P.galaxy, ...(await copyProductWithGift(database.db, P.galaxy, P.iron, spread - 1, 1_000_000))];
  const all = (await manyBuyers(warmup + rounds * latencyBuyers, 20_000, products)).map(placement);
  let failed = 0;
  /** places the orders `concurrency` at a time; the time of each */
  const place = async (steps: typeof all) => {
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < steps.length) {
          const s = steps[next++]!;
          const t = performance.now();
          const r = await poster.send<Placed>(s);
          times.push(performance.now() - t);
          if (r.body.data?.next !== 'done') {
            failed++;
            if (failed <= 3) console.log(`  not placed: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
          }
        }
      }),
    );
    return times;
  };
  if (warmup) {
    // the warm-up's CPU per order in halves: while V8 still compiles the API's code for its hot paths, an order costs
    // more — figures are "warm" once the two halves agree (decision 0100: still compiling after 280 orders)
    const half = Math.floor(warmup / 2);
    const w0 = await cpuNow();
    await place(all.slice(0, half));
    const w1 = await cpuNow();
    await place(all.slice(half, warmup));
    const w2 = await cpuNow();
    const api = (from: typeof w0, to: typeof w0, n: number) => ((to.api - from.api) / n).toFixed(2);
    console.log(
      `warm-up: ${warmup} orders; API CPU per order ${api(w0, w1, half)} ms in the first half, ${api(w1, w2, warmup - half)} ms in the second`,
    );
  }
  const measured: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    const failedBefore = failed;
    const cpu0 = await cpuNow();
    const t1 = performance.now();
    const from = warmup + r * latencyBuyers;
    const times = await place(all.slice(from, from + latencyBuyers));
    const wall = (performance.now() - t1) / 1000;
    const cpu1 = await cpuNow();
    times.sort((x, y) => x - y);
    const pgMs = [...cpu1.pg].reduce((n, [pid, ms]) => n + ms - (cpu0.pg.get(pid) ?? 0), 0);
    const round: Round = {
      perSecond: latencyBuyers / wall,
      p50: pct(times, 50),
      p95: pct(times, 95),
      api: (cpu1.api - cpu0.api) / latencyBuyers,
      pg: pgMs / latencyBuyers,
      client: (cpu1.client - cpu0.client) / latencyBuyers,
    };
    measured.push(round);
    if (rounds > 1) console.log(`round ${r + 1} of ${rounds}`);
    console.log(
      `latency: ${latencyBuyers} orders of ${spread === 1 ? 'one product' : `${spread} products`} at concurrency ${concurrency}${warmup || r ? ` after ${from} not counted` : ''}: ${round.perSecond.toFixed(1)} orders/s, ` +
        `place p50 ${round.p50.toFixed(1)} ms, p95 ${round.p95.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms; failed ${failed - failedBefore}`,
    );
    const per = (ms: number) => (ms / latencyBuyers).toFixed(2);
    console.log(
      `CPU per order: API processes ${round.api.toFixed(2)} ms (system ${per(cpu1.apiSystem - cpu0.apiSystem)})` +
        (engine === 'postgres' ? `, PostgreSQL backends ${round.pg.toFixed(2)} ms` : '') +
        `, bench client ${round.client.toFixed(2)} ms; load average ${os
          .loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')}`,
    );
    // why a second process costs more per order than its work: each one waits (epoll, its socket reads) for fewer
    // requests at a time, and every wait is a switch and a cold cache after it (decision 0089)
    const sw = (k: 'voluntary' | 'involuntary') =>
      ((cpu1.apiSwitches[k] - cpu0.apiSwitches[k]) / latencyBuyers).toFixed(1);
    console.log(`API context switches per order: ${sw('voluntary')} voluntary, ${sw('involuntary')} involuntary`);
  }
  if (rounds > 1) {
    const of = (k: keyof Round, digits: number) => {
      const v = measured.map((x) => x[k]);
      return `${median(v).toFixed(digits)} (${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)})`;
    };
    console.log(
      `${rounds} rounds, median (range): CPU per order API ${of('api', 2)} ms` +
        (engine === 'postgres' ? `, PostgreSQL backends ${of('pg', 2)} ms` : '') +
        `; p95 ${of('p95', 1)} ms; ${of('perSecond', 0)} orders/s; the bench client's own CPU per order ${of('client', 2)} ms`,
    );
  }
} finally {
  poster.close();
  await Promise.all(servers.map((s) => s.stop()));
  await database.close();
}

/** One measured phase: orders per second, placement times (ms) and CPU per order (ms). */
interface Round {
  perSecond: number;
  p50: number;
  p95: number;
  api: number;
  pg: number;
  /** this client's CPU per order: the same requests and answers every time, so it rises only with the machine's cost */
  client: number;
}
