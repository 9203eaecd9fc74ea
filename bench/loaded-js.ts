/**
 * JavaScript a real browser loads for a page until the network is idle, gzip-compressed (level 9) file by file as
 * in bench/first-load-js.ts. Unlike that count (the HTML's module preloads), this one includes chunks the page
 * imports at once, such as the product or listing view of `routes/resolve.tsx` (decision 0018).
 *
 *   node --import tsx bench/loaded-js.ts http://localhost:3000 / /en/products
 *
 * Budget (design §5): ≤ 140 KB gzip for any page. Chromium from Playwright, else /usr/bin/chromium.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUDGET } from './first-load-js.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const executablePath =
  process.env.E2E_BROWSER_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
let over = false;
for (const p of paths.length ? paths : ['/']) {
  const page = await browser.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js'))
      sizes.push(
        r.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      );
  });
  await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  const gzip = all.reduce((a, b) => a + b, 0);
  over ||= gzip > BUDGET;
  console.log(
    `loaded JS ${p.padEnd(48)} ${String(all.length).padStart(3)} files ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${gzip <= BUDGET ? '✓ ≤' : '✗ over'} 140 KB`,
  );
  await page.close();
}
await browser.close();
process.exitCode = over ? 1 : 0;
