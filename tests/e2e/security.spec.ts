import { expect, test } from '@playwright/test';
import { hydrated } from './press-until';

/**
 * Content Security Policy with nonces (no 'unsafe-inline' scripts): every inline script React Router and React
 * render carries the response's nonce, so the page hydrates with no CSP violation; and cross-site writes are refused.
 */
test('pages run under a nonce CSP: inline scripts carry the nonce, hydration works, no violation', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // a first render (a page asked for again within a second is a kept copy allowed by script hashes: page-cache.spec.ts)
  const res = await page.goto(`/en?security-test=${Date.now()}`);
  const csp = res!.headers()['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // the browser hides nonce attributes from the DOM but keeps the property
  const inline = await page.$$eval('script:not([src])', (els) =>
    els
      .filter((e) => (e as HTMLScriptElement).type !== 'application/ld+json')
      .map((e) => (e as HTMLScriptElement).nonce),
  );
  expect(inline.length).toBeGreaterThan(0);
  expect(new Set(inline)).toEqual(new Set([nonce]));
  // hydrated: client-side navigation works (a link click does not reload the document)
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  // home's scripts come after its first paint (decision 0058): a press before hydration would load the next page
  const link = page.locator('a[href^="/en/"]').first();
  await hydrated(link);
  await link.click();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(violations).toEqual([]);

  const second = await request.get('/en');
  expect(second.headers()['content-security-policy']).not.toBe(csp);
});

test('a cross-site POST is refused with 403 and the envelope; a same-origin one is not', async ({
  request,
  baseURL,
}) => {
  const body = { lang: 'en', productId: 1, review: 'x', fullName: 'y', email: 'a@b.cd', rating: 5 };
  const evil = await request.post('/api/reviews', { data: body, headers: { origin: 'https://evil.example' } });
  expect(evil.status()).toBe(403);
  expect(await evil.json()).toEqual({ ok: false, error: 'This request came from another site and was refused.' });
  const own = await request.post('/api/reviews', {
    data: { ...body, productId: 999999999 },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(own.status()).toBe(404);
});
