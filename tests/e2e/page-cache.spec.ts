import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The micro-cache of guests' pages (decision 0038), against the real production server: a page asked for twice
 * within a second by a visitor without the shop's cookies is rendered once; the kept copy carries no nonce and its
 * inline scripts are allowed by their hashes, so a real browser runs it without a CSP violation; a visitor with lists
 * or a session, and private pages, never get a kept copy.
 */
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64');
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=/.test(` ${m[1]}`))
    .map((m) => m[2]!);

async function get(request: APIRequestContext, url: string, cookie?: string) {
  const res = await request.get(url, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  return {
    state: res.headers()['x-page-cache'],
    csp: res.headers()['content-security-policy'] ?? '',
    body: await res.text(),
  };
}

/** Asks twice until the second answer is a kept copy (other tests write in parallel, and each write empties the cache). */
async function hitOf(request: APIRequestContext, url: string) {
  let second = await get(request, url);
  for (let i = 0; i < 8 && second.state !== 'hit'; i++) {
    await get(request, url);
    second = await get(request, url);
  }
  return second;
}

test('a kept page allows exactly its own inline scripts by hash and carries no nonce', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const url = `/en/products?page-cache-test=${Date.now()}`;
  const fresh = await get(request, url);
  expect(fresh.csp).toMatch(/'nonce-[^']+'/);
  const kept = await hitOf(request, url);
  expect(kept.state).toBe('hit');
  expect(kept.csp).not.toContain("'nonce-");
  expect(kept.body).not.toMatch(/\snonce="/);
  const scripts = inlineScripts(kept.body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(kept.csp).toContain(`'sha256-${sha(s)}'`);
  // the same page as rendered, apart from the nonce
  const nonce = /'nonce-([^']+)'/.exec(fresh.csp)![1]!;
  expect(kept.body).toBe(fresh.body.replaceAll(` nonce="${nonce}"`, ''));
  await request.dispose();
});

test('a browser runs a kept page: no CSP violation, and the page hydrates', async ({ page, baseURL }) => {
  const url = `${baseURL}/en/products?page-cache-test=browser-${Date.now()}`;
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to execute/i.test(m.text())) violations.push(m.text());
  });
  // warm the cache from outside the browser, then open the page: the browser gets the kept copy
  let state: string | undefined;
  for (let i = 0; i < 8 && state !== 'hit'; i++) {
    await page.request.get(url, { headers: { cookie: '' } });
    const res = await page.goto(url);
    state = res?.headers()['x-page-cache'];
  }
  expect(state).toBe('hit');
  // hydrated: the router's client state exists and a client-side navigation works
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules),
      ),
    )
    .toBe(true);
  expect(violations).toEqual([]);
});

test('a visitor with a cart cookie or a session is never served a kept page', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const url = `/en/products?page-cache-test=cookie-${Date.now()}`;
  await get(request, url);
  expect((await get(request, url, 'volt_cart=[{"id":1,"qty":1}]')).state).toBeUndefined();
  expect((await get(request, url, 'volt_rt=not-a-real-token')).state).toBeUndefined();
  await request.dispose();
});

test('private pages (cart, checkout, login) are not kept', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  for (const url of ['/en/cart', '/en/checkout', '/en/login']) {
    await get(request, url);
    expect((await get(request, url)).state, url).toBeUndefined();
  }
  await request.dispose();
});
