/**
 * Memory of compressing pages with brotli the way the server does (stream and whole answers):
 *   node --import tsx bench/brotli-memory.ts [--streams 16] [--rounds 20] [--kb 290] [--repeat 7]
 *
 * Compresses a generated page of about `kb` KB in `rounds` rounds of `streams` brotli compressions at once (the
 * server's dynamic quality, 4), once with brotli's default window (4 MB) and once with the server's parameters
 * (`brotliParams` in src/server/platform/compression.ts: 256 KB for a stream, the body's own size when known), each in
 * a process of its own, `repeat` times in turns, and prints the median (range) of how far the process's resident memory
 * rose at its peak and of how much of that it kept after the last round (glibc's heaps differ from run to run). The encoders' buffers are allocated in the thread pool, so they show in RSS, not in the
 * JavaScript heap.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { brotliParams } from '../src/server/platform/compression.ts';
import { median } from './lib/stats.ts';

const { values: a } = parseArgs({
  options: {
    streams: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '20' },
    kb: { type: 'string', default: '290' },
    repeat: { type: 'string', default: '7' },
    // internal: the variant a child process measures
    variant: { type: 'string' },
  },
});

const variants = {
  'default window, stream': () => ({ [zlib.constants.BROTLI_PARAM_QUALITY]: 4 }),
  "server's stream": () => brotliParams(4),
  'default window, whole body with its size': (n: number) => ({
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: n,
  }),
  "server's whole body": (n: number) => brotliParams(4, n),
} satisfies Record<string, (n: number) => Record<number, number>>;
type Variant = keyof typeof variants;

if (a.variant) {
  const variant = a.variant as Variant;
  const cards = Math.round((Number(a.kb) * 1024) / 100);
  const page = Buffer.from(
    Array.from(
      { length: cards },
      (_, i) =>
        `<div class="card p-${i % 97}"><a href="/en/p/${(i * 7919) % 100_000}">Product ${i} ${(i * 31) % 1000}</a><span>${(i * 13) % 5000}.99 ₼</span></div>`,
    ).join(''),
  );
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const params = variants[variant](page.length);
  const whole = variant.includes('whole');
  for (let round = 0; round < Number(a.rounds); round++) {
    await Promise.all(
      Array.from({ length: Number(a.streams) }, () =>
        whole
          ? new Promise((resolve, reject) =>
              zlib.brotliCompress(page, { params }, (err, out) => (err ? reject(err) : resolve(out))),
            )
          : new Promise((resolve) => {
              const s = zlib.createBrotliCompress({ params });
              s.on('data', () => undefined).on('end', resolve);
              for (let o = 0; o < page.length; o += 6000) s.write(page.subarray(o, o + 6000));
              s.end();
            }),
      ),
    );
  }
  clearInterval(sample);
  const mb = (n: number) => (n / 1048576).toFixed(1);
  console.log(
    JSON.stringify({ kb: page.length / 1024, peak: mb(peak - rss0), kept: mb(process.memoryUsage().rss - rss0) }),
  );
} else {
  console.log(`${a.streams} compressions at once, ${a.rounds} rounds, brotli quality 4, ${a.repeat} processes each`);
  const runs = new Map<string, { kb: number; peak: number; kept: number }[]>();
  for (let i = 0; i < Number(a.repeat); i++)
    for (const variant of Object.keys(variants)) {
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2), `--variant=${variant}`],
        { encoding: 'utf8' },
      );
      if (r.status !== 0) throw new Error(r.stderr);
      const m = JSON.parse(r.stdout) as { kb: number; peak: string; kept: string };
      runs.set(variant, [...(runs.get(variant) ?? []), { kb: m.kb, peak: Number(m.peak), kept: Number(m.kept) }]);
    }
  const show = (xs: number[]) =>
    `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
  for (const [variant, xs] of runs)
    console.log(
      `${variant.padEnd(42)} page ${xs[0]!.kb.toFixed(0)} KB: RSS +${show(xs.map((x) => x.peak))} MB at the peak, +${show(xs.map((x) => x.kept))} MB kept`,
    );
}
