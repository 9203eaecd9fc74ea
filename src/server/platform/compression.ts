import { Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Writes collected before one call into the compressor (beyond this the collected bytes go at once). */
const MAX_COLLECTED = 64 * 1024;

/**
 * A compressor that receives its input in as few pieces as possible. React writes a page as many small chunks
 * (2–6 KB each) within one turn of the event loop; handing each one to brotli or gzip apart costs 25–50% more CPU
 * than handing over the whole (every piece is a trip through the thread pool). This stream collects what arrives
 * within one turn and hands it to the compressor at once, so nothing is held back longer than the current turn.
 */
export class CollectingCompressor extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private scheduled: NodeJS.Immediate | undefined;

  constructor(private readonly inner: zlib.BrotliCompress | zlib.Gzip | zlib.Deflate) {
    super();
    inner.on('data', (chunk: Buffer) => {
      if (!this.push(chunk)) inner.pause();
    });
    inner.on('error', (err) => this.destroy(err));
  }

  override _read(size: number): void {
    this.inner.resume();
    super._read(size);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= MAX_COLLECTED) return this.handOver(callback);
    this.scheduled ??= setImmediate(() => this.handOver());
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.handOver();
    this.inner.once('end', () => callback());
    this.inner.end();
  }

  override _destroy(err: Error | null, callback: (error: Error | null) => void): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.inner.destroy();
    callback(err);
  }

  /** Gives the collected bytes to the compressor; `done` is called once it can take more. */
  private handOver(done?: TransformCallback): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = undefined;
    if (this.pendingBytes === 0) return done?.();
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    if (this.inner.write(data) || !done) done?.();
    else this.inner.once('drain', () => done());
  }
}

/** Brotli quality for responses compressed per request (HTML, JSON); static files are compressed at build time. */
const DYNAMIC_BROTLI_QUALITY = 4;
/**
 * Brotli's window for a stream whose length is unknown (API answers; pages go out whole, `compressWhole`): 256 KB.
 * The default, 4 MB, sizes each encoder's buffers and hash tables for inputs far larger than the shop's answers
 * (decision 0106: brotli's encoders held 347 MB of the server's native allocations at their peak, 102 MB after).
 */
const STREAM_BROTLI_WINDOW_BITS = 18;

/**
 * Brotli parameters for `quality`; with the input's length known, the smallest window that holds all of it (as
 * large as the default when it does not fit in 4 MB): no match is lost, and the encoder's memory follows the input's
 * size instead of the default window's.
 */
export function brotliParams(quality: number, length?: number): Record<number, number> {
  const {
    BROTLI_PARAM_QUALITY,
    BROTLI_PARAM_LGWIN,
    BROTLI_PARAM_SIZE_HINT,
    BROTLI_MIN_WINDOW_BITS,
    BROTLI_DEFAULT_WINDOW,
  } = zlib.constants;
  if (length === undefined) return { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_LGWIN]: STREAM_BROTLI_WINDOW_BITS };
  // the window holds 2^bits − 16 bytes
  const bits = Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 16))));
  return { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_LGWIN]: bits, [BROTLI_PARAM_SIZE_HINT]: length };
}
/** gzip level for clients without brotli. */
const DYNAMIC_GZIP_LEVEL = 6;

/**
 * `@fastify/compress` for dynamic answers (server-rendered HTML, API JSON): brotli at a fast quality, else
 * gzip, with the input collected per event-loop turn (CollectingCompressor). Compression runs on the thread pool,
 * so it adds little to the main thread. Levels chosen by CPU time against rendering (`npm run bench:pages`,
 * README "Measured"): compressing a listing in one piece costs about 10% of serving it at brotli 4 (25 KB),
 * 17–20% at brotli 5 or 6 (23 KB) and gzip 6 (28 KB); quality 3 or gzip 5 measured no cheaper end to end.
 */
export function dynamicCompression(): FastifyCompressOptions {
  const brotliOptions = { params: brotliParams(DYNAMIC_BROTLI_QUALITY) };
  const zlibOptions = { level: DYNAMIC_GZIP_LEVEL };
  return {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions,
    zlibOptions,
    zlib: {
      createBrotliCompress: (o: zlib.BrotliOptions) => new CollectingCompressor(zlib.createBrotliCompress(o)),
      createGzip: (o: zlib.ZlibOptions) => new CollectingCompressor(zlib.createGzip(o)),
      createDeflate: (o: zlib.ZlibOptions) => new CollectingCompressor(zlib.createDeflate(o)),
    },
  };
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
/** Below this an answer goes uncompressed (as `dynamicCompression`'s threshold). */
const MIN_COMPRESSED = 1024;

/**
 * Whole bodies compressed at once at most. The thread pool runs four jobs at a time (libuv's default); a body
 * started beyond them only holds its encoder's buffers (a megabyte or more each) while it waits its turn there,
 * so it waits here, where it holds nothing but its input.
 */
const WHOLE_AT_ONCE = 4;
let wholeRunning = 0;
const wholeWaiting: (() => void)[] = [];

async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (wholeRunning < WHOLE_AT_ONCE) wholeRunning++;
  else await new Promise<void>((resolve) => wholeWaiting.push(resolve));
  try {
    return await job();
  } finally {
    // the slot passes straight to the next in line, so nobody who arrives meanwhile can take it as well
    const next = wholeWaiting.shift();
    if (next) next();
    else wholeRunning--;
  }
}

/** A whole body in brotli at `quality`, in its turn, with a window the size of the body in bytes (`brotliParams`). */
export function brotliWhole(body: Buffer | string, quality: number): Promise<Buffer> {
  return inTurn(() => brotliAsync(body, { params: brotliParams(quality, Buffer.byteLength(body)) }));
}

/** A whole body in gzip at `level`, in its turn. */
export function gzipWhole(body: Buffer | string, level: number): Promise<Buffer> {
  return inTurn(() => gzipAsync(body, { level }));
}

/**
 * A whole answer compressed in one job on the thread pool, at the dynamic levels above, for an encoding the
 * client accepts (`pickEncoding`): no stream plumbing, and the length is known. Null encoding: send `body` as is.
 */
export async function compressWhole(
  body: Buffer,
  encoding: 'br' | 'gzip' | null,
): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  if (!encoding || body.length < MIN_COMPRESSED) return { body, encoding: null };
  if (encoding === 'br') return { body: await brotliWhole(body, DYNAMIC_BROTLI_QUALITY), encoding };
  return { body: await gzipWhole(body, DYNAMIC_GZIP_LEVEL), encoding };
}
