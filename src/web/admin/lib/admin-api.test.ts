import { describe, expect, it } from 'vitest';
import { adminAction, adminApi, adminUpload, adminUrl } from './admin-api';

const t = (k: string) => `[${k}]`;
const reply =
  (status: number, body: unknown, raw = false) =>
  async () =>
    new Response(raw ? String(body) : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

describe('admin API client', () => {
  it('sends JSON to the table’s path and reads the data of the envelope', async () => {
    const calls: [string, RequestInit][] = [];
    const r = await adminApi(
      'resource.create',
      { resource: 'tags', title: 'x' },
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

  it('fills the path’s parameters from the input, builds GET queries without empty values, and keeps absolute admin URLs given by the server', async () => {
    const seen: string[] = [];
    const opts = { t, fetch: async (url: string) => (seen.push(url), reply(200, { ok: true, data: null })()) };
    await adminApi('resource.list', { resource: 'tags', q: 'tv', page: 2, sort: undefined, dir: '' }, opts);
    await adminApi('resource.removePlan', { resource: 'products', ids: '1,2' }, opts);
    await adminApi('products.importJob', { jobId: 'a/b' }, opts);
    await adminApi('resource.verify', { resource: 'reviews', id: 4, verified: true }, opts);
    await adminAction('/api/admin/orders/notes/3', { text: 'x' }, opts);
    expect(seen).toEqual([
      '/api/admin/tags?q=tv&page=2',
      '/api/admin/products/remove-plan?ids=1%2C2',
      '/api/admin/products/import/a%2Fb',
      '/api/admin/reviews/verify/4',
      '/api/admin/orders/notes/3',
    ]);
    expect(adminUrl('/api/admin/orders/move/3')).toBe('/api/admin/orders/move/3');
    expect(adminUrl('dashboard')).toBe('/api/admin/dashboard');
  });

  it('gives the server message and field errors of a refusal, with the status', async () => {
    const r = await adminApi(
      'resource.create',
      { resource: 'tags' },
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
    const offline = await adminApi(
      'resource.list',
      { resource: 'tags' },
      {
        t,
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      },
    );
    expect(offline).toMatchObject({ ok: false, status: 0, error: '[admin-ui.errors.network]' });
    expect(
      await adminApi('resource.list', { resource: 'tags' }, { t, fetch: reply(502, '<html>Bad gateway</html>', true) }),
    ).toMatchObject({ ok: false, status: 502, error: '[admin-ui.errors.unexpected]' });
    expect(await adminApi('resource.list', { resource: 'tags' }, { t, fetch: reply(200, { data: 1 }) })).toMatchObject({
      ok: false,
      status: 200,
      error: '[admin-ui.errors.unexpected]',
    });
  });

  it('posts a form as it is (the browser sets the multipart boundary)', async () => {
    let init: RequestInit | undefined;
    let url = '';
    const form = new FormData();
    form.append('area', 'product');
    await adminUpload('media.upload', {}, form, {
      t,
      fetch: async (u, i) => ((url = u), (init = i), reply(200, { ok: true, data: {} })()),
    });
    expect(url).toBe('/api/admin/media/upload');
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('an ended session (401) asks to sign in again and then sends the same request again; declined, the 401 stays', async () => {
    const ended = { ok: false, error: 'Please sign in to the back office' };
    const bodies: unknown[] = [];
    let asked = 0;
    const answers = [reply(401, ended), reply(200, { ok: true, data: { id: 3 } })];
    const r = await adminApi(
      'resource.update',
      { resource: 'products', id: 3, title: 'typed' },
      {
        t,
        fetch: async (_u, init) => (bodies.push(init.body), answers.shift()!()),
        onSignedOut: async () => (asked++, true),
      },
    );
    expect(r).toEqual({ ok: true, data: { id: 3 } });
    expect(asked).toBe(1);
    expect(bodies).toEqual(['{"title":"typed"}', '{"title":"typed"}']);

    const declined = await adminApi(
      'resource.update',
      { resource: 'products', id: 3 },
      { t, fetch: reply(401, ended), onSignedOut: async () => false },
    );
    expect(declined).toMatchObject({ ok: false, status: 401, error: ended.error });
    // a refused sign-in, a sign-out or a keep-alive never opens the sign-in again; nor does a 403
    for (const [name, status] of [
      ['auth.login', 401],
      ['auth.logout', 401],
      ['auth.keepAlive', 401],
      ['staff.reset', 403],
    ] as const) {
      let opened = false;
      const opts = { t, fetch: reply(status, ended), onSignedOut: async () => (opened = true) };
      if (name === 'auth.login') await adminApi(name, { login: 'a', password: 'b' }, opts);
      else if (name === 'staff.reset') await adminApi(name, { id: 3, channel: 'email' }, opts);
      else await adminApi(name, {}, opts);
      expect(opened, name).toBe(false);
    }
  });
});
