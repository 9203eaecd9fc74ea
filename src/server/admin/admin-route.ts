import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { hasPermission } from '../../domain/permissions.ts';
import { parseWith, send } from '../platform/api.ts';
import { fail, type FieldErrors, type Result } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import type { AdminCtx } from './resource.ts';
import { requireStaff } from './staff.ts';

type Schema = z.core.$ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface AdminInput<P, Q, B> extends AdminCtx {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/**
 * The one shape of every back-office route (decision 0041): 401 without a staff session, 403 without the
 * permission (checked on the server, whatever the page shows), then the input parsed with its schemas (400 with
 * field errors), then one service call whose Result becomes the envelope, in the staff member's language. Answers
 * are never stored by a cache.
 */
export function adminRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(i18n: I18n, spec: Spec<P, Q, B>, run: (input: AdminInput<P, Q, B>) => Promise<Result<unknown>>) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    reply.header('cache-control', 'no-store');
    const staff = requireStaff(req);
    if (!staff.ok) return send(reply, i18n, 'az', staff);
    const lang = staff.data.lang;
    if (!hasPermission(staff.data, spec.permission))
      return send(reply, i18n, lang, fail('forbidden', 'admin.errors.forbidden'));
    const parts = { params: undefined as unknown, query: undefined as unknown, body: undefined as unknown };
    for (const [key, raw] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const schema = spec[key];
      if (!schema) continue;
      // a body the handler parses itself (one of two shapes): handed over as it came, checked there
      if (key === 'body' && spec.ownBody) {
        parts.body = raw;
        continue;
      }
      const parsed = parseWith(schema, raw);
      // a refused body still meets the route's own rules on its valid parts: one answer names every fault
      if (!parsed.ok && key === 'body' && spec.alsoCheck)
        return send(reply, i18n, lang, {
          ...parsed,
          errors: {
            ...(await spec.alsoCheck(raw, parts.params as Parsed<P>, { staff: staff.data, lang })),
            ...parsed.errors,
          },
        });
      if (!parsed.ok) return send(reply, i18n, lang, parsed);
      parts[key] = parsed.data;
    }
    return send(
      reply,
      i18n,
      lang,
      await run({ staff: staff.data, lang, ...(parts as Pick<AdminInput<P, Q, B>, 'params' | 'query' | 'body'>) }),
    );
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission an admin route checks (`null`: the sign-in routes); collected by the admin plugin */
    permission?: string | null;
  }
}

type Handler<P, Q, B> = (input: AdminInput<P, Q, B>) => Promise<Result<unknown>>;
type Spec<P, Q, B> = {
  permission: string;
  params?: P;
  query?: Q;
  body?: B;
  /** field errors of further rules (a taken SKU…) on a body the schema refused, added to the schema's (decision 0061) */
  alsoCheck?: (raw: unknown, params: Parsed<P>, ctx: AdminCtx) => Promise<FieldErrors>;
  /** the handler parses the body itself with `parseWith` (a body of two shapes: the update's versioned or whole record) */
  ownBody?: boolean;
};

/**
 * Registers an admin route with its permission in the route's `config`, where the admin plugin collects it
 * (`adminRoutes`): the table-driven permission test walks that list, so no route escapes it.
 */
export function adminGet<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  api: FastifyInstance,
  i18n: I18n,
  url: string,
  spec: Spec<P, Q, undefined>,
  run: Handler<P, Q, undefined>,
): void {
  api.get(url, { config: { permission: spec.permission } }, adminRoute(i18n, spec, run));
}

export function adminPost<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(api: FastifyInstance, i18n: I18n, url: string, spec: Spec<P, Q, B>, run: Handler<P, Q, B>): void {
  api.post(url, { config: { permission: spec.permission } }, adminRoute(i18n, spec, run));
}
