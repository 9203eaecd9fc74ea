/**
 * Hydration data per page: how much of the server-rendered HTML is the data React Router sends for hydration
 * (`window.__reactRouterContext = …` and its `streamController.enqueue(…)` chunks: loader data, errors, state).
 * Also printed: every inline script together (hydration data + route manifest + bootstrap), the gzip sizes (the HTML
 * travels compressed), and the ratio to the HTML without the stylesheet inlined into its head (decision 0018), so
 * the figure is comparable with builds that link it. Goal (PERF-4): hydration data ≤ 15% of a listing page's HTML.
 *
 *   node --import tsx bench/hydration-size.ts [base] [path …]
 *   node --import tsx bench/hydration-size.ts http://localhost:3000
 *
 * Without paths: home, a category listing, a product page and a search page of the demo seed; the listing and the
 * product are taken from the home page's category menu and the listing's first card, so any seed works.
 */
import { gzipSync } from 'node:zlib';

export interface HydrationSize {
  path: string;
  html: number;
  hydration: number;
  inlineScripts: number;
  /** the stylesheet inlined into the head */
  inlineCss: number;
  htmlGzip: number;
  hydrationGzip: number;
}

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_CSS = /<style\b[^>]*data-inline-css[^>]*>([\s\S]*?)<\/style>/;

/** Splits a page's HTML into its hydration-data scripts and all inline scripts (bytes, UTF-8). */
export function measureHtml(path: string, html: string): HydrationSize {
  let hydration = '';
  let inline = 0;
  for (const m of html.matchAll(SCRIPT)) {
    const body = m[1]!;
    inline += Buffer.byteLength(body);
    if (/window\.__reactRouterContext\b/.test(body)) hydration += body;
  }
  return {
    path,
    html: Buffer.byteLength(html),
    hydration: Buffer.byteLength(hydration),
    inlineScripts: inline,
    inlineCss: Buffer.byteLength(INLINE_CSS.exec(html)?.[1] ?? ''),
    htmlGzip: gzipSync(html).length,
    hydrationGzip: gzipSync(hydration).length,
  };
}

async function page(base: string, path: string): Promise<string> {
  const res = await fetch(new URL(path, base), { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.text();
}

/** Home, its first category-menu listing, that listing's first product and a search, as paths. */
export async function defaultPaths(base: string): Promise<string[]> {
  const home = await page(base, '/');
  const listing = /<a[^>]+href="(\/[a-z0-9-]+)"[^>]*class="[^"]*cat-menu[^"]*"/.exec(home)?.[1] ?? firstCategory(home);
  const list = await page(base, listing);
  const product =
    /class="[^"]*card[^"]*"[\s\S]*?href="(\/[a-z0-9-]+-\d+)"/.exec(list)?.[1] ??
    /href="(\/[a-z0-9-]+-\d+)"/.exec(list)?.[1];
  if (!product) throw new Error(`no product link on ${listing}`);
  return ['/', listing, product, '/search?search=samsung'];
}

function firstCategory(home: string): string {
  // the seed's top categories end in a word, never in "-<id>" (that is a product)
  for (const m of home.matchAll(/href="(\/[a-z0-9]+(?:-[a-z0-9]+)*)"/g)) {
    const p = m[1]!;
    if (!/-\d+$/.test(p) && /-/.test(p) && !/^\/(sale|newin|bestsellers|products|brands|search|kampaniyalar)$/.test(p))
      return p;
  }
  throw new Error('no category link on the home page');
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;

export async function reportHydration(base: string, paths: string[]): Promise<HydrationSize[]> {
  const rows: HydrationSize[] = [];
  console.log(
    `${'page'.padEnd(46)} ${'HTML'.padStart(9)} ${'hydration'.padStart(10)} ${'ratio'.padStart(6)}  ${'inline js'.padStart(9)} ${'ratio'.padStart(6)}  ${'HTML gz'.padStart(8)} ${'hydr. gz'.padStart(8)} ${'ratio'.padStart(6)}  ${'inline CSS'.padStart(10)} ${'ratio w/o CSS'.padStart(13)}`,
  );
  for (const p of paths) {
    const r = measureHtml(p, await page(base, p));
    rows.push(r);
    console.log(
      `${p.slice(0, 46).padEnd(46)} ${kb(r.html).padStart(9)} ${kb(r.hydration).padStart(10)} ${pct(r.hydration, r.html).padStart(6)}  ${kb(r.inlineScripts).padStart(9)} ${pct(r.inlineScripts, r.html).padStart(6)}  ${kb(r.htmlGzip).padStart(8)} ${kb(r.hydrationGzip).padStart(8)} ${pct(r.hydrationGzip, r.htmlGzip).padStart(6)}  ${kb(r.inlineCss).padStart(10)} ${pct(r.hydration, r.html - r.inlineCss).padStart(13)}`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  await reportHydration(base, paths.length ? paths : await defaultPaths(base));
}
