import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { hasPermission } from '../../../domain/permissions.ts';
import { parseWith, send } from '../../platform/envelope.ts';
import { fail, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { requireStaff } from '../staff.ts';

export interface Download {
  /** a stream is sent as it is read (the orders CSV: rows written as they are read) */
  body: Buffer | string | Readable;
  /** the content type sent */
  type: string;
  /** the name the browser saves it under */
  fileName: string;
}

/** `attachment; filename="…"` with a plain ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A back-office GET that answers a file instead of the JSON envelope (an applicant's CV, the subscribers' CSV). The
 * same checks as `staffGate` — 401 without a staff session, 403 without the permission, parsed params — and the
 * permission is declared in the route's config, so the table-driven permission test covers it. Failures still get
 * the JSON envelope. The file is always a download (`content-disposition: attachment`), never sniffed or cached.
 */
export function adminDownload<P extends z.core.$ZodType | undefined = undefined>(
  api: FastifyInstance,
  i18n: I18n,
  url: string,
  spec: { permission: string; params?: P },
  run: (
    input: AdminCtx & {
      params: P extends z.core.$ZodType ? z.output<P> : undefined;
      /** the query string as Fastify parsed it, for the route's own parser (the orders CSV: the list's filters) */
      query: unknown;
    },
  ) => Promise<Result<Download>> | Result<Download>,
): void {
  api.get(url, { config: { permission: spec.permission } }, async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const staff = requireStaff(req);
    if (!staff.ok) return send(reply, i18n, 'az', staff);
    const lang = staff.data.lang;
    if (!hasPermission(staff.data, spec.permission))
      return send(reply, i18n, lang, fail('forbidden', 'admin.errors.forbidden'));
    let params: unknown = undefined;
    if (spec.params) {
      const parsed = parseWith(spec.params, req.params);
      if (!parsed.ok) return send(reply, i18n, lang, parsed);
      params = parsed.data;
    }
    const r = await run({
      staff: staff.data,
      lang,
      params: params as P extends z.core.$ZodType ? z.output<P> : undefined,
      query: req.query,
    });
    if (!r.ok) return send(reply, i18n, lang, r);
    return reply
      .header('content-type', r.data.type)
      .header('content-disposition', attachment(r.data.fileName))
      .header('x-content-type-options', 'nosniff')
      .send(r.data.body);
  });
}
