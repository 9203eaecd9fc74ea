import http from 'node:http';
import { pct } from './stats.ts';

interface LoadOptions {
  /** requested in turn */
  urls: string[];
  concurrency: number;
  /** run for this long… */
  seconds?: number;
  /** …or until this many requests are done */
  requests?: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  done: number;
  errors: number;
  /** requests per second */
  rps: number;
  p50: number;
  p95: number;
  /** mean body bytes per answer, as sent (compressed when the answer was) */
  bytes: number;
  seconds: number;
}

/**
 * Load over loopback with bounded concurrency: `concurrency` keep-alive connections, each sending its next
 * request when the previous answer has been read. node:http rather than fetch, so the load generator takes
 * as little of the machine's CPU as it can (the server under test shares it).
 */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  if (!o.seconds && !o.requests) throw new Error('runLoad needs seconds or requests');
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.concurrency });
  const lat: number[] = [];
  let done = 0;
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const end = o.seconds ? started + o.seconds * 1000 : Infinity;
  const more = () => performance.now() < end && (o.requests === undefined || next < o.requests);
  const one = (url: string) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers: o.headers }, (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          lat.push(performance.now() - t0);
          done++;
          resolve();
        });
        res.on('error', () => {
          errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (more()) await one(o.urls[next++ % o.urls.length]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  lat.sort((a, b) => a - b);
  return {
    done,
    errors,
    rps: done / seconds,
    p50: pct(lat, 50),
    p95: pct(lat, 95),
    bytes: done ? bytes / done : 0,
    seconds,
  };
}
