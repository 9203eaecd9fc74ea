import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
const p = await ctx.newPage();
await p.goto(process.argv[2], { waitUntil: 'load' });
await p.waitForTimeout(1500);
const hide = [null, 'header.site-header', 'footer.footer', 'aside.fp', '.ls-main', '.ls-main .pc', 'svg', '.pc-body', '.pc-media', '.pc-price', '.pc-rating', '.pc-tools', '.pc-buy,.pc-cart'];
for (const sel of hide) {
  const r = await p.evaluate((sel) => {
    const st = document.createElement('style');
    if (sel) st.textContent = `${sel}{display:none!important}`;
    document.head.append(st);
    document.body.offsetHeight;
    const ts = [];
    for (let i = 0; i < 7; i++) {
      document.documentElement.style.width = i % 2 ? '411px' : '410px';
      // force style + layout from scratch: change a root font size
      document.documentElement.style.fontSize = i % 2 ? '16px' : '16.01px';
      const t = performance.now();
      document.body.offsetHeight;
      ts.push(performance.now() - t);
    }
    st.remove();
    document.documentElement.style.width = ''; document.documentElement.style.fontSize = '';
    ts.sort((a, b) => a - b);
    return ts[3].toFixed(1);
  }, sel);
  console.log((sel ?? 'all').padEnd(25), r, 'ms');
}
await b.close();
