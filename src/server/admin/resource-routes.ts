import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { adminIdParams, parseListQuery, removePlanQuery, reorderRequest } from '../../domain/api/admin.ts';
import { LANGS } from '../../domain/i18n.ts';
import { fail, ok } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { adminGet, adminPost } from './admin-route.ts';
import type { AnyAdminResource } from './resource.ts';

const anyQuery = z.record(z.string(), z.unknown());
const verifyBody = z.strictObject({ verified: z.boolean({ error: 'validation.invalidType' }), lang: z.optional(z.enum(LANGS)) });

/**
 * The generic routes of one resource (decision 0041; spec 001 §7 "list, /info/{id}, /create, /update/{id},
 * /remove/{id}, /verify/{id}"). Each checks `<area>.<action>`; an operation the resource does not have is not
 * registered (the API's JSON 404 answers).
 */
export function registerResource(api: FastifyInstance, i18n: I18n, r: AnyAdminResource): void {
  const perm = (action: string) => `${r.area}.${action}`;
  const base = `/${r.name}`;

  adminGet(api, i18n, `${base}/meta`, { permission: perm('read') }, async (ctx) => ok(await r.meta(ctx)));
  // the list: any query keys reach parseListQuery, which refuses the ones the resource does not know
  adminGet(api, i18n, base, { permission: perm('read'), query: anyQuery }, async (ctx) => {
    const parsed = parseListQuery(ctx.query, r.listSpec);
    if (!parsed.ok) return fail('invalid', 'validation.failed', parsed.errors);
    return r.list(parsed.query, ctx);
  });
  if (r.info) adminGet(api, i18n, `${base}/info/:id`, { permission: perm('read'), params: adminIdParams }, (ctx) => r.info!(ctx.params.id, ctx));
  if (r.blank) adminGet(api, i18n, `${base}/new`, { permission: perm('create') }, (ctx) => r.blank!(ctx));
  if (r.create && r.createSchema) adminPost(api, i18n, `${base}/create`, { permission: perm('create'), body: r.createSchema }, (ctx) => r.create!(ctx.body, ctx));
  if (r.update && r.updateSchema)
    adminPost(api, i18n, `${base}/update/:id`, { permission: perm('update'), params: adminIdParams, body: r.updateSchema }, (ctx) => r.update!(ctx.params.id, ctx.body, ctx));
  if (r.remove) adminPost(api, i18n, `${base}/remove/:id`, { permission: perm('remove'), params: adminIdParams }, (ctx) => r.remove!(ctx.params.id, ctx));
  if (r.verify)
    adminPost(api, i18n, `${base}/verify/:id`, { permission: perm('verify'), params: adminIdParams, body: verifyBody }, (ctx) => r.verify!(ctx.params.id, ctx.body.verified, ctx));
  if (r.reorder) adminPost(api, i18n, `${base}/reorder`, { permission: perm('update'), body: reorderRequest }, (ctx) => r.reorder!(ctx.body, ctx));
}

  if (r.remove && r.removePlan) adminGet(api, i18n, `${base}/remove-plan`, { permission: perm('remove'), query: removePlanQuery }, (ctx) => r.removePlan!(ctx.query.ids, ctx));
