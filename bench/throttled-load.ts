/**
 * A page load as a slow phone has it, in a real Chromium: DevTools throttling (150 ms latency, 1.6 Mbit/s down,
 * 750 kbit/s up — Lighthouse's slow 4G — and the CPU 4× slower), 412 × 823 px at 1.75×. Per load: first contentful
 * paint, largest contentful paint and the moment the header is hydrated (React's props on the element), in ms after
 * navigation. The bases are taken in turn, N loads each (default 5); one line per base with the medians.
 * Decision 0058 compares the page with its scripts before and after the first paint this way.
 *
 *   node --import tsx bench/throttled-load.ts /en/products http://localhost:3000 http://localhost:3001
 *
 * Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { chromium } from '@playwright/test';

const [path, ...bases] = process.argv.slice(2);
if (!path || !bases.length) {
  console.error('usage: node --import tsx bench/throttled-load.ts <path> <base> [base …]');
  process.exit(2);
}
const runs = Number(process.env.N ?? 5);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const results = new Map<string, number[][]>(bases.map((b) => [b, []]));
for (let i = 0; i < runs; i++) {
  for (const base of bases) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(base + path, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const header = document.querySelector('header');
        return !!header && Object.keys(header).some((k) => k.startsWith('__reactProps$'));
      },
      null,
      { polling: 20, timeout: 60_000 },
    );
    const hydrated = await page.evaluate(() => performance.now());
    await page.waitForTimeout(300);
    const paints = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: (window as unknown as { __lcp?: number }).__lcp ?? NaN,
    }));
    results.get(base)!.push([paints.fcp, paints.lcp, hydrated].map(Math.round));
    await context.close();
  }
}
await browser.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `${'base'.padEnd(28)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'hydrated'.padStart(9)}   loads (FCP/LCP/hydrated)`,
);
for (const [base, rows] of results) {
  const col = (k: number) => median(rows.map((r) => r[k]!));
  console.log(
    `${base.padEnd(28)} ${String(col(0)).padStart(6)} ${String(col(1)).padStart(6)} ${String(col(2)).padStart(9)}   ${rows.map((r) => r.join('/')).join(' ')}`,
  );
}
