import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseKey, type Area, type ParsedKey } from './keys.ts';
import { type GeneratedSpec } from './drawing-kinds.ts';
import { svgFor } from '../../../demo/drawings.ts';
import { mediaKey, type ObjectStore } from '../../platform/object-store/object-store.ts';

/**
 * Resized image variants, rendered on first request and kept on this instance's disk:
 *   originals  the object store's media/<area>/<key>   (uploads: DATA_DIR/media/<area>/<key> or the shared bucket,
 *                                                      decision 0068; a generator key's original is its SVG, drawn
 *                                                      without asking the store)
 *   variants   DATA_DIR/media/cache/<area>/<size>/<key>.<webp|jpg|png>              (uploads)
 *              DATA_DIR/media/cache/drawn-v<N>/<area>/<size>/<key>.<webp|jpg|png>  (drawings, see DRAWINGS_VERSION)
 * Files are written to a temporary name and renamed, so several processes can share the folder;
 * within a process concurrent requests for the same variant share one render. A store that is down makes the
 * variant of an upload not cached yet throw `ObjectStoreUnavailable` (the route answers 503); cached variants and
 * drawings never need the store.
 */

type Format = 'webp' | 'jpeg' | 'png';

/**
 * The drawings' version: part of their cache folder, so that changed drawings are rendered afresh instead of
 * served from variants cached by an older version (the keys stay the same). Bump it when a drawing changes.
 */
export const DRAWINGS_VERSION = 2;

interface SizeSpec {
  width: number;
  height?: number;
  fit?: 'contain' | 'cover' | 'inside';
}

interface AreaSpec {
  sizes: Record<string, SizeSpec>;
  /** transparent artwork: PNG (not JPEG) when WebP is not accepted */
  alpha: boolean;
  /**
   * Another area whose images this one also serves, at its own sizes: the home page's category tiles rotate
   * through the category's picture and its most popular products' pictures, all under /i/h/category/100/.
   */
  borrows?: Area;
}

const AREAS: Record<Area, AreaSpec> = {
  p: {
    sizes: { '50': { width: 50 }, '300': { width: 300 }, '500': { width: 500 }, '1000': { width: 1000 } },
    alpha: false,
  },
  bdg: { sizes: { icon: { width: 96, height: 96, fit: 'contain' } }, alpha: true },
  b: { sizes: { icon: { width: 240, height: 120, fit: 'contain' } }, alpha: true },
  main: { sizes: { '500': { width: 500 }, '1000': { width: 1000 } }, alpha: false },
  category: { sizes: { '100': { width: 100, height: 100, fit: 'cover' } }, alpha: true, borrows: 'p' },
  pop: { sizes: { '500': { width: 500 } }, alpha: false },
  // blog and page covers (1600×900): cards, small screens, the article's header
  blog: { sizes: { '400': { width: 400 }, '800': { width: 800 }, '1200': { width: 1200 } }, alpha: false },
};

const EXT: Record<Format, string> = { webp: 'webp', jpeg: 'jpg', png: 'png' };
export const CONTENT_TYPE: Record<Format, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

interface Variant {
  file: string;
  format: Format;
  etag: string;
  bytes: number;
}

interface MediaLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

function chooseFormat(accept: string | undefined, alpha: boolean): Format {
  if (accept && /image\/webp/i.test(accept)) return 'webp';
  return alpha ? 'png' : 'jpeg';
}

/** write then rename: readers never see a half-written file, and concurrent writers are harmless */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

export class MediaStore {
  private readonly root: string;
  private readonly inflight = new Map<string, Promise<Variant | null>>();

  constructor(
    dataDir: string,
    /** where the originals of uploads are (decision 0068) */
    private readonly objects: ObjectStore,
    private readonly log: MediaLog,
    /**
     * Whether a drawing key is used by the shop (a product image, banner, badge…). Drawing is refused for
     * keys nothing refers to, so that made-up keys cannot fill the disk cache and keep the CPU busy.
     * Without it every well-formed drawing key is drawn (tests of the drawings themselves).
     */
    private readonly isReferenced?: (area: Area, key: string) => Promise<boolean>,
  ) {
    this.root = path.join(dataDir, 'media');
  }

  /** The variant for a request, rendering it when needed; null when the size, key or image is unknown. */
  async variant(area: Area, size: string, key: string, accept: string | undefined): Promise<Variant | null> {
    const spec = AREAS[area];
    const sizeSpec = Object.hasOwn(spec.sizes, size) ? spec.sizes[size] : undefined;
    if (!sizeSpec) return null;
    // the key in this area's grammar, and in the borrowed area's (whose folder and references then apply)
    const sources: { area: Area; parsed: ParsedKey }[] = [];
    for (const a of spec.borrows ? [area, spec.borrows] : [area]) {
      const parsed = parseKey(a, key);
      if (parsed) sources.push({ area: a, parsed });
    }
    if (!sources.length) return null;
    const format = chooseFormat(accept, spec.alpha);
    const drawn = sources.some((s) => s.parsed.generated);
    const file = path.join(
      this.root,
      'cache',
      ...(drawn ? [`drawn-v${DRAWINGS_VERSION}`] : []),
      area,
      size,
      `${key}.${EXT[format]}`,
    );
    const hit = await this.stat(file, format);
    if (hit) return hit;
    let p = this.inflight.get(file);
    if (!p) {
      p = this.render(sources, sizeSpec, format, file).finally(() => this.inflight.delete(file));
      this.inflight.set(file, p);
    }
    return p;
  }

  private async stat(file: string, format: Format): Promise<Variant | null> {
    try {
      const st = await fs.stat(file);
      const rel = path.relative(this.root, file);
      const etag = `"${createHash('sha1').update(`${rel}:${st.size}`).digest('base64url').slice(0, 20)}"`;
      return { file, format, etag, bytes: st.size };
    } catch {
      return null;
    }
  }

  private async render(
    sources: { area: Area; parsed: ParsedKey }[],
    size: SizeSpec,
    format: Format,
    file: string,
  ): Promise<Variant | null> {
    let original: string | Buffer | null = null;
    for (const { area, parsed } of sources)
      if ((original = await this.original(area, parsed.key, parsed.generated))) break;
    if (!original) return null;
    try {
      let img = sharp(original, { failOn: 'error' }).resize({
        width: size.width,
        height: size.height,
        fit: size.fit ?? 'inside',
        withoutEnlargement: size.fit === undefined,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      });
      if (format === 'jpeg')
        img = img.flatten({ background: '#ffffff' }).jpeg({ quality: 84, progressive: true, mozjpeg: false });
      else if (format === 'webp') img = img.webp({ quality: 82, alphaQuality: 90, effort: 3 });
      else img = img.png({ compressionLevel: 8, adaptiveFiltering: true });
      const out = await img.toBuffer();
      await writeAtomic(file, out);
      return await this.stat(file, format);
    } catch (err) {
      this.log.error({ err, key: sources[0]!.parsed.key, file }, 'image render failed');
      return null;
    }
  }

  /**
   * The original: an upload from the object store, or for a generator key its SVG (the store is never asked for
   * one: a drawing's first render does not wait on it). Drawn images are rasterised
   * straight at the requested size (librsvg renders vectors at any scale): measured 14 ms for a
   * first 300 px variant against 125 ms for rasterising 1500×1800 to a PNG original and resizing it,
   * and sharper small sizes. So no full-size raster is ever made for them.
   */
  private async original(area: Area, key: string, generated: GeneratedSpec | null): Promise<string | Buffer | null> {
    if (!generated) return this.objects.get(mediaKey(area, key));
    if (this.isReferenced && !(await this.isReferenced(area, key))) return null;
    try {
      return Buffer.from(svgFor(generated));
    } catch (err) {
      this.log.error({ err, area, key }, 'image drawing failed');
      return null;
    }
  }
}
