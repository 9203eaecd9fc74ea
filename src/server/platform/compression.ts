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
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };
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
 * A whole answer compressed in one job on the thread pool, at the dynamic levels above, for an encoding the
 * client accepts (`pickEncoding`): no stream plumbing, and the length is known. Null encoding: send `body` as is.
 */
export async function compressWhole(
  body: Buffer,
  encoding: 'br' | 'gzip' | null,
): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  if (!encoding || body.length < MIN_COMPRESSED) return { body, encoding: null };
  if (encoding === 'br') {
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: await brotliAsync(body, { params }), encoding };
  }
  return { body: await gzipAsync(body, { level: DYNAMIC_GZIP_LEVEL }), encoding };
}
