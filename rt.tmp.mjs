import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const p = await ctx.newPage();
  await p.goto(process.argv[2] + (i ? '' : ''), { waitUntil: 'load' });
  await p.waitForTimeout(1500);
  const r = await p.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByType('paint').map((e) => `${e.name}=${e.startTime.toFixed(0)}`).join(' ');
    const lcp = new Promise((res) => new PerformanceObserver((l) => res(l.getEntries().at(-1).startTime.toFixed(0))).observe({ type: 'largest-contentful-paint', buffered: true }));
    return lcp.then((l) => [`doc respStart=${nav.responseStart.toFixed(0)} respEnd=${nav.responseEnd.toFixed(0)} ${paint} lcp=${l}`, ...performance.getEntriesByType('resource').slice(0, 14).map((e) => `${e.name.replace(location.origin, '').slice(0, 50).padEnd(50)} ${e.startTime.toFixed(0).padStart(5)} ${e.responseStart.toFixed(0).padStart(5)} ${e.responseEnd.toFixed(0).padStart(5)}`)]);
  });
  console.log(r.join('\n')); console.log('--');
  await ctx.close();
}
await b.close();
