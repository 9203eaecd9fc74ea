import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CollectingCompressor } from './compression.ts';

const page = Array.from(
  { length: 4000 },
  (_, i) => `<li class="card"><a href="/p/${i}">Product ${i}</a><b>${(i * 37) % 1000} ₼</b></li>`,
).join('');

async function collect(stream: NodeJS.ReadableStream, slow = false): Promise<Buffer> {
  const out: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, cb) {
      out.push(chunk);
      if (slow) setTimeout(cb, 1);
      else cb();
    },
  });
  await pipeline(stream, sink);
  return Buffer.concat(out);
}

describe('CollectingCompressor', () => {
  it('hands the small chunks written within one turn to the compressor as one piece', async () => {
    const inner = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    const writes: number[] = [];
    const write = inner.write.bind(inner);
    inner.write = ((chunk: Buffer, ...rest: never[]) => {
      writes.push(chunk.length);
      return write(chunk, ...rest);
    }) as typeof inner.write;
    const c = new CollectingCompressor(inner);
    const done = collect(c);
    const chunks = page.match(/.{1,2048}/gsu)!;
    for (const ch of chunks) c.write(ch);
    await new Promise((r) => setImmediate(r));
    c.write('<footer>later</footer>');
    c.end();
    const out = await done;
    expect(zlib.brotliDecompressSync(out).toString()).toBe(`${chunks.join('')}<footer>later</footer>`);
    expect(chunks.length).toBeGreaterThan(20);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(Buffer.byteLength(page) / 65536) + 2);
  });

  it('gives the same bytes back through gzip, with a slow reader and more input than it collects at once', async () => {
    const big = page.repeat(4);
    const source = Readable.from(big.match(/.{1,3000}/gsu)!.map((s) => Buffer.from(s)));
    const c = new CollectingCompressor(zlib.createGzip({ level: 6 }));
    const [out] = await Promise.all([collect(c, true), pipeline(source, new PassThrough(), c)]);
    expect(zlib.gunzipSync(out).toString()).toBe(big);
  });

  it('ends with an empty body when nothing was written', async () => {
    const c = new CollectingCompressor(zlib.createGzip());
    const done = collect(c);
    c.end();
    expect(zlib.gunzipSync(await done).toString()).toBe('');
  });
});
