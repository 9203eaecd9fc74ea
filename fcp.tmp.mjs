import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const urls = process.argv.slice(2); const res = Object.fromEntries(urls.map((u) => [u, []]));
for (let i = 0; i < 7; i++) for (const u of urls) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const p = await ctx.newPage();
  await p.goto(u, { waitUntil: 'load' });
  await p.waitForTimeout(300);
  res[u].push(await p.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; const f = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint'); const last = Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/')).map((e) => e.responseEnd)); return [Math.round(f.startTime - n.responseEnd), Math.round(last - n.responseEnd)]; }));
  await ctx.close();
}
for (const u of urls) { const f = res[u].map((x) => x[0]).sort((a, b) => a - b); const s = res[u].map((x) => x[1]).sort((a, b) => a - b); console.log(u, 'FCP after doc end: median', f[3], f.join(' '), '| scripts done after doc end: median', s[3]); }
await b.close();
