/**
 * The browser's main-thread CPU for one page load, as a phone-sized Chromium spends it: thread time (`tdur`, so
 * other jobs on the machine change it far less than wall-clock time) of every task, and of parsing, style, layout,
 * paint and script, from a Chromium trace, no throttling, 412 × 823 px at 1.75× — median of N loads per page,
 * the pages taken in turn (decision 0046).
 *
 *   node --import tsx bench/main-thread.ts http://localhost:3000/ http://localhost:3001/   (N=5 for more runs)
 *
 * Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { chromium } from '@playwright/test';

const PARTS: Record<string, string> = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
};
const COLUMNS = ['task', 'parse', 'style', 'layout', 'prepaint', 'paint', 'script'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const urls = process.argv.slice(2);
if (!urls.length) throw new Error('usage: node --import tsx bench/main-thread.ts <url> [url …]');
const runs = Number(process.env.N ?? 3);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = new Map<string, Record<string, number>[]>();
for (let i = 0; i < runs; i++) {
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    // the page's renderer main thread: the one that parsed HTML
    const parser = events.find((e) => e.name === 'ParseHTML');
    const out: Record<string, number> = Object.fromEntries(COLUMNS.map((c) => [c, 0]));
    for (const e of events) {
      if (!parser || e.pid !== parser.pid || e.tid !== parser.tid || e.ph !== 'X' || e.tdur === undefined) continue;
      if (e.name === 'RunTask') out.task! += e.tdur / 1000;
      const part = PARTS[e.name];
      if (part) out[part]! += e.tdur / 1000;
    }
    results.set(url, [...(results.get(url) ?? []), out]);
    await context.close();
  }
}
await browser.close();
console.log(`main-thread CPU ms, median of ${runs}`);
for (const [url, rs] of results)
  console.log(
    `${url.padEnd(60)} ${COLUMNS.map((c) => `${c} ${Math.round(median(rs.map((r) => r[c] ?? 0)))}`).join('  ')}`,
  );
