import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheableRequest, cacheableResponse, PageCache, pageForKeeping, pickEncoding } from './page-cache.ts';

const page = (body = '<html>x</html>') => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: Buffer.from(body),
  scriptHashes: [],
});
const sha = (s: string) => createHash('sha256').update(s).digest('base64');

describe('PageCache', () => {
  it('serves a page until its time is up, then renders again', () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 1_000 }, () => now);
    cache.set('/a', page());
    now += 999;
    expect(cache.get('/a')?.body.toString()).toContain('x');
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear (a write was handled)', () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    cache.set('/a', page());
    cache.set('/b', page());
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
  });

  it('drops the least recently used page past its entry and byte limits', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000 });
    cache.set('/a', page());
    cache.set('/b', page());
    cache.get('/a');
    cache.set('/c', page());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    cache.set('/big', page('y'.repeat(990)));
    expect(cache.size).toBe(1);
    expect(cache.get('/big')).toBeDefined();
  });

  it('keeps a brotli and a gzip copy once compressed, unless the page was dropped meanwhile', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const body = '<html>' + 'Smartfonlar və telefonlar '.repeat(400) + '</html>';
    const entry = cache.set('/a', page(body));
    await cache.compress('/a', entry);
    expect(zlib.brotliDecompressSync(cache.get('/a')!.br!).toString()).toBe(body);
    expect(zlib.gunzipSync(cache.get('/a')!.gzip!).toString()).toBe(body);
    const gone = cache.set('/b', page(body));
    cache.clear();
    await cache.compress('/b', gone);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('is off with a time of 0', () => {
    expect(new PageCache({ ttlMs: 0 }).enabled).toBe(false);
  });
});

describe('what may be cached', () => {
  it('only a GET without the shop cookies or credentials', () => {
    expect(cacheableRequest({ method: 'GET', headers: {} }, 'volt_')).toBe(true);
    expect(cacheableRequest({ method: 'GET', headers: { cookie: '_ga=GA1.1; theme=dark' } }, 'volt_')).toBe(true);
    expect(
      cacheableRequest({ method: 'GET', headers: { cookie: '_ga=1; volt_cart=[{"id":1,"qty":1}]' } }, 'volt_'),
    ).toBe(false);
    expect(cacheableRequest({ method: 'GET', headers: { cookie: 'volt_rt=abc' } }, 'volt_')).toBe(false);
    expect(cacheableRequest({ method: 'GET', headers: { authorization: 'Bearer x' } }, 'volt_')).toBe(false);
    expect(cacheableRequest({ method: 'POST', headers: {} }, 'volt_')).toBe(false);
    expect(cacheableRequest({ method: 'HEAD', headers: {} }, 'volt_')).toBe(false);
    // without a prefix every cookie may be the shop's
    expect(cacheableRequest({ method: 'GET', headers: { cookie: 'cart=1' } }, '')).toBe(false);
  });

  it('only a 200 HTML answer that sets no cookie and allows a shared copy', () => {
    const res = (status: number, h: Record<string, string>, cookies: string[] = []) => {
      const headers = new Headers(h);
      for (const c of cookies) headers.append('set-cookie', c);
      return { status, headers };
    };
    expect(cacheableResponse(res(200, { 'content-type': 'text/html' }))).toBe(true);
    expect(cacheableResponse(res(404, { 'content-type': 'text/html' }))).toBe(false);
    expect(cacheableResponse(res(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(cacheableResponse(res(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' }))).toBe(
      false,
    );
    expect(cacheableResponse(res(200, { 'content-type': 'text/html' }, ['volt_at=x; Path=/']))).toBe(false);
  });
});

describe('pageForKeeping', () => {
  it('removes the nonce and hashes every inline script as the browser does', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js" nonce="N0=="/><script nonce="N0==">window.__ctx = {"a":1};</script></head>' +
      '<body><script type="module" nonce="N0==" async="">import "/b.js";</script><script src="/c.js" nonce="N0=="></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script></body>';
    const kept = pageForKeeping(html, Buffer.from(html), 'N0==');
    expect(kept.body.toString()).toBe(html.replaceAll(' nonce="N0=="', ''));
    expect(kept.scriptHashes.sort()).toEqual(
      [sha('window.__ctx = {"a":1};'), sha('import "/b.js";'), sha('{"@type":"Product"}')].sort(),
    );
  });
  it('cuts the nonce out of the bytes of a page in any script, keeping every other byte, and keeps a page without one as it is', () => {
    const html =
      '<html lang="az"><head><script nonce="Xy+/=">window.a = "Smartfonlar və qulaqlıqlar";</script></head>' +
      '<body><p>Смартфоны — ₼ 1 299,00</p><script nonce="Xy+/=" type="module">import "/e.js";</script>' +
      '<p>nonce="Xy+/=" as text stays only where no tag put it: </p></body></html>';
    const kept = pageForKeeping(html, Buffer.from(html), 'Xy+/=');
    expect(kept.body.toString()).toBe(html.replaceAll(' nonce="Xy+/="', ''));
    expect(kept.body.toString()).toContain('Smartfonlar və qulaqlıqlar');
    expect(kept.body.toString()).toContain('Смартфоны — ₼ 1 299,00');
    const plain = Buffer.from('<p>ə</p>');
    expect(pageForKeeping('<p>ə</p>', plain, 'Xy+/=').body).toBe(plain);
    expect(pageForKeeping('<p>ə</p>', plain, '').body).toBe(plain);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
  });
});
