import type * as z from 'zod/mini';
import type { AdminArea } from '../../domain/admin/permissions.ts';
import type {
  AdminList,
  AdminRecord,
  ListQuery,
  RemoveOutcome,
  RemovePlan,
  ReorderRequest,
  ResourceMeta,
} from '../../domain/api/admin.ts';
import type { Lang } from '../../domain/i18n.ts';
import type { Result } from '../platform/errors.ts';
import type { Staff } from './staff.ts';

/** What every admin operation knows about its caller. */
export interface AdminCtx {
  staff: Staff;
  /** the staff member's language: labels and messages in it */
  lang: Lang;
  /**
   * set on a versioned save from a record form (decision 0059): the version the save was checked against (the write
   * re-checks it under the record's lock) and the change of each count field (`FieldDef.delta`, by body key), which
   * the resource applies as a difference (a product's stock) instead of writing the value
   */
  save?: { version: number; deltas: Readonly<Record<string, number>> };
}

/**
 * One resource of the back office (decision 0041): the operations of ADM-6 over one kind of record. The
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
  /**
   * the permission of an action when it is not `<area>.<action>` (customers: one `customers.write` for the notes'
   * update and the blocks, decision 0082)
   */
  permissionOf?: Partial<Record<'read' | 'create' | 'update' | 'remove' | 'verify', string>>;
  /** filters and sorts the list accepts (checked before `list` runs) */
  listSpec: { filters: readonly string[]; sorts: readonly string[] };
  meta(ctx: AdminCtx): Promise<ResourceMeta> | ResourceMeta;
  list(query: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>>;
  info?(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>>;
  /** the form for a new record (defaults filled) */
  blank?(ctx: AdminCtx): Promise<Result<AdminRecord>>;
  /** the form for a copy of a record (the Duplicate tool, `?do=create&from=<id>`); without it, `info`'s form is copied */
  duplicate?(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>>;
  /**
   * field errors of the resource's own rules (uniqueness, references, one field against another) on the parts of a
   * create or update body its schema refused: the route adds them to the schema's, so one answer names every fault
   */
  checkBody?(raw: unknown, id: number | null, ctx: AdminCtx): Promise<Record<string, string>>;
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

/** The permission an action of a resource checks: its own (`permissionOf`) or `<area>.<action>`. */
export function permissionFor(r: Pick<AnyAdminResource, 'area' | 'permissionOf'>, action: string): string {
  const own = r.permissionOf as Readonly<Record<string, string | undefined>> | undefined;
  return own?.[action] ?? `${r.area}.${action}`;
}
