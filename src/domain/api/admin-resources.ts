import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import {
  reorderRequest,
  removePlanQuery,
  type AdminList,
  type AdminRecord,
  type RemoveOutcome,
  type RemovePlan,
  type ResourceMeta,
  type SavedRecord,
} from './admin.ts';
import { endpoint } from './endpoint.ts';

/**
 * The generic operations every back-office resource answers (ADM-6, decision 0041): one family of entries whose
 * `{resource}` is the resource's name (`tags`, `orders`, …). The server registers each operation once per resource
 * that has it (`server/admin/resource-routes.ts`), with the permission `<area>.<action>` of that resource; an
 * operation a resource does not have is not registered (the API's JSON 404). What a record's body holds depends on
 * the resource: its schema is the resource's own (`createSchema`, `updateSchema`), so the family's is any object.
 * Replies are typed, not checked (the admin client reads the envelope only).
 */

/** Bodies and queries these routes do not read: any object. */
const ignored = z.looseObject({});
/** A record's fields, checked by the resource's own schema. */
const recordBody = z.record(z.string(), z.unknown());

/** GET: `q`, `page`, `limit`, `sort`, `dir`, `f.<filter>`; any key reaches the resource's list parser, which refuses unknown ones. */
export const resourceList = endpoint({
  method: 'GET',
  path: '/api/admin/{resource}',
  request: z.record(z.string(), z.unknown()),
  reply: z.custom<AdminList>(),
});
export const resourceMeta = endpoint({
  method: 'GET',
  path: '/api/admin/{resource}/meta',
  request: ignored,
  reply: z.custom<ResourceMeta>(),
});
/** The record as form fields with the version it is read at (decision 0059). */
export const resourceInfo = endpoint({
  method: 'GET',
  path: '/api/admin/{resource}/info/{id}',
  request: ignored,
  reply: z.custom<AdminRecord>(),
});
export const resourceBlank = endpoint({
  method: 'GET',
  path: '/api/admin/{resource}/new',
  request: ignored,
  reply: z.custom<AdminRecord>(),
});
export const resourceCreate = endpoint({
  method: 'POST',
  path: '/api/admin/{resource}/create',
  request: recordBody,
  reply: z.custom<{ id: number }>(),
});
/** A record form's save `{ version, changes, base }` (decision 0059) or a whole record (scripts). */
export const resourceUpdate = endpoint({
  method: 'POST',
  path: '/api/admin/{resource}/update/{id}',
  request: recordBody,
  reply: z.custom<{ id: number; version?: SavedRecord['version'] }>(),
});
export const resourceRemove = endpoint({
  method: 'POST',
  path: '/api/admin/{resource}/remove/{id}',
  request: ignored,
  reply: z.custom<{ id: number; removed?: RemoveOutcome }>(),
});
/** What removing would do (resources that may keep a record), asked before the confirmation. */
export const resourceRemovePlan = endpoint({
  method: 'GET',
  path: '/api/admin/{resource}/remove-plan',
  request: removePlanQuery,
  reply: z.custom<RemovePlan>(),
});
const verifyRequest = z.strictObject({
  verified: z.boolean({ error: 'validation.invalidType' }),
  lang: z.optional(z.enum(LANGS)),
});
export const resourceVerify = endpoint({
  method: 'POST',
  path: '/api/admin/{resource}/verify/{id}',
  request: verifyRequest,
  reply: z.custom<{ id: number; verified: boolean }>(),
});
export const resourceReorder = endpoint({
  method: 'POST',
  path: '/api/admin/{resource}/reorder',
  request: reorderRequest,
  reply: z.custom<{ moved: number }>(),
});
