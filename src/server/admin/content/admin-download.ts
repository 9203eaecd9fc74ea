import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { ApiDownload } from '../../../domain/api/endpoint.ts';
import type { Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { guarded, routePath } from '../../platform/route.ts';
import { staffConfig, staffGate } from '../admin-route.ts';
import type { AdminCtx } from '../resource.ts';

export interface Download {
  /** the file, whole or streamed (the products' CSV is read a page at a time) */
  body: Buffer | string | Readable;
  /** the content type sent */
  type: string;
  /** the name the browser saves it under */
  fileName: string;
}

/** `attachment; filename="…"`, with the UTF-8 name too (RFC 6266 / 5987) when it is more than plain ASCII. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Registers a `download` of the admin endpoint table (`domain/api/admin-endpoints.ts` ADMIN_DOWNLOADS): a GET that
 * answers a file instead of the JSON envelope (the products' and the subscribers' CSV, an applicant's CV). Its path
 * and permission are the entry's; the gate is `staffGate`'s — 401 without a staff session, 403 without the
 * permission — and the permission is recorded in the route's config, so the permission test over every route covers
 * it. Parsed params; failures still get the JSON envelope. The file is always a download (`content-disposition:
 * attachment`), never sniffed or cached.
 */
export function adminDownload<P extends z.core.$ZodType | undefined = undefined>(
  api: FastifyInstance,
  i18n: I18n,
  entry: ApiDownload,
  spec: { params?: P },
  run: (
    input: AdminCtx & {
      params: P extends z.core.$ZodType ? z.output<P> : undefined;
      /** the query string as Fastify parsed it, for the route's own parser (the orders CSV: the list's filters) */
      query: unknown;
    },
  ) => Promise<Result<Download>> | Result<Download>,
): void {
  api.get(
    routePath(api.prefix, entry.path),
    { config: staffConfig(entry.permission) },
    guarded(i18n, staffGate(entry.permission), { params: spec.params }, async (ctx) => {
      const r = await run({
        staff: ctx.staff,
        lang: ctx.lang,
        params: ctx.params as P extends z.core.$ZodType ? z.output<P> : undefined,
        query: ctx.req.query,
      });
      if (!r.ok) return r;
      return ctx.reply
        .header('content-type', r.data.type)
        .header('content-disposition', attachment(r.data.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(r.data.body);
    }),
  );
}
