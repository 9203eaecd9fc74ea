import { describe, expect, it, vi } from 'vitest';
import { flatten, translate } from '~/domain/i18n';
import ruErrors from '~/locales/ru/errors.json';
import { callApi, newIdempotencyKey } from './api-client';

const ru = flatten(ruErrors, 'errors');
const t = (key: string) => translate(ru, 'ru', key);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stub that records its calls and answers with `answer`. */
function stub(answer: () => Response | Promise<Response>) {
  return vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => answer());
}

describe('callApi', () => {
  it('posts JSON with the page language and returns the typed data of a success', async () => {
    const fetch = stub(() => json(200, { ok: true, data: { message: { text: 'Спасибо!' } } }));
    const r = await callApi('subscriptions.send', { email: 'nigar@mail.az' }, { lang: 'ru', t, fetch });
    expect(r).toEqual({ ok: true, data: { message: { text: 'Спасибо!' } } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/subscriptions/send');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'nigar@mail.az', lang: 'ru' });
  });

  it('puts a row id into the path and leaves it out of the body', async () => {
    const fetch = stub(() => json(200, { ok: true, data: { items: [3, 9] } }));
    const r = await callApi('users.removeFromWishlist', { id: 42 }, { lang: 'en', t, fetch });
    expect(r.ok && r.data.items).toEqual([3, 9]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users/remove-item-wishlist/42');
    expect(JSON.parse(String(init.body))).toEqual({ lang: 'en' });
  });

  it('treats a success whose data does not match the reply schema as a failure', async () => {
    // a cart change answers the lines and the priced cart (decision 0076); the lines alone are not enough
    const fetch = stub(() => json(200, { ok: true, data: { items: [{ id: 3, qty: 1, size: null }] } }));
    const r = await callApi('users.removeFromCart', { id: 42, size: 'XL' }, { lang: 'en', t, fetch });
    expect(r.ok).toBe(false);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users/remove-item-cart/42');
    expect(JSON.parse(String(init.body))).toEqual({ size: 'XL', lang: 'en' });
  });

  it('sends a GET call as a query string with the language, and passes the signal on', async () => {
    const fetch = stub(() =>
      json(200, {
        ok: true,
        data: {
          items: [
            { id: 7, title: 'iPhone 15', href: '/ru/iphone-15', image: null, price: 199900, priceInStore: false },
          ],
          categories: [],
          brands: [{ id: 1, title: 'Apple', href: '/ru/brand-apple', logo: null, count: 2 }],
        },
      }),
    );
    const ctl = new AbortController();
    const r = await callApi('products.search', { search: 'айфон 15' }, { lang: 'ru', t, fetch, signal: ctl.signal });
    expect(r.ok && r.data.items.map((i) => i.title)).toEqual(['iPhone 15']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(url, 'http://x').pathname).toBe('/api/products/search');
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({ search: 'айфон 15', lang: 'ru' });
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.signal).toBe(ctl.signal);
  });

  it("returns the server's translated message and field errors of a failure with its status", async () => {
    const fetch = stub(() =>
      json(409, { ok: false, error: 'Этот адрес уже подписан.', errors: { email: 'Этот адрес уже подписан.' } }),
    );
    const r = await callApi('subscriptions.send', { email: 'nigar@mail.az' }, { lang: 'ru', t, fetch });
    expect(r).toEqual({
      ok: false,
      status: 409,
      error: 'Этот адрес уже подписан.',
      fieldErrors: { email: 'Этот адрес уже подписан.' },
      aborted: false,
    });
  });

  it('gives an empty field map when the failure names no field', async () => {
    const fetch = stub(() => json(404, { ok: false, error: 'Товар не найден.' }));
    const r = await callApi(
      'reviews.submit',
      { productId: 1, review: 'Хороший', fullName: 'Нигяр', email: 'n@mail.az', rating: 5 },
      { lang: 'ru', t, fetch },
    );
    expect(r).toMatchObject({ ok: false, status: 404, error: 'Товар не найден.', fieldErrors: {} });
  });

  it('turns a network failure into the generic message in the page language', async () => {
    const fetch = stub(() => Promise.reject(new TypeError('Failed to fetch')));
    const r = await callApi('subscriptions.send', { email: 'nigar@mail.az' }, { lang: 'ru', t, fetch });
    expect(r).toEqual({ ok: false, status: 0, error: ru['errors.network'], fieldErrors: {}, aborted: false });
    expect(ru['errors.network']).toMatch(/Не удалось связаться/);
  });

  it('marks a call its caller aborted', async () => {
    const ctl = new AbortController();
    const fetch = stub(() => {
      ctl.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const r = await callApi('products.search', { search: 'utu' }, { lang: 'ru', t, fetch, signal: ctl.signal });
    expect(r).toMatchObject({ ok: false, status: 0, aborted: true });
  });

  it('answers the generic unexpected error for a reply without the envelope (a proxy error page)', async () => {
    const fetch = stub(
      () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const r = await callApi('subscriptions.send', { email: 'nigar@mail.az' }, { lang: 'ru', t, fetch });
    expect(r).toEqual({ ok: false, status: 502, error: ru['errors.unexpected'], fieldErrors: {}, aborted: false });
  });

  it('refuses a success whose data breaks the shared reply schema', async () => {
    const fetch = stub(() => json(200, { ok: true, data: { items: [{ id: '7', title: 'iPhone 15' }] } }));
    const r = await callApi('products.search', { search: 'iphone' }, { lang: 'ru', t, fetch });
    expect(r).toMatchObject({ ok: false, status: 200, error: ru['errors.unexpected'] });
  });

  it('sends the idempotency key as a header on every try of the same order, and none when not asked', async () => {
    const fetch = stub(() => json(503, { ok: false, error: 'Сервис недоступен.' }));
    const key = newIdempotencyKey();
    const input = {
      cart: [{ id: 7, qty: 1 }],
      source: 'buyNow' as const,
      fullName: 'Nigar Əliyeva',
      mobile: '+994505550000',
      delivery: 'pickup' as const,
      branch: 1,
      payment: 'cash' as const,
    };
    await callApi('checkout.submit', input, { lang: 'ru', t, fetch, idempotencyKey: key });
    await callApi('checkout.submit', input, { lang: 'ru', t, fetch, idempotencyKey: key });
    await callApi('subscriptions.send', { email: 'nigar@mail.az' }, { lang: 'ru', t, fetch });
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('idempotency-key'));
    expect(sent).toEqual([key, key, null]);
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('content-type')).toBe('application/json');
  });
});

describe('newIdempotencyKey', () => {
  const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it('makes a different UUID v4 each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('makes one without crypto.randomUUID (a page on plain http is no secure context)', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T): T =>
        a ? (crypto.getRandomValues(a as unknown as Uint8Array<ArrayBuffer>) as unknown as T) : a,
    };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(insecure)));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(UUID4);
  });
});
