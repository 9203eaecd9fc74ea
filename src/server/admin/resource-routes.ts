import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  adminIdParams,
  parseListQuery,
  removePlanQuery,
  reorderRequest,
  versionedSave,
} from '../../domain/api/admin.ts';
import { LANGS } from '../../domain/i18n.ts';
import { parseWith, zodFieldErrors } from '../platform/envelope.ts';
import { fail, ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { adminGet, adminPost } from './admin-route.ts';
import type { AnyAdminResource } from './resource.ts';
import { versionedRecord, versionedUpdate } from './versioned-save.ts';
import type { TransactionalConnection } from '../db/unit-of-work.ts';

const anyQuery = z.record(z.string(), z.unknown());
const anyBody = z.unknown();

/** A record form's save (`{ version, changes, base }`, decision 0059) rather than a whole record. */
const isVersionedSave = (body: unknown): boolean =>
  !!body && typeof body === 'object' && !Array.isArray(body) && 'version' in body && 'changes' in body;
const verifyBody = z.strictObject({
  verified: z.boolean({ error: 'validation.invalidType' }),
  lang: z.optional(z.enum(LANGS)),
});

/**
 * The generic routes of one resource (decision 0041; ADM-6 "list, /info/{id}, /create, /update/{id},
 * /remove/{id}, /verify/{id}"). Each checks `<area>.<action>`; an operation the resource does not have is not
 * registered (the API's JSON 404 answers).
 */
export function registerResource(
  api: FastifyInstance,
  i18n: I18n,
  connection: TransactionalConnection,
  r: AnyAdminResource,
): void {
  const perm = (action: string) => `${r.area}.${action}`;
  const base = `/${r.name}`;

  adminGet(api, i18n, `${base}/meta`, { permission: perm('read') }, async (ctx) => ok(await r.meta(ctx)));
  // the list: any query keys reach parseListQuery, which refuses the ones the resource does not know
  adminGet(api, i18n, base, { permission: perm('read'), query: anyQuery }, async (ctx) => {
    const parsed = parseListQuery(ctx.query, r.listSpec);
    if (!parsed.ok) return fail('invalid', 'validation.failed', parsed.errors);
    return r.list(parsed.query, ctx);
  });
  // the record with the version it is read at (decision 0059)
  if (r.info)
    adminGet(api, i18n, `${base}/info/:id`, { permission: perm('read'), params: adminIdParams }, (ctx) =>
      versionedRecord(connection, r, ctx.params.id, ctx),
    );
  if (r.blank) adminGet(api, i18n, `${base}/new`, { permission: perm('create') }, (ctx) => r.blank!(ctx));
  // a refused body still meets the resource's own rules (`checkBody`, decision 0061): one answer names every fault
  const check = r.checkBody?.bind(r);
  if (r.create && r.createSchema)
    adminPost(
      api,
      i18n,
      `${base}/create`,
      {
        permission: perm('create'),
        body: r.createSchema,
        alsoCheck: check && ((raw, _p, ctx) => check(raw, null, ctx)),
      },
      (ctx) => r.create!(ctx.body, ctx),
    );
  // a record form sends `{ version, changes, base }` (only what the person changed, checked against the version);
  // a whole record is still taken as before (scripts: every field written as sent)
  if (r.update && r.updateSchema)
    adminPost(
      api,
      i18n,
      `${base}/update/:id`,
      { permission: perm('update'), params: adminIdParams, body: anyBody, ownBody: true },
      async (ctx) => {
        if (isVersionedSave(ctx.body)) {
          // the envelope's shape here; the changed values are checked (control characters included) on the merged
          // record, so their errors name the form's fields (`title.az`), not `changes.title.az`
          const save = z.safeParse(versionedSave, ctx.body);
          if (!save.success) return fail('invalid', 'validation.failed', zodFieldErrors(save.error, ctx.body));
          return versionedUpdate(connection, r, ctx.params.id, save.data, ctx, check);
        }
        const whole = parseWith(r.updateSchema!, ctx.body);
        if (!whole.ok && check)
          return { ...whole, errors: { ...(await check(ctx.body, ctx.params.id, ctx)), ...whole.errors } };
        return whole.ok ? r.update!(ctx.params.id, whole.data, ctx) : whole;
      },
    );
  if (r.remove)
    adminPost(api, i18n, `${base}/remove/:id`, { permission: perm('remove'), params: adminIdParams }, (ctx) =>
      r.remove!(ctx.params.id, ctx),
    );
  if (r.remove && r.removePlan)
    adminGet(api, i18n, `${base}/remove-plan`, { permission: perm('remove'), query: removePlanQuery }, (ctx) =>
      r.removePlan!(ctx.query.ids, ctx),
    );
  if (r.verify)
    adminPost(
      api,
      i18n,
      `${base}/verify/:id`,
      { permission: perm('verify'), params: adminIdParams, body: verifyBody },
      (ctx) => r.verify!(ctx.params.id, ctx.body.verified, ctx),
    );
  if (r.reorder)
    adminPost(api, i18n, `${base}/reorder`, { permission: perm('update'), body: reorderRequest }, (ctx) =>
      r.reorder!(ctx.body, ctx),
    );
}
