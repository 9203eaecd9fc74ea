import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { API_ENDPOINTS, loadEndpoint, type ApiData, type ApiInput, type ApiName } from './endpoints.ts';
import type { popupsReply } from './popups.ts';
import type { cartSummaryRequest } from './cart.ts';

describe('the browser’s operations, loaded by area', () => {
  it('every operation name resolves to an endpoint with its method and an /api path, each path once per method', async () => {
    const seen = new Set<string>();
    for (const name of Object.keys(API_ENDPOINTS) as ApiName[]) {
      const e = await loadEndpoint(name);
      expect(e, name).toMatchObject({
        method: expect.stringMatching(/^(GET|POST)$/),
        path: expect.stringMatching(/^\/api\//),
      });
      expect(typeof e.request.parse, name).toBe('function');
      expect(typeof e.reply.safeParse, name).toBe('function');
      expect(seen.has(`${e.method} ${e.path}`), `${name}: ${e.method} ${e.path} twice`).toBe(false);
      seen.add(`${e.method} ${e.path}`);
    }
    expect(seen.size).toBe(Object.keys(API_ENDPOINTS).length);
  });

  it('names the operations by what they do', async () => {
    expect(await loadEndpoint('popups.list')).toMatchObject({ method: 'GET', path: '/api/popups' });
    expect(await loadEndpoint('cart.summary')).toMatchObject({ method: 'POST', path: '/api/cart/summary' });
  });

  it('types an operation’s input and data from its area’s schemas (never `never`)', () => {
    expectTypeOf<ApiData<'popups.list'>>().toEqualTypeOf<z.output<typeof popupsReply>>();
    expectTypeOf<ApiInput<'cart.summary'>>().toEqualTypeOf<Omit<z.input<typeof cartSummaryRequest>, 'lang'>>();
    expectTypeOf<ApiData<'auth.me'>>().not.toBeNever();
  });
});
