import { describe, expect, it } from 'vitest';
import { adminGet, adminPost, adminPostForm, adminUrl } from './admin-api';

const t = (k: string) => `[${k}]`;
const reply =
  (status: number, body: unknown, raw = false) =>
  async () =>
    new Response(raw ? String(body) : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

describe('admin API client', () => {
  it('sends JSON to /api/admin and reads the data of the envelope', async () => {
    const calls: [string, RequestInit][] = [];
    const r = await adminPost<{ id: number }>(
      '/tags/create',
      { title: 'x' },
      {
        t,
        fetch: async (url, init) => {
          calls.push([url, init]);
          return reply(200, { ok: true, data: { id: 7 } })();
        },
      },
    );
    expect(r).toEqual({ ok: true, data: { id: 7 } });
    expect(calls[0]![0]).toBe('/api/admin/tags/create');
    expect(calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"title":"x"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('builds GET queries without empty values, and keeps absolute admin URLs given by the server', async () => {
    let seen = '';
    await adminGet(
      '/tags',
      { q: 'tv', page: 2, sort: undefined, dir: '' },
      { t, fetch: async (url) => ((seen = url), reply(200, { ok: true, data: null })()) },
    );
    expect(seen).toBe('/api/admin/tags?q=tv&page=2');
    expect(adminUrl('/api/admin/orders/move/3')).toBe('/api/admin/orders/move/3');
    expect(adminUrl('dashboard')).toBe('/api/admin/dashboard');
  });

  it('gives the server message and field errors of a refusal, with the status', async () => {
    const r = await adminPost(
      '/tags/create',
      {},
      {
        t,
        fetch: reply(400, { ok: false, error: 'Check the fields', errors: { 'title.ru': 'Required field', bad: 5 } }),
      },
    );
    expect(r).toEqual({
      ok: false,
      status: 400,
      error: 'Check the fields',
      fieldErrors: { 'title.ru': 'Required field' },
      aborted: false,
    });
  });

  it('never throws: no answer is the network message, an answer without the envelope the unexpected one', async () => {
    const offline = await adminGet('/tags', undefined, {
      t,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(offline).toMatchObject({ ok: false, status: 0, error: '[admin-ui.errors.network]' });
    expect(
      await adminGet('/tags', undefined, { t, fetch: reply(502, '<html>Bad gateway</html>', true) }),
    ).toMatchObject({ ok: false, status: 502, error: '[admin-ui.errors.unexpected]' });
    expect(await adminGet('/tags', undefined, { t, fetch: reply(200, { data: 1 }) })).toMatchObject({
      ok: false,
      status: 200,
      error: '[admin-ui.errors.unexpected]',
    });
  });

  it('posts a form as it is (the browser sets the multipart boundary)', async () => {
    let init: RequestInit | undefined;
    const form = new FormData();
    form.append('area', 'product');
    await adminPostForm('/media/upload', form, {
      t,
      fetch: async (_u, i) => ((init = i), reply(200, { ok: true, data: {} })()),
    });
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('an ended session (401) asks to sign in again and then sends the same request again; declined, the 401 stays', async () => {
    const ended = { ok: false, error: 'Please sign in to the back office' };
    const bodies: unknown[] = [];
    let asked = 0;
    const answers = [reply(401, ended), reply(200, { ok: true, data: { id: 3 } })];
    const r = await adminPost<{ id: number }>(
      '/products/update/3',
      { title: 'typed' },
      {
        t,
        fetch: async (_u, init) => (bodies.push(init.body), answers.shift()!()),
        onSignedOut: async () => (asked++, true),
      },
    );
    expect(r).toEqual({ ok: true, data: { id: 3 } });
    expect(asked).toBe(1);
    expect(bodies).toEqual(['{"title":"typed"}', '{"title":"typed"}']);

    const declined = await adminPost(
      '/products/update/3',
      {},
      { t, fetch: reply(401, ended), onSignedOut: async () => false },
    );
    expect(declined).toMatchObject({ ok: false, status: 401, error: ended.error });
    // a refused sign-in, a sign-out or a keep-alive never opens the sign-in again; nor does a 403
    for (const path of ['/auth/login', '/auth/logout', '/auth/keep-alive', '/products/update/3']) {
      let opened = false;
      const status = path.startsWith('/auth') ? 401 : 403;
      await adminPost(path, {}, { t, fetch: reply(status, ended), onSignedOut: async () => (opened = true) });
      expect(opened, path).toBe(false);
    }
  });
});
