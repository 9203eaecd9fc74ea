import type { EditDialogData } from './admin-order-edit.ts';
import type { RefundDialogData } from './admin-refund.ts';
import * as z from 'zod/mini';
import { LANGS, type Lang } from '../i18n.ts';
import { idParams, plainText, requiredOr, requiredPlainText } from './fields.ts';

/**
 * The back office's API contract (ADM-1, decision 0041), shared by `/api/admin/…` and the admin pages.
 *
 * Every resource (products, orders, articles, …) answers the same operations (ADM-6: list, /info/{id},
 * /create, /update/{id}, /remove/{id}, /verify/{id}) and describes itself with `meta`: the list's columns, filters
 * and sorts, and the form's field definitions (ADM-7), so one list view and
 * one form engine serve every screen. Labels arrive translated into the staff member's language.
 */

// ── sign-in ─────────────────────────────────────────────────────────────────────────────────────────────────

export const adminLoginRequest = z.strictObject({
  /** email or mobile */
  login: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(254, { error: 'validation.tooLong' }),
    ),
  password: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'validation.tooLong' })),
  lang: z.optional(z.enum(LANGS)),
});

/** The signed-in staff member as the admin pages see it. */
export interface StaffView {
  id: number;
  name: string;
  /** the first role is the one displayed (ACC-10) */
  role: string | null;
  roles: string[];
  permissions: string[];
  lang: Lang;
}

// ── list view ───────────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
const ADMIN_QUERY_MAX = 100;

/**
 * A list request as it arrives in the query string: `q`, `page`, `limit`, `sort`, `dir`, and one `f.<name>` per
 * filter. Values are strings (the query string's); `parseListQuery` checks them against the resource's meta.
 */
export interface ListQuery {
  q: string;
  page: number;
  limit: number;
  sort: string | null;
  dir: 'asc' | 'desc';
  filters: Record<string, string>;
}

/**
 * Parses a raw query against what the resource allows. Unknown filters or sorts and malformed numbers are field
 * errors (i18n keys), never ignored silently.
 */
export function parseListQuery(
  raw: Record<string, unknown>,
  allowed: { filters: readonly string[]; sorts: readonly string[] },
): { ok: true; query: ListQuery } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const str = (k: string): string | undefined => {
    const v = raw[k];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      errors[k] = 'validation.invalidType';
      return undefined;
    }
    return v;
  };
  const q = (str('q') ?? '').trim();
  if (q.length > ADMIN_QUERY_MAX) errors.q = 'validation.tooLong';
  const pageRaw = str('page');
  const page = pageRaw === undefined || pageRaw === '' ? 1 : Number(pageRaw);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) errors.page = 'validation.invalidValue';
  const limitRaw = str('limit');
  const limit = limitRaw === undefined || limitRaw === '' ? 20 : Number(limitRaw);
  if (!(ADMIN_PAGE_SIZES as readonly number[]).includes(limit)) errors.limit = 'validation.invalidValue';
  const sortRaw = str('sort');
  const sort = sortRaw ? sortRaw : null;
  if (sort !== null && !allowed.sorts.includes(sort)) errors.sort = 'validation.invalidValue';
  const dirRaw = str('dir') ?? 'desc';
  if (dirRaw !== 'asc' && dirRaw !== 'desc') errors.dir = 'validation.invalidValue';
  const filters: Record<string, string> = {};
  for (const key of Object.keys(raw)) {
    if (['q', 'page', 'limit', 'sort', 'dir', 'lang', 'do', 'id'].includes(key)) continue;
    if (!key.startsWith('f.')) {
      errors[key] = 'validation.unknownField';
      continue;
    }
    const name = key.slice(2);
    const v = str(key);
    if (!allowed.filters.includes(name)) errors[key] = 'validation.unknownField';
    else if (v !== undefined && v.length > ADMIN_QUERY_MAX) errors[key] = 'validation.tooLong';
    else if (v !== undefined && v !== '') filters[name] = v.trim();
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, query: { q, page, limit, sort, dir: dirRaw as 'asc' | 'desc', filters } };
}

/** How a list cell is shown (`link`: `{ label, href }`, a page of the back office such as an order's record). */
export type ColumnKind =
  'text' | 'number' | 'money' | 'date' | 'datetime' | 'bool' | 'badge' | 'image' | 'stars' | 'link';

export interface ColumnDef {
  name: string;
  label: string;
  kind: ColumnKind;
  sortable?: boolean;
}

export interface FilterDef {
  name: string;
  label: string;
  /** `select` offers `options`; `text` a free value; `date` a day (yyyy-mm-dd); `bool` yes/no */
  kind: 'select' | 'text' | 'date' | 'bool';
  options?: { value: string; label: string }[];
}

/** The row tools of ADM-6. */
export type AdminTool = 'view' | 'edit' | 'duplicate' | 'remove' | 'viewOnSite' | 'verify';

/** A list row: `id` always; `siteUrl` when the row has a page in the shop; `verified` when it can be verified. */
export type AdminRow = { id: number; siteUrl?: string | null; verified?: boolean } & Record<string, unknown>;

export interface AdminList {
  items: AdminRow[];
  total: number;
  page: number;
  limit: number;
}

// ── forms ───────────────────────────────────────────────────────────────────────────────────────────────────

export type FieldComponent =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'password'
  | 'image'
  | 'images'
  | 'editor'
  | 'permissions'
  | 'readonly'
  /** a repeated group: its value is an array of objects of `fields` (FAQ items, videos, filter values) */
  | 'group';

/**
 * A form field (ADM-7): name, label, component, value, error, hidden, isMultiLang, group, showIf, and the
 * children of a repeated group (`fields`). A multi-language field's value is `{ az, ru, en }`; money is in qəpik;
 * `showIf` shows the field only while another field has one of the given values.
 */
export interface FieldDef {
  name: string;
  label: string;
  component: FieldComponent;
  value?: unknown;
  error?: string;
  hidden?: boolean;
  isMultiLang?: boolean;
  group?: string;
  showIf?: { field: string; values: readonly unknown[] };
  required?: boolean;
  readOnly?: boolean;
  options?: { value: string | number; label: string }[];
  help?: string;
  /** text fields: the longest value; `images`: the most pictures */
  max?: number;
  /** image, images and editor fields: where uploads go (`domain/admin/media.ts` MEDIA_AREAS: product, banner, blog…) */
  area?: string;
  /** the children of a repeated group (each item an object of these fields) */
  fields?: FieldDef[];
  /**
   * a count the shop also changes by itself (a product's stock, which every sale lowers): a versioned save applies
   * the person's change as the difference from the value the form showed, so units sold meanwhile stay sold
   * (decision 0059)
   */
  delta?: boolean;
}

/** What a resource says about itself: the list view's columns, filters and sorts, the form, and what this staff member may do. */
export interface ResourceMeta {
  resource: string;
  title: string;
  columns: ColumnDef[];
  filters: FilterDef[];
  sorts: string[];
  defaultSort: string;
  searchable: boolean;
  fields: FieldDef[];
  tools: AdminTool[];
  can: { create: boolean; update: boolean; remove: boolean; verify: boolean };
  /** rows form a tree (`parentId` on each row): the list shows it indented */
  tree?: boolean;
  /** the list's rows can be selected for a bulk action of this kind (ADM-22, decision 0085): products' change, reviews' moderation */
  bulk?: 'products' | 'reviews';
  /** rows can be dragged into a new order (and, in a tree, under a new parent): POST `/<resource>/reorder` */
  reorder?: boolean;
  /** extra pages or downloads of this resource shown above the list (CSV export/import…) */
  links?: {
    label: string;
    href: string;
    download?: boolean;
    /** the list's search and filters are added to the address (a download of what the list shows) */
    withFilters?: boolean;
  }[];
}

/** The body of POST `/<resource>/reorder`: every moved row with its new parent and position. */
export const reorderRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.int().check(z.positive()),
        parentId: z.nullable(z.int().check(z.positive())),
        position: z.int().check(z.minimum(0), z.maximum(1_000_000)),
      }),
    )
    .check(z.minLength(1), z.maxLength(5000)),
});
export type ReorderRequest = z.output<typeof reorderRequest>;

/**
 * A button on a record's page that the server describes (order status moves, a note, print): POST `url` with the
 * values of `fields` (if any) as the JSON body; `confirm` asks first; `kind: 'link'` opens `url` instead.
 */
export interface RecordAction {
  name: string;
  label: string;
  /** `refund`: the order's Refund dialog (`refund`: its data); `edit`: the order's Edit dialog (`edit`: its data) */
  kind: 'post' | 'link' | 'refund' | 'edit';
  refund?: RefundDialogData;
  edit?: EditDialogData;
  url: string;
  confirm?: string;
  /** `primary` | `danger` | `default` */
  tone?: 'primary' | 'danger' | 'default';
  fields?: FieldDef[];
  /** a fixed body merged with the fields' values, e.g. `{ to: 'shipped' }` */
  body?: Record<string, unknown>;
}

/** A read-only block on a record's page: a table (order lines, history, payments) or label/value pairs. */
export type RecordSection =
  | { title: string; kind: 'table'; columns: ColumnDef[]; rows: Record<string, unknown>[] }
  | { title: string; kind: 'pairs'; pairs: { label: string; value: string }[] }
  | { title: string; kind: 'diff'; before: unknown; after: unknown };

/** The form of one record (`/info/{id}`): its field definitions with values. */
export interface AdminRecord {
  id: number;
  title: string;
  siteUrl: string | null;
  /** `siteUrl` is a page the shop does not show yet: staff open it as a preview (decision 0086) */
  sitePreview?: boolean;
  fields: FieldDef[];
  /** a record that is only read (an order's parts, an audit row): no Save button */
  readOnly?: boolean;
  sections?: RecordSection[];
  actions?: RecordAction[];
  /** a small coloured tag next to the title (an order's status) */
  badge?: { label: string; tone: 'default' | 'info' | 'success' | 'warning' | 'danger' };
  /**
   * the record's version when it was read (the id of its latest audit row; 0: never changed in the back office):
   * a save sends it back, and a save against a newer version is refused with 409 (decision 0059)
   */
  version?: number;
}

/**
 * The body of POST `/<resource>/update/{id}` from a record form (decision 0059): the version the form was read at,
 * the fields the person changed (by the form's field names) and the values the form showed for them. Fields not
 * named are not written.
 */
export const versionedSave = z.strictObject({
  version: z
    .int({ error: requiredOr('validation.invalidType') })
    .check(
      z.minimum(0, { error: 'validation.invalidValue' }),
      z.maximum(2_147_483_647, { error: 'validation.invalidValue' }),
    ),
  changes: z.record(z.string(), z.unknown(), { error: requiredOr('validation.invalidType') }),
  base: z.record(z.string(), z.unknown(), { error: requiredOr('validation.invalidType') }),
  lang: z.optional(z.enum(LANGS)),
});
export type VersionedSave = z.output<typeof versionedSave>;

/** What a save of a record answers: its id and its version after the save (the form's next save sends it). */
export interface SavedRecord {
  id: number;
  version: number;
}

// ── products CSV ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Stock and prices in bulk (ADM-11): GET `/api/admin/products/export.csv` (products.read) downloads every product
 * (sku, prices, stock, flags); POST `/api/admin/products/import` (products.import; multipart: `file`, and `dryRun`
 * "1" or "0") starts a job and answers `{ jobId }`; GET `/api/admin/products/import/{jobId}` answers its progress.
 */
export interface ImportJob {
  jobId: string;
  dryRun: boolean;
  state: 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  /** rows that change something (all of them counted; the first 200 listed) */
  changedRows: number;
  changes: { line: number; sku: string; field: string; before: string; after: string }[];
  rejected: { line: number; sku: string; errors: string[] }[];
  /** rows refused (all of them counted; the first 1,000 listed in `rejected`) */
  rejectedRows: number;
  /** rows written (0 on a dry run) */
  applied: number;
  /**
   * the last line of the file read (a dry run) or written (an import: batches are applied whole and in order, so a
   * failed import has applied the lines up to this one and none after it; decision 0066); 1 before the first batch.
   * Always in the server's answers (optional only for the page's placeholder before the first answer).
   */
  lastLine?: number;
  error?: string;
}

/** The id of a record in a path: the shop's one id parser (`fields.ts`, `idParams`). */
export const adminIdParams = idParams;

/** What removing one record did: deleted, or kept and deactivated (a product with orders; decision 0063). */
export type RemoveOutcome = 'deleted' | 'deactivated';

/** GET `/<resource>/remove-plan?ids=1,2,3` (resources that may keep a record): what removing each would do. */
export interface RemovePlan {
  deleted: number[];
  deactivated: number[];
}

/** The ids of a remove plan: 1 to 100 record ids, comma-separated (a list page holds at most 100 rows). */
export const removePlanQuery = z.strictObject({
  ids: z.pipe(
    z.string({ error: requiredOr('validation.invalidType') }),
    z.transform((v, ctx) => {
      const parts = v.split(',');
      const ids = parts.map(Number);
      if (
        parts.length > 100 ||
        !parts.every((p, i) => /^\d{1,10}$/.test(p) && ids[i]! >= 1 && ids[i]! <= 2_147_483_647)
      )
        ctx.issues.push({ code: 'custom', message: 'validation.invalidValue', input: v });
      return [...new Set(ids)];
    }),
  ),
});

/**
 * A translated text field of an admin form: `{ az, ru, en }`, each trimmed, without markup, at most `max`
 * characters; `required` languages must not be empty (field errors land on `name.az`, `name.ru`, `name.en`).
 */
export const multiLangText = (max: number, required: readonly Lang[] = LANGS) =>
  z.strictObject(
    Object.fromEntries(LANGS.map((l) => [l, required.includes(l) ? requiredPlainText(max) : plainText(max)])) as Record<
      Lang,
      ReturnType<typeof plainText>
    >,
    { error: requiredOr('validation.invalidType') },
  );

/** A whole number in a range (positions, counts). */
export const intField = (min: number, max: number) =>
  z
    .int({ error: requiredOr('validation.invalidType') })
    .check(z.minimum(min, { error: 'validation.tooSmall' }), z.maximum(max, { error: 'validation.tooBig' }));
