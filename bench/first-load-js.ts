/**
 * First-load JavaScript per page, as a browser downloads it: every module the server-rendered HTML
 * preloads (at once or after its first paint) or imports (entry, route modules and their static imports), gzip-compressed (level 9).
 * Lazy chunks loaded later (dynamic import) are not counted.
 *
 *   node --import tsx bench/first-load-js.ts http://localhost:3000 / /products /en/search?search=tv
 *
 * Budget (design §5): ≤ 140 KB gzip for any page.
 */
import { gzipSync } from 'node:zlib';

export const BUDGET = 140 * 1024;

export async function firstLoad(url: string): Promise<{ files: number; bytes: number; gzip: number }> {
  const html = await (await fetch(url)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]!);
  // the preloads the page asks for after its first paint (decision 0058)
  for (const m of html.matchAll(/data-preload="([^"]*)"/g))
    for (const s of m[1]!.split(' ').filter(Boolean)) srcs.add(s);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1]!);
  let bytes = 0;
  let gzip = 0;
  for (const s of srcs) {
    const body = Buffer.from(await (await fetch(new URL(s, url))).arrayBuffer());
    bytes += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  // the inline bootstrap (route manifest and hydration data script) is part of the HTML, reported separately
  return { files: srcs.size, bytes, gzip };
}

/** One line per page: files, raw and gzip bytes, and whether it is within the budget. */
export async function reportFirstLoad(base: string, pages: string[]): Promise<boolean> {
  let over = false;
  for (const p of pages) {
    const r = await firstLoad(new URL(p, base).toString());
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const ok = r.gzip <= BUDGET;
    over ||= !ok;
    console.log(
      `first-load JS ${p.padEnd(44)} ${String(r.files).padStart(3)} files ${kb(r.bytes).padStart(9)} raw ${kb(r.gzip).padStart(9)} gzip  ${ok ? '✓ ≤' : '✗ over'} 140 KB`,
    );
  }
  return !over;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  const ok = await reportFirstLoad(base, paths.length ? paths : ['/']);
  process.exitCode = ok ? 0 : 1;
}
