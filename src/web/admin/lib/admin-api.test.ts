import { describe, expect, it } from 'vitest';
import { adminGet, adminPost, adminPostForm, adminUrl } from './admin-api';

const t = (k: string) => `[${k}]`;
const reply = (status: number, body: unknown, raw = false) => async () => new Response(raw ? String(body) : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('admin API client', () => {
  it('sends JSON to /api/admin and reads the data of the envelope', async () => {
    const calls: [string, RequestInit][] = [];
    const r = await adminPost<{ id: number }>('/tags/create', { title: 'x' }, {
      t,
      fetch: async (url, init) => {
        calls.push([url, init]);
        return reply(200, { ok: true, data: { id: 7 } })();
      },
    });
    expect(r).toEqual({ ok: true, data: { id: 7 } });
    expect(calls[0]![0]).toBe('/api/admin/tags/create');
    expect(calls[0]![1]).toMatchObject({ method: 'POST', body: '{"title":"x"}', headers: { 'content-type': 'application/json' } });
  });

  it('builds GET queries without empty values, and keeps absolute admin URLs given by the server', async () => {
    let seen = '';
    await adminGet('/tags', { q: 'tv', page: 2, sort: undefined, dir: '' }, { t, fetch: async (url) => ((seen = url), reply(200, { ok: true, data: null })()) });
    expect(seen).toBe('/api/admin/tags?q=tv&page=2');
    expect(adminUrl('/api/admin/orders/move/3')).toBe('/api/admin/orders/move/3');
    expect(adminUrl('dashboard')).toBe('/api/admin/dashboard');
  });

  it('gives the server message and field errors of a refusal, with the status', async () => {
    const r = await adminPost('/tags/create', {}, { t, fetch: reply(400, { ok: false, error: 'Check the fields', errors: { 'title.ru': 'Required field', bad: 5 } }) });
    expect(r).toEqual({ ok: false, status: 400, error: 'Check the fields', fieldErrors: { 'title.ru': 'Required field' }, aborted: false });
  });

  it('never throws: no answer is the network message, an answer without the envelope the unexpected one', async () => {
    const offline = await adminGet('/tags', undefined, {
      t,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(offline).toMatchObject({ ok: false, status: 0, error: '[admin-ui.errors.network]' });
    expect(await adminGet('/tags', undefined, { t, fetch: reply(502, '<html>Bad gateway</html>', true) })).toMatchObject({ ok: false, status: 502, error: '[admin-ui.errors.unexpected]' });
    expect(await adminGet('/tags', undefined, { t, fetch: reply(200, { data: 1 }) })).toMatchObject({ ok: false, status: 200, error: '[admin-ui.errors.unexpected]' });
  });

  it('posts a form as it is (the browser sets the multipart boundary)', async () => {
    let init: RequestInit | undefined;
    const form = new FormData();
    form.append('area', 'product');
    await adminPostForm('/media/upload', form, { t, fetch: async (_u, i) => ((init = i), reply(200, { ok: true, data: {} })()) });
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
