import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { parseListQuery, versionedSave } from '../../domain/api/admin.ts';
import {
  resourceBlank,
  resourceCreate,
  resourceInfo,
  resourceList,
  resourceMeta,
  resourceRemove,
  resourceRemovePlan,
  resourceReorder,
  resourceUpdate,
  resourceVerify,
} from '../../domain/api/admin-resources.ts';
import type { ApiEndpoint } from '../../domain/api/endpoint.ts';
import type { TransactionalConnection } from '../db/unit-of-work.ts';
import { parseWith, zodFieldErrors } from '../platform/envelope.ts';
import { fail, ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { route } from '../platform/route.ts';
import { staffGate } from './admin-route.ts';
import { permissionFor, type AnyAdminResource } from './resource.ts';
import { versionedRecord, versionedUpdate } from './versioned-save.ts';

/** A record form's save (`{ version, changes, base }`, decision 0059) rather than a whole record. */
const isVersionedSave = (body: unknown): boolean =>
  !!body && typeof body === 'object' && !Array.isArray(body) && 'version' in body && 'changes' in body;

/** The family's path with `{resource}` given: `/api/admin/{resource}/info/{id}` → `/api/admin/${string}/info/{id}`. */
type AtResource<P extends string> = P extends `${infer A}{resource}${infer B}` ? `${A}${string}${B}` : P;

/**
 * One entry of the family for one resource: its `{resource}` filled with the resource's name (so each resource has
 * its own routes, and an operation it lacks stays the API's JSON 404), and — for create — the resource's own schema.
 */
function at<Req extends z.ZodMiniType, Rep extends z.ZodMiniType, P extends string, M extends 'GET' | 'POST'>(
  e: ApiEndpoint<Req, Rep, P, M>,
  r: AnyAdminResource,
): ApiEndpoint<Req, Rep, AtResource<P>, M> {
  return { ...e, path: e.path.replace('{resource}', r.name) as AtResource<P> };
}

/**
 * The generic routes of one resource (decision 0041; ADM-6 "list, /info/{id}, /create, /update/{id},
 * /remove/{id}, /verify/{id}"), from the family of entries in `domain/api/admin-resources.ts`. Each checks
 * `<area>.<action>`; an operation the resource does not have is not registered (the API's JSON 404 answers).
 */
export function registerResource(
  api: FastifyInstance,
  i18n: I18n,
  connection: TransactionalConnection,
  r: AnyAdminResource,
): void {
  const gate = (action: 'read' | 'create' | 'update' | 'remove' | 'verify') => staffGate(permissionFor(r, action));

  route(api, i18n, at(resourceMeta, r), gate('read'), async (ctx) => ok(await r.meta(ctx)));
  // the list: any query keys reach parseListQuery, which refuses the ones the resource does not know
  route(api, i18n, at(resourceList, r), gate('read'), async (ctx) => {
    const parsed = parseListQuery(ctx.input, r.listSpec);
    if (!parsed.ok) return fail('invalid', 'validation.failed', parsed.errors);
    return r.list(parsed.query, ctx);
  });
  // the record with the version it is read at (decision 0059)
  if (r.info)
    route(api, i18n, at(resourceInfo, r), gate('read'), (ctx) => versionedRecord(connection, r, ctx.params.id, ctx));
  if (r.blank) route(api, i18n, at(resourceBlank, r), gate('create'), (ctx) => r.blank!(ctx));
  // a refused body still meets the resource's own rules (`checkBody`, decision 0061): one answer names every fault
  const check = r.checkBody?.bind(r);
  if (r.create && r.createSchema)
    route(
      api,
      i18n,
      { ...at(resourceCreate, r), request: r.createSchema as z.ZodMiniType },
      gate('create'),
      (ctx) => r.create!(ctx.input, ctx),
      { alsoCheck: check && ((raw, _p, ctx) => check(raw, null, ctx)) },
    );
  // a record form sends `{ version, changes, base }` (only what the person changed, checked against the version);
  // a whole record is still taken as before (scripts: every field written as sent)
  if (r.update && r.updateSchema)
    route(
      api,
      i18n,
      at(resourceUpdate, r),
      gate('update'),
      async (ctx) => {
        const body: unknown = ctx.input;
        if (isVersionedSave(body)) {
          // the envelope's shape here; the changed values are checked (control characters included) on the merged
          // record, so their errors name the form's fields (`title.az`), not `changes.title.az`
          const save = z.safeParse(versionedSave, body);
          if (!save.success) return fail('invalid', 'validation.failed', zodFieldErrors(save.error, body));
          return versionedUpdate(connection, r, ctx.params.id, save.data, ctx, check);
        }
        const whole = parseWith(r.updateSchema!, body);
        if (!whole.ok && check)
          return { ...whole, errors: { ...(await check(body, ctx.params.id, ctx)), ...whole.errors } };
        return whole.ok ? r.update!(ctx.params.id, whole.data, ctx) : whole;
      },
      { ownBody: true },
    );
  if (r.remove) route(api, i18n, at(resourceRemove, r), gate('remove'), (ctx) => r.remove!(ctx.params.id, ctx));
  if (r.remove && r.removePlan)
    route(api, i18n, at(resourceRemovePlan, r), gate('remove'), (ctx) => r.removePlan!(ctx.input.ids, ctx));
  if (r.verify)
    route(api, i18n, at(resourceVerify, r), gate('verify'), (ctx) => r.verify!(ctx.params.id, ctx.input.verified, ctx));
  if (r.reorder) route(api, i18n, at(resourceReorder, r), gate('update'), (ctx) => r.reorder!(ctx.input, ctx));
}
