import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { pathKeys, type ApiEndpoint, type PathKeys } from '../../domain/api/endpoint.ts';
import { pathIdField } from '../../domain/api/fields.ts';
import type { Lang } from '../../domain/i18n.ts';
import { parseWith, requestLang, send } from './envelope.ts';
import { fail, type Failure, type FieldErrors, type Result } from './errors.ts';
import type { I18n } from './i18n.server.ts';
import type { Viewer } from './viewer.ts';

type Schema = z.core.$ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/**
 * Who may call a route, as the route's `config.access` records it for the permission test over every route
 * (`api-access.integration.test.ts`) and for docs/api.md: anyone, a signed-in customer, or a staff member — with a
 * permission, or (`permission: null`) with a session only.
 */
export type Access = 'public' | 'customer' | { staff: string | null };

/**
 * The first step of every route, before any input is read: who is calling and in which language the answer is
 * written, or the refusal (401, 403). `platform/` has the shop's two (`PUBLIC`, `CUSTOMER`); the back office adds
 * the staff gates (`admin/admin-route.ts`).
 */
export interface Gate<C extends object> {
  readonly access: Access;
  admit(
    req: FastifyRequest,
    reply: FastifyReply,
  ): { ok: true; caller: C; lang: Lang } | { ok: false; failure: Failure; lang: Lang };
}

/** Anyone; `viewer` is the signed-in customer or null. */
export const PUBLIC: Gate<{ viewer: Viewer | null }> = {
  access: 'public',
  admit: (req) => ({ ok: true, caller: { viewer: req.viewer ?? null }, lang: requestLang(req) }),
};

/** The signed-in customer (the cabinet CAB-1…CAB-5, the lists CART-5): 401 for a guest before any input is read. */
export const CUSTOMER: Gate<{ viewer: Viewer }> = {
  access: 'customer',
  admit: (req) =>
    req.viewer
      ? { ok: true, caller: { viewer: req.viewer }, lang: requestLang(req) }
      : { ok: false, failure: fail('unauthorized', 'errors.signInRequired'), lang: requestLang(req) },
};

/** What every handler gets besides its input: the request and reply, for the few that read headers or set cookies. */
interface Exchange {
  lang: Lang;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** How a route reads its input: the schema of each part, and what to do around the parse. */
interface InputSpec<C> {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** the handler parses the body itself (a body of two shapes): handed over as it came */
  ownBody?: boolean;
  /** field errors of further rules on a body the schema refused, added to the schema's (decision 0061) */
  alsoCheck?: (raw: unknown, params: unknown, caller: C & { lang: Lang }) => Promise<FieldErrors>;
  /** the `Cache-Control` of an admitted request whose input is well-formed */
  cacheControl?: string;
}

type Parts<P, Q, B> = { params: Parsed<P>; query: Parsed<Q>; body: Parsed<B> };

/**
 * The one parse loop of every JSON route: the gate (401, 403, the language), then the path, query and body parsed
 * with their schemas (400 with field errors, the first part at fault), then the handler, whose Result becomes the
 * envelope. A handler that answered on its own (a streamed download) gives back the reply.
 */
export function guarded<C extends object, P, Q, B>(
  i18n: I18n,
  gate: Gate<C>,
  spec: InputSpec<C> & { params?: P; query?: Q; body?: B },
  run: (ctx: C & Exchange & Parts<P, Q, B>) => Promise<Result<unknown> | FastifyReply>,
) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const admitted = gate.admit(req, reply);
    if (!admitted.ok) return send(reply, i18n, admitted.lang, admitted.failure);
    const { caller, lang } = admitted;
    const parts = { params: undefined as unknown, query: undefined as unknown, body: undefined as unknown };
    for (const [key, raw] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const schema = spec[key] as Schema | undefined;
      if (!schema) continue;
      if (key === 'body' && spec.ownBody) {
        parts.body = raw;
        continue;
      }
      const parsed = parseWith(schema, raw);
      // a refused body still meets the route's own rules on its valid parts: one answer names every fault
      if (!parsed.ok && key === 'body' && spec.alsoCheck)
        return send(reply, i18n, lang, {
          ...parsed,
          errors: { ...(await spec.alsoCheck(raw, parts.params, { ...caller, lang })), ...parsed.errors },
        });
      if (!parsed.ok) return send(reply, i18n, lang, parsed);
      parts[key] = parsed.data;
    }
    if (spec.cacheControl) reply.header('cache-control', spec.cacheControl);
    const result = await run({ ...caller, lang, req, reply, ...(parts as Parts<P, Q, B>) });
    if (!('ok' in result) || typeof result.ok !== 'boolean') return result as FastifyReply;
    return send(reply, i18n, lang, result);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route (`route`, `guarded`); every route under /api declares it */
    access?: Access;
  }
}

/** The path parameters of a route: `{ id: number }` for `{id}` (the one id parser), strings otherwise. */
type PathParams<P extends string> = { [K in PathKeys<P>]: K extends 'id' ? number : string };

/** A handler's context: the caller (`viewer` or `staff`), the language, the parsed input and path parameters. */
type RouteContext<C, Req extends z.ZodMiniType, P extends string> = C &
  Exchange & { input: Omit<z.output<Req>, PathKeys<P>>; params: PathParams<P> };

interface RouteOptions<C = unknown> {
  /** the `Cache-Control` of an admitted, well-formed request (`no-store` for a private read) */
  cacheControl?: string;
  /** the path parameters' schema when they are not ids (`{id}` is read by `idParams`' parser) */
  params?: Schema;
  /** the handler parses the body itself (a body of two shapes: a record form's versioned save or a whole record) */
  ownBody?: boolean;
  /** field errors of further rules (a taken SKU…) on a body the schema refused, added to the schema's (decision 0061) */
  alsoCheck?: InputSpec<C>['alsoCheck'];
}

/** The Fastify path of an endpoint inside a plugin with `prefix`: `/api/users/remove-address/{id}` → `/users/remove-address/:id`. */
export function routePath(prefix: string, path: string): string {
  if (path !== prefix && !path.startsWith(`${prefix}/`))
    throw new Error(`the endpoint ${path} is outside this plugin's prefix ${prefix}`);
  return path.slice(prefix.length).replace(/\{(\w+)\}/g, ':$1') || '/';
}

/** The request schema without the path's keys (they come from the path): the part the query or the body must match. */
function withoutPathKeys(schema: z.ZodMiniType, keys: string[]): z.ZodMiniType {
  const shape = (schema as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  const present = keys.filter((k) => shape && k in shape);
  if (!present.length) return schema;
  return z.omit(schema as z.ZodMiniObject, Object.fromEntries(present.map((k) => [k, true])) as Record<string, true>);
}

/**
 * Registers one endpoint of the table (`src/domain/api/*.ts`) on `api`: the path is written once, in the table, from
 * the site root (the plugin's prefix, `/api` or `/api/admin`, is taken off here); `{id}` is parsed by the one id
 * parser (400 naming `id`); the rest of the request schema parses the query (GET) or the JSON body (POST). `access`
 * says who may call it and is recorded in the route's config for the permission test over every route.
 *
 *   route(api, i18n, addresses, CUSTOMER, ({ viewer, lang }) => deps.addresses.list(viewer.userId, lang));
 */
export function route<C extends object, Req extends z.ZodMiniType, Rep extends z.ZodMiniType, P extends string>(
  api: FastifyInstance,
  i18n: I18n,
  e: ApiEndpoint<Req, Rep, P, 'GET' | 'POST'>,
  gate: Gate<C>,
  handler: (ctx: RouteContext<C, Req, P>) => Promise<Result<z.output<Rep>>>,
  options: RouteOptions<C> = {},
): void {
  const keys = pathKeys(e.path);
  const params =
    options.params ??
    (keys.length
      ? z.strictObject(Object.fromEntries(keys.map((k) => [k, k === 'id' ? pathIdField() : z.string()])))
      : undefined);
  const input = withoutPathKeys(e.request, keys);
  const spec = {
    params,
    [e.method === 'GET' ? 'query' : 'body']: input,
    cacheControl: options.cacheControl,
    ownBody: options.ownBody,
    alsoCheck: options.alsoCheck,
  };
  const url = routePath(api.prefix, e.path);
  const config = { access: gate.access, permission: typeof gate.access === 'object' ? gate.access.staff : null };
  const run = guarded(i18n, gate, spec, (ctx) => {
    const c = ctx as unknown as C & Exchange & Parts<unknown, unknown, unknown>;
    const { params: p, query, body, ...rest } = c;
    return handler({ ...rest, params: p, input: e.method === 'GET' ? query : body } as unknown as RouteContext<
      C,
      Req,
      P
    >);
  });
  if (e.method === 'GET') api.get(url, { config }, run);
  else api.post(url, { config }, run);
}
