/**
 * Small pieces every content and people resource of the back office shares (docs/admin/content.md): translated
 * labels, what the staff member may do, per-language columns, and the input fields that are not in
 * `domain/api/admin.ts` (shop links, image keys, editor blocks, dates). Kept here so the resources stay one screen of
 * rules each.
 */
import type { ExpressionBuilder } from 'kysely';
import * as z from 'zod/mini';
import type { AdminArea } from '../../../domain/admin/permissions.ts';
import type { AdminList, ListQuery } from '../../../domain/api/admin.ts';
import { requiredOr } from '../../../domain/api/fields.ts';
import { parseBakuDateTime } from '../../../domain/admin/sales.ts';
import { isShopPath } from '../../../domain/admin/shop-link.ts';
import { isWidgetName } from '../../../domain/content.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { isTypedText } from '../../../domain/control-chars.ts';
import { isValidBlock } from '../../modules/catalog/editor-blocks.ts';
import { parseKey, type Area } from '../../modules/media/keys.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';

/** `t('admin-content.…')` in the staff member's language. */
export const translator = (i18n: I18n, ctx: AdminCtx) => (key: string, vars?: Record<string, string | number>) =>
  i18n.t(ctx.lang, key, vars);

/** What this staff member may do with an area (the `can` of a resource's meta). */
export function abilities(ctx: AdminCtx, area: AdminArea) {
  const has = (a: string) => ctx.staff.permissions.includes(`${area}.${a}`);
  return { create: has('create'), update: has('update'), remove: has('remove'), verify: has('verify') };
}

export type ML = Record<Lang, string>;
export const emptyML = (): ML => ({ az: '', ru: '', en: '' });

/** `{ az, ru, en }` of the columns `<base>_az`, `<base>_ru`, `<base>_en`. */
export function mlOf(row: object, base: string): ML {
  const r = row as Record<string, unknown>;
  return { az: String(r[`${base}_az`] ?? ''), ru: String(r[`${base}_ru`] ?? ''), en: String(r[`${base}_en`] ?? '') };
}

/** The columns `<base>_<lang>` of a per-language value. */
export function mlCols<B extends string>(base: B, v: ML): Record<`${B}_${Lang}`, string> {
  return Object.fromEntries(LANGS.map((l) => [`${base}_${l}`, v[l]])) as Record<`${B}_${Lang}`, string>;
}

/** The record's title in the staff member's language, else in az. */
export const titleIn = (v: ML, lang: Lang) => v[lang] || v.az || v.ru || v.en;

/** A case-insensitive "contains" over some text columns, the same on SQLite and PostgreSQL (`lower(col) LIKE`). */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  q: string,
) {
  const like = `%${q.toLowerCase()}%`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const e = eb as unknown as ExpressionBuilder<any, any>;
  return e.or(columns.map((c) => e(e.fn('lower', [c]), 'like', like)));
}

/** `f.<name>` of a yes/no filter: '1'/'true', '0'/'false', absent; anything else is 'bad'. */
export function boolFilter(v: string | undefined): boolean | undefined | 'bad' {
  if (v === undefined) return undefined;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return 'bad';
}

/** The envelope of a list page. */
export const listOf = (items: AdminList['items'], total: number, q: ListQuery): AdminList => ({
  items,
  total,
  page: q.page,
  limit: q.limit,
});

/** `limit`/`offset`/`dir` of a list query, `fallback` when no sort was asked for. */
export const paging = <S extends string>(q: ListQuery, fallback: S, fallbackDir: 'asc' | 'desc' = 'asc') => ({
  sort: (q.sort ?? fallback) as S,
  dir: q.sort ? q.dir : fallbackDir,
  limit: q.limit,
  offset: (q.page - 1) * q.limit,
});

// ── input fields ────────────────────────────────────────────────────────────────────────────────────────────

/** A link inside the shop, without the language prefix: `/smartfonlar`, `/products?brand=3`. */
export const shopPath = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(300, { error: 'validation.tooLong' }),
    z.refine((v) => isShopPath(v), { error: 'admin.validation.shopPath' }),
  );

/** A shop link per language; a language may be empty (the item is then not shown there) unless `required`. */
export const mlShopPath = (required: readonly Lang[] = LANGS) =>
  z.strictObject(
    Object.fromEntries(
      LANGS.map((l) => [
        l,
        required.includes(l)
          ? shopPath()
          : z.string({ error: requiredOr('validation.invalidType') }).check(
              z.trim(),
              z.maxLength(300, { error: 'validation.tooLong' }),
              z.refine((v) => v === '' || isShopPath(v), { error: 'admin.validation.shopPath' }),
            ),
      ]),
    ) as Record<Lang, ReturnType<typeof shopPath>>,
    { error: requiredOr('validation.invalidType') },
  );

/**
 * An image key of a media area (what `/api/admin/media/upload` answers, or a drawn key of that area), or null.
 * Checked with the media module's own key grammar, so the shop can always serve what is stored.
 */
export const imageKey = (area: Area) =>
  z.pipe(
    z.nullable(
      z.string({ error: 'validation.invalidType' }).check(
        z.trim(),
        z.maxLength(200, { error: 'validation.tooLong' }),
        z.refine((v) => v === '' || parseKey(area, v) !== null, { error: 'admin-content.validation.imageKey' }),
      ),
    ),
    z.transform((v): string | null => (v === '' ? null : v)),
  );
export const requiredImageKey = (area: Area) =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(200, { error: 'validation.tooLong' }),
    z.refine((v) => parseKey(area, v) !== null, { error: 'admin-content.validation.imageKey' }),
  );

const MAX_BLOCKS = 300;
const MAX_BLOCKS_JSON = 200_000;

/**
 * Editor blocks of one language (CNT-11): an array of blocks, each one the shop's renderer accepts — checked
 * with the shop's own validator (`isValidBlock`; pages also their widgets), so what is stored is what is shown.
 * Inline markup in texts is allowed and made safe when the page renders (`rich-content.tsx` rebuilds every tag
 * from a whitelist); a block of an unknown type or with wrong fields is a field error, not silently dropped.
 */
const editorBlocks = (opts: { widgets?: boolean } = {}) =>
  z.array(z.unknown(), { error: requiredOr('validation.invalidType') }).check(
    z.maxLength(MAX_BLOCKS, { error: 'validation.tooLong' }),
    z.refine((blocks) => blocks.every((b) => isValidBlock(b) || (opts.widgets === true && isWidgetBlock(b))), {
      error: 'admin-content.validation.blocks',
    }),
    z.refine((blocks) => JSON.stringify(blocks).length <= MAX_BLOCKS_JSON, { error: 'validation.tooLong' }),
  );

const isWidgetBlock = (b: unknown) =>
  !!b &&
  typeof b === 'object' &&
  (b as { type?: unknown }).type === 'widget' &&
  isWidgetName((b as { data?: { name?: unknown } }).data?.name);

export const mlEditorBlocks = (opts: { widgets?: boolean } = {}) =>
  z.strictObject(
    Object.fromEntries(LANGS.map((l) => [l, editorBlocks(opts)])) as Record<Lang, ReturnType<typeof editorBlocks>>,
    { error: requiredOr('validation.invalidType') },
  );

/** Stored blocks back as the form's value (an array; bad JSON gives none). */
function blocksOf(json: string): unknown[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
export const mlBlocksOf = (row: object, base: string): Record<Lang, unknown[]> =>
  Object.fromEntries(
    LANGS.map((l) => [l, blocksOf(String((row as Record<string, unknown>)[`${base}_${l}`] ?? '[]'))]),
  ) as Record<Lang, unknown[]>;

/**
 * A moment as the form's `datetime` sends it: Baku wall-clock `yyyy-mm-ddThh:mm` (a `datetime-local` value), or a
 * full ISO time with a zone; stored as UTC ISO (`parseBakuDateTime`, the one rule of the back office). The form
 * shows a stored moment with `toBakuDateTime`.
 */
export const isoMoment = () =>
  z.pipe(
    z
      .string({ error: requiredOr('validation.invalidType') })
      .check(z.trim(), z.maxLength(40, { error: 'validation.tooLong' })),
    z.transform((v, ctx) => {
      const iso = v === '' ? null : parseBakuDateTime(v);
      if (iso === null)
        ctx.issues.push({
          code: 'custom',
          message: v === '' ? 'validation.required' : 'admin-content.validation.dateTime',
          input: v,
        });
      return iso ?? '';
    }),
  );
/** An optional moment: null or '' (an empty input) is none. */
export const optionalIsoMoment = () =>
  z.pipe(
    z.nullable(
      z
        .string({ error: requiredOr('validation.invalidType') })
        .check(z.trim(), z.maxLength(40, { error: 'validation.tooLong' })),
    ),
    z.transform((v, ctx): string | null => {
      if (v === null || v === '') return null;
      const iso = parseBakuDateTime(v);
      if (iso === null) ctx.issues.push({ code: 'custom', message: 'admin-content.validation.dateTime', input: v });
      return iso;
    }),
  );

/** A calendar day, `yyyy-mm-dd`, that exists. */
export const ymd = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.refine((v) => isDay(v), { error: 'admin-content.validation.day' }),
  );
/** An optional day: null or '' (an empty date input) is none. */
export const optionalYmd = () =>
  z.pipe(
    z.nullable(z.string({ error: requiredOr('validation.invalidType') }).check(z.trim())),
    z.transform((v, ctx): string | null => {
      if (v === null || v === '') return null;
      if (!isDay(v)) ctx.issues.push({ code: 'custom', message: 'admin-content.validation.day', input: v });
      return v;
    }),
  );

function isDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Text the shop renders as inline HTML (FAQ answers): any characters but control and bidi ones (`isTypedText`), at most `max`. */
const inlineHtml = (max: number, required: boolean) =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    ...(required ? [z.minLength(1, { error: 'validation.required' })] : []),
    z.maxLength(max, { error: 'validation.tooLong' }),
    z.refine((v) => isTypedText(v), { error: 'validation.controlChars' }),
  );
export const mlInlineHtml = (max: number, required: readonly Lang[] = LANGS) =>
  z.strictObject(
    Object.fromEntries(LANGS.map((l) => [l, inlineHtml(max, required.includes(l))])) as Record<
      Lang,
      ReturnType<typeof inlineHtml>
    >,
    {
      error: requiredOr('validation.invalidType'),
    },
  );
