import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Lang } from '../../domain/i18n.ts';
import { parseWith, requestLang, send } from './api.ts';
import type { Result } from './errors.ts';
import type { I18n } from './i18n.server.ts';
import { requireViewer, type Viewer } from './viewer.ts';

type Schema = z.core.$ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface CustomerInput<P, Q, B> {
  viewer: Viewer;
  lang: Lang;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/**
 * The one shape of every route of the signed-in customer (the cabinet CAB-1…CAB-5 and lists CART-5): the language,
 * then 401 for a guest before any input is read, then the path, query and body parsed with their shared schemas
 * (400 with field errors), then one service call whose Result becomes the envelope. `noStore` marks a read that must
 * not be kept by any cache.
 */
export function customerRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  i18n: I18n,
  spec: { params?: P; query?: Q; body?: B; noStore?: boolean },
  run: (input: CustomerInput<P, Q, B>) => Promise<Result<unknown>>,
) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const lang = requestLang(req);
    const viewer = requireViewer(req);
    if (!viewer.ok) return send(reply, i18n, lang, viewer);
    const parts = { params: undefined as unknown, query: undefined as unknown, body: undefined as unknown };
    for (const [key, raw] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const schema = spec[key];
      if (!schema) continue;
      const parsed = parseWith(schema, raw);
      if (!parsed.ok) return send(reply, i18n, lang, parsed);
      parts[key] = parsed.data;
    }
    if (spec.noStore) reply.header('cache-control', 'no-store');
    return send(
      reply,
      i18n,
      lang,
      await run({ viewer: viewer.data, lang, ...(parts as Pick<CustomerInput<P, Q, B>, 'params' | 'query' | 'body'>) }),
    );
  };
}
