import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Browser assets compressed once, at build time, at the best quality node:zlib offers (brotli 11, gzip 9):
 * `x.js` gets `x.js.br` and `x.js.gz` next to it, which `@fastify/static` (`preCompressed`) serves as they are.
 * Fonts (woff2) and images are compressed formats already and are left alone.
 */
const PRECOMPRESSED_TYPES: ReadonlySet<string> = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html', '.xml', '.webmanifest', '.ico']);

/** True for a file (or one of its .br/.gz variants) of a type that is served precompressed. */
export function isPrecompressedType(file: string): boolean {
  return PRECOMPRESSED_TYPES.has(path.extname(file.replace(/\.(br|gz)$/, '')).toLowerCase());
}

function filesUnder(dir: string): string[] {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

interface PrecompressResult {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

/**
 * Writes `.br` and `.gz` next to every compressible file under `dir`. A variant that would not be smaller than
 * the original is not written (and a stale one is removed), so the original is served instead.
 */
export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (/\.(br|gz)$/.test(file) || !isPrecompressedType(file)) continue;
    const src = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(src, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: src.length,
      },
    });
    const gz = zlib.gzipSync(src, { level: zlib.constants.Z_BEST_COMPRESSION, memLevel: 9 });
    result.files++;
    result.bytes += src.length;
    result.brBytes += writeIfSmaller(`${file}.br`, br, src.length);
    result.gzBytes += writeIfSmaller(`${file}.gz`, gz, src.length);
  }
  return result;
}

/** Writes the variant when it saves bytes, else removes a stale one; returns the bytes a client will receive. */
function writeIfSmaller(target: string, data: Buffer, originalSize: number): number {
  if (data.length < originalSize) {
    fs.writeFileSync(target, data);
    return data.length;
  }
  fs.rmSync(target, { force: true });
  return originalSize;
}
