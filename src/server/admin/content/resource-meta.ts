/**
 * The parts of a content resource's answers that every one of them builds the same way (ADM-6, ADM-14; decision
 * 0041): list columns and filters labelled from `admin-content.fields`, the meta around a resource's own columns and
 * form, and the empty form of a new record. Kept beside `resource-helpers.ts` so each resource keeps only what is its own.
 */
import type {
  AdminRecord,
  ColumnDef,
  ColumnKind,
  FieldDef,
  FilterDef,
  ResourceMeta,
} from '../../../domain/api/admin.ts';
import type { AdminArea } from '../../../domain/admin/permissions.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { abilities } from './resource-helpers.ts';

type T = (key: string) => string;

/** A list column labelled `admin-content.fields.<label>` (its name unless told otherwise). */
export const column = (t: T, name: string, kind: ColumnKind, o: { label?: string; sortable?: boolean } = {}) =>
  ({
    name,
    label: t(`admin-content.fields.${o.label ?? name}`),
    kind,
    ...(o.sortable ? { sortable: true } : {}),
  }) satisfies ColumnDef;

/** The record's number, sortable. */
export const idColumn = (t: T) => column(t, 'id', 'number', { sortable: true });

/**
 * The verify switch (ADM-14) as a column, named by what it means for the resource: shown in the shop, published (an
 * article), running (a popup), open (a vacancy).
 */
export const shownColumn = (t: T, word: 'shown' | 'published' | 'running' | 'open' = 'shown') =>
  column(t, 'verified', 'bool', { label: word });

/** The verify switch as the list's yes/no filter `f.active`. */
export const shownFilter = (t: T, word: 'shown' | 'published' | 'running' | 'open' = 'shown'): FilterDef => ({
  name: 'active',
  label: t(`admin-content.fields.${word}`),
  kind: 'bool',
});

type Action = keyof ResourceMeta['can'];

/**
 * The meta of a searchable content resource: the resource's own title, columns, filters, default sort, form and
 * tools (and links); its name, its `listSpec` sorts, and what this staff member may do with its area, less what the resource
 * never does (`never`).
 */
export function contentMeta(
  r: { name: string; area: AdminArea; listSpec: { sorts: readonly string[] } },
  ctx: AdminCtx,
  m: {
    title: string;
    columns: ColumnDef[];
    filters?: FilterDef[];
    defaultSort: string;
    fields: FieldDef[];
    tools: ResourceMeta['tools'];
    never?: readonly Action[];
    links?: ResourceMeta['links'];
  },
): ResourceMeta {
  const can = abilities(ctx, r.area);
  for (const a of m.never ?? []) can[a] = false;
  return {
    resource: r.name,
    title: m.title,
    columns: m.columns,
    filters: m.filters ?? [],
    sorts: [...r.listSpec.sorts],
    defaultSort: m.defaultSort,
    searchable: true,
    fields: m.fields,
    tools: m.tools,
    can,
    ...(m.links ? { links: m.links } : {}),
  };
}

/** The empty form of a new record, titled with the resource's name. */
export const blankRecord = (title: string, fields: FieldDef[]): Result<AdminRecord> =>
  ok({ id: 0, title, siteUrl: null, fields });

/**
 * The opening every content resource shares: its URL name, which is also its permission area, the filters and sorts
 * its list accepts, and the database and translations it is built with. A resource extends it
 * (`class X extends contentResource('x', { filters, sorts }) implements AdminResource<…>`) and keeps only its schemas
 * and operations.
 */
export function contentResource<A extends AdminArea>(
  area: A,
  listSpec: { filters: readonly string[]; sorts: readonly string[] },
) {
  return class ContentResource {
    readonly name: A = area;
    readonly area: A = area;
    readonly listSpec = listSpec;

    constructor(
      protected readonly connection: TransactionalConnection,
      protected readonly i18n: I18n,
    ) {}
  };
}
