import { createHash } from 'node:crypto';
import { brotliWhole, gzipWhole } from './compression.ts';

/**
 * A micro-cache of server-rendered pages (decision 0038). A page for a visitor who carries none of the shop's
 * cookies (no session, no lists) is the same for every such visitor except for the CSP nonce. Rendering one costs
 * 10–30 ms of CPU; a popular page asked for many times a second is rendered once per `ttlMs` and served from
 * memory in between — already compressed, with its inline scripts allowed by their SHA-256 hashes instead of a
 * nonce (the stored copy carries no nonce at all), so nothing is shared between answers that could help an attacker.
 *
 * What is kept: an answer to a GET, status 200, `text/html`, no Set-Cookie, no `Cache-Control` saying private,
 * no-store or no-cache. Any state-changing request handled by this process clears everything (`clear()`), so this
 * process never shows a page older than its own last write; another process's write shows within `ttlMs`.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * The page's HTML in UTF-8: held outside the JavaScript heap, so it neither counts toward the heap's growth nor
   * waits for its collections, and half the size of a string of Azerbaijani or Russian text (two bytes a character)
   */
  body: Buffer;
  /** base64 SHA-256 of every inline script of `body` (for the CSP header) */
  scriptHashes: string[];
  /** compressed once, when the page is first asked for again (until then answers are compressed as usual) */
  br?: Buffer;
  gzip?: Buffer;
  compressing?: boolean;
  at: number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly opts: { ttlMs: number; maxEntries?: number; maxBytes?: number },
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.opts.ttlMs > 0;
  }

  /** The live page under `key`, or undefined (an expired one is dropped). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (this.now() - page.at >= this.opts.ttlMs) {
      this.drop(key, page);
      return undefined;
    }
    // least recently used first in the Map's order
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Keeps a page and returns the stored entry (its compressed copies are attached at its first hit by `compress`). */
  set(key: string, page: Omit<CachedPage, 'at'>): CachedPage {
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    const entry: CachedPage = { ...page, at: this.now() };
    this.pages.set(key, entry);
    this.bytes += size(entry);
    this.trim();
    return entry;
  }

  /**
   * Compresses a kept page once, off the event loop; a page dropped meanwhile is left alone. Called at the page's
   * first hit, so a page nobody asks for twice within its time (a long tail of products) costs no extra compression.
   */
  async compress(key: string, entry: CachedPage): Promise<void> {
    if (entry.compressing || entry.br) return;
    entry.compressing = true;
    const [br, gzip] = await Promise.all([brotliWhole(entry.body, 6), gzipWhole(entry.body, 6)]);
    if (this.pages.get(key) !== entry) return;
    this.bytes -= size(entry);
    entry.br = br;
    entry.gzip = gzip;
    this.bytes += size(entry);
    this.trim();
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  private trim(): void {
    const maxEntries = this.opts.maxEntries ?? 500;
    const maxBytes = this.opts.maxBytes ?? 64 * 1024 * 1024;
    while (this.pages.size > maxEntries || (this.bytes > maxBytes && this.pages.size > 1)) {
      const [k, p] = this.pages.entries().next().value as [string, CachedPage];
      this.drop(k, p);
    }
  }

  private drop(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.bytes -= size(page);
  }
}

const size = (p: CachedPage) => p.body.length + (p.br?.length ?? 0) + (p.gzip?.length ?? 0);

/** Whether a request may be answered from the cache: a GET with no cookie of the shop and no credentials. */
export function cacheableRequest(
  req: { method: string; headers: Record<string, string | string[] | undefined> },
  cookiePrefix: string,
): boolean {
  if (req.method !== 'GET' || req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  if (cookie === undefined) return true;
  const header = Array.isArray(cookie) ? cookie.join(';') : cookie;
  if (!cookiePrefix) return header.trim() === '';
  return !header.split(';').some((part) => part.trim().startsWith(cookiePrefix));
}

/** Whether an answer may be kept: 200, HTML, no cookie set, nothing in Cache-Control that forbids a shared copy. */
export function cacheableResponse(res: { status: number; headers: Headers }): boolean {
  if (res.status !== 200) return false;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (res.headers.getSetCookie().length) return false;
  const cc = (res.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store|no-cache)\b/.test(cc);
}

/**
 * The page as it is kept: `bytes` (the answer's HTML in UTF-8, `html` encoded) with the answer's nonce attributes
 * removed (a kept page is allowed by hashes), and the SHA-256 of every inline script's text, as a browser computes it
 * for `'sha256-…'` sources. The nonce is cut out of the bytes, not the string: a page's HTML is a large object in the
 * JavaScript heap (over 128 KB, reclaimed only by full collections), and every copy of it made per render adds to
 * the heap's peak (decision 0106). A nonce sits in tag attributes only, so the scripts' texts are the same in both.
 */
export function pageForKeeping(html: string, bytes: Buffer, nonce: string): { body: Buffer; scriptHashes: string[] } {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${m[1]}`)) continue;
    hashes.add(createHash('sha256').update(m[2]!, 'utf8').digest('base64'));
  }
  return { body: nonce ? withoutAll(bytes, Buffer.from(` nonce="${nonce}"`)) : bytes, scriptHashes: [...hashes] };
}

/** `bytes` without any occurrence of `cut` (itself when there is none). */
function withoutAll(bytes: Buffer, cut: Buffer): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(cut); at >= 0; at = bytes.indexOf(cut, from)) {
    kept.push(bytes.subarray(from, at));
    from = at + cut.length;
  }
  if (from === 0) return bytes;
  kept.push(bytes.subarray(from));
  return Buffer.concat(kept);
}

/** br, gzip or none, as the request accepts (q-values of 0 honoured). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
