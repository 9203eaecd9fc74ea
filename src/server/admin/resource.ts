import type * as z from 'zod/mini';
import type { AdminArea } from '../../domain/admin/permissions.ts';
import type { AdminList, AdminRecord, ListQuery, RemoveOutcome, RemovePlan, ReorderRequest, ResourceMeta } from '../../domain/api/admin.ts';
import type { Lang } from '../../domain/i18n.ts';
import type { Result } from '../platform/errors.ts';
import type { Staff } from './staff.ts';

/** What every admin operation knows about its caller. */
export interface AdminCtx {
  staff: Staff;
  /** the staff member's language: labels and messages in it */
  lang: Lang;
}

/**
 * One resource of the back office (decision 0041): the operations of spec 001 §7 over one kind of record. The
 * generic routes (`resource-routes.ts`) check the permission `<area>.<action>`, parse the input with the resource's
 * schemas and call these methods; a resource owns its rules and reaches the database only through repositories,
 * writing its audit row in the same transaction as the change (`recordAudit`).
 *
 * Routes: GET `/api/admin/<name>` (list), GET `/<name>/meta`, GET `/<name>/info/{id}`, GET `/<name>/new` (an empty
 * form), POST `/<name>/create`, POST `/<name>/update/{id}`, POST `/<name>/remove/{id}`, POST `/<name>/verify/{id}`
 * (body `{ verified: boolean }`).
 */
export interface AdminResource<C extends z.ZodMiniType = z.ZodMiniType, U extends z.ZodMiniType = C> {
  /** the URL segment: `/api/admin/<name>` */
  name: string;
  /** the permission area: `<area>.read`, `.create`, `.update`, `.remove`, `.verify` */
  area: AdminArea;
  /** filters and sorts the list accepts (checked before `list` runs) */
  listSpec: { filters: readonly string[]; sorts: readonly string[] };
  meta(ctx: AdminCtx): Promise<ResourceMeta> | ResourceMeta;
  list(query: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>>;
  info?(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>>;
  /** the form for a new record (defaults filled) */
  blank?(ctx: AdminCtx): Promise<Result<AdminRecord>>;
  createSchema?: C;
  create?(input: z.output<C>, ctx: AdminCtx): Promise<Result<{ id: number }>>;
  updateSchema?: U;
  update?(id: number, input: z.output<U>, ctx: AdminCtx): Promise<Result<{ id: number }>>;
  /** a resource that may keep a record instead (a product with orders) says which it did in `removed` */
  remove?(id: number, ctx: AdminCtx): Promise<Result<{ id: number; removed?: RemoveOutcome }>>;
  /** what `remove` would do to each id, asked before the confirmation (GET `/<name>/remove-plan`, `<area>.remove`) */
  removePlan?(ids: number[], ctx: AdminCtx): Promise<Result<RemovePlan>>;
  verify?(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>>;
  /** drag-and-drop order (meta `reorder: true`): POST `/<name>/reorder`, permission `<area>.update` */
  reorder?(input: ReorderRequest, ctx: AdminCtx): Promise<Result<{ moved: number }>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAdminResource = AdminResource<any, any>;
