import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CollectingCompressor, brotliParams, brotliWhole, gzipWhole } from './compression.ts';

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
    const inner = zlib.createBrotliCompress({ params: brotliParams(4) });
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

describe('brotliParams', () => {
  it('gives a body of known length a window that holds all of it: a repeat 300 KB back is still found', () => {
    const block = randomBytes(300 * 1024); // incompressible on its own
    const body = Buffer.concat([block, block]);
    const out = zlib.brotliCompressSync(body, { params: brotliParams(4, body.length) });
    expect(zlib.brotliDecompressSync(out).equals(body)).toBe(true);
    // the second copy costs almost nothing; with a 256 KB window it would cost as much as the first
    expect(out.length).toBeLessThan(block.length * 1.05);
  });

  it('compresses a page as well as the default window does, at the qualities the server uses', () => {
    const body = Buffer.from(page);
    for (const quality of [4, 6, 11]) {
      const sized = zlib.brotliCompressSync(body, { params: brotliParams(quality, body.length) });
      const wide = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
      expect(zlib.brotliDecompressSync(sized).equals(body)).toBe(true);
      expect(sized.length).toBeLessThanOrEqual(Math.ceil(wide.length * 1.01));
    }
  });

  it('compresses tiny and very large bodies into streams any brotli decoder reads', () => {
    for (const body of [Buffer.from('<p>hi</p>'), Buffer.alloc(6 * 1024 * 1024, 'volt ')]) {
      const out = zlib.brotliCompressSync(body, { params: brotliParams(4, body.length) });
      expect(zlib.brotliDecompressSync(out).equals(body)).toBe(true);
    }
  });
});

describe('brotliWhole and gzipWhole', () => {
  it('compress many bodies asked for at once, each to its own input, however many wait their turn', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => `${page}<p>${i}</p>`);
    const out = await Promise.all(bodies.map((b, i) => (i % 2 ? gzipWhole(b, 6) : brotliWhole(b, 4))));
    out.forEach((o, i) =>
      expect((i % 2 ? zlib.gunzipSync(o) : zlib.brotliDecompressSync(o)).toString()).toBe(bodies[i]),
    );
  });

  it('sizes the window by bytes, not characters: a 3-byte-per-character text repeated 180 KB back is still found', async () => {
    // 60,000 characters (180 KB in UTF-8): a window sized by characters (128 KB for the 120,000 of the whole) would
    // not reach back to the first copy
    let seed = 7;
    const block = Array.from({ length: 60_000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCodePoint(0x4e00 + (seed % 20_000));
    }).join('');
    const body = block + block;
    const out = await brotliWhole(body, 4);
    expect(zlib.brotliDecompressSync(out).toString()).toBe(body);
    const once = await brotliWhole(block, 4);
    expect(out.length).toBeLessThan(once.length * 1.05);
  });

  it('gives its turn back when a compression fails, so the ones after it still run', async () => {
    const failed = await Promise.allSettled(Array.from({ length: 8 }, () => brotliWhole({} as string, 4)));
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    const ok = await Promise.all(Array.from({ length: 8 }, () => gzipWhole(page, 6)));
    expect(ok.map((o) => zlib.gunzipSync(o).toString())).toEqual(Array(8).fill(page));
  });
});
