import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [true]) for (let i = 0; i < 3; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75, javaScriptEnabled: js });
  const p = await ctx.newPage();
  if (process.env.BLOCK) await p.route(new RegExp(process.env.BLOCK), (r) => r.abort());
  await p.addInitScript(() => { window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(`${e.startTime.toFixed(0)} ${e.element?.tagName}.${e.element?.className} ${(e.url || '').slice(-40)} ${e.size}`); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await p.goto(process.argv[2], { waitUntil: 'load' });
  await p.waitForTimeout(2000);
  if (js) console.log('js', i, (await p.evaluate(() => [performance.getEntriesByType('paint').map((e) => e.name + '=' + e.startTime.toFixed(0)).join(' '), ...window.__lcp])).join('\n   '));
  else { const cdp = await ctx.newCDPSession(p); console.log('nojs', i, JSON.stringify((await cdp.send('Performance.getMetrics')).metrics.filter(m=>/Paint|Layout/.test(m.name)))); }
  await ctx.close();
}
await b.close();
