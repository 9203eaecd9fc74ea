import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../domain/api/endpoint.ts';
import { LANGS } from '../../domain/i18n.ts';
import { ok } from './errors.ts';
import { createI18n } from './i18n.server.ts';
import { CUSTOMER, PUBLIC, route, routePath } from './route.ts';
import type { Viewer } from './viewer.ts';

const lang = z.optional(z.enum(LANGS));
const echo = endpoint({
  method: 'POST',
  path: '/api/things/rename/{id}',
  request: z.strictObject({ id: z.number(), name: z.string().check(z.minLength(1)), lang }),
  reply: z.object({ id: z.number(), name: z.string(), who: z.nullable(z.number()) }),
});
const mine = endpoint({
  method: 'GET',
  path: '/api/things/mine',
  request: z.strictObject({ page: z.optional(z.coerce.number()), lang }),
  reply: z.object({ page: z.number(), user: z.number() }),
});

const viewer = { userId: 7 } as Viewer;

describe('route: one endpoint of the table, one handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (req) => {
      req.viewer = req.headers['x-user'] ? viewer : null;
    });
    const i18n = createI18n();
    await app.register(
      async (api) => {
        route(api, i18n, echo, PUBLIC, async ({ params, input, viewer: v }) => {
          expectTypeOf(params).toEqualTypeOf<{ id: number }>();
          expectTypeOf(input).toEqualTypeOf<{ name: string; lang?: 'az' | 'ru' | 'en' | undefined }>();
          return ok({ id: params.id, name: input.name, who: v?.userId ?? null });
        });
        route(
          api,
          i18n,
          mine,
          CUSTOMER,
          async ({ input, viewer: v }) => ok({ page: input.page ?? 1, user: v.userId }),
          { cacheControl: 'no-store' },
        );
      },
      { prefix: '/api' },
    );
  });
  afterAll(() => app.close());

  it('registers the path written once in the table under the plugin’s prefix, with its access in the config', () => {
    expect(routePath('/api', '/api/users/remove-address/{id}')).toBe('/users/remove-address/:id');
    expect(routePath('/api/admin', '/api/admin/orders/status/{id}')).toBe('/orders/status/:id');
    expect(() => routePath('/api/admin', '/api/users/cart')).toThrow(/outside/);
  });

  it('parses the id from the path and the rest from the body, and sends the handler’s Result as the envelope', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/things/rename/12', payload: { name: 'x' } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, data: { id: 12, name: 'x', who: null } });
  });

  it('refuses a bad id first, then a bad body, with field errors in the request’s language', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/things/rename/0x1', payload: { name: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
    const body = await app.inject({
      method: 'POST',
      url: '/api/things/rename/3',
      payload: { name: '', id: 3, extra: 1, lang: 'en' },
    });
    expect(body.statusCode).toBe(400);
    // the id belongs to the path: in the body it is an unknown field, as any other
    expect(Object.keys(body.json().errors).sort()).toEqual(['extra', 'id', 'name']);
    expect(body.json().errors.extra).toBe('Unknown field');
  });

  it('a customer route answers 401 to a guest before reading its input; a GET reads the query', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/things/mine?page=zz&lang=en' });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).toBeUndefined();
    const signed = await app.inject({ method: 'GET', url: '/api/things/mine?page=2', headers: { 'x-user': '1' } });
    expect(signed.json()).toEqual({ ok: true, data: { page: 2, user: 7 } });
    expect(signed.headers['cache-control']).toBe('no-store');
  });

  it('records who may call each route', () => {
    const configs: unknown[] = [];
    const probe = Fastify();
    probe.addHook('onRoute', (r) => void configs.push(r.config));
    return probe
      .register(
        async (api) => {
          route(api, createI18n(), mine, CUSTOMER, async ({ viewer: v }) => ok({ page: 1, user: v.userId }));
        },
        { prefix: '/api' },
      )
      .ready()
      .then(() => {
        expect(configs).toContainEqual(expect.objectContaining({ access: 'customer' }));
        return probe.close();
      });
  });
});
