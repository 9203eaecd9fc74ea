/**
 * The address fields of a content entity's form (articles, pages, vacancies): a path and SEO texts per language.
 * A path follows the one rule of `domain/admin/entity-path.ts` (decision 0047). Left empty, it is made from the
 * title (`slugify`, with the entity's prefix: `blog/…`, `vakansiyalar/…`; moved aside with `-<id>` when the rule
 * refuses it, as a category's is); a language without a title gets no path (the entity does not exist there,
 * decision 0036).
 */
import * as z from 'zod/mini';
import { requiredOr, plainText } from '../../../domain/api/fields.ts';
import type { FieldDef } from '../../../domain/api/admin.ts';
import { entityPathProblem, ENTITY_PATH_MAX, madePath, typedPath } from '../../../domain/admin/entity-path.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { slugify } from '../../../domain/text.ts';
import type { FieldErrors } from '../../platform/errors.ts';
import type { EntityPath, EntityPathsRepo } from './entity-paths.repo.ts';
import type { ML } from './resource-helpers.ts';

const PROBLEM_MESSAGES = {
  format: 'admin-content.validation.path',
  tooLong: 'validation.tooLong',
  reserved: 'admin-content.validation.pathReserved',
} as const;

/** A path as staff type it: '' (made from the title), or a path of the one rule (`domain/admin/entity-path.ts`). */
const pathText = () =>
  z.pipe(
    z.string({ error: requiredOr('validation.invalidType') }),
    z.transform((v, ctx) => {
      const p = typedPath(v);
      const problem = p === '' ? null : entityPathProblem(p);
      if (problem) ctx.issues.push({ code: 'custom', message: PROBLEM_MESSAGES[problem], input: v });
      return p;
    }),
  );

const ml = <T extends z.ZodMiniType>(f: () => T) =>
  z.strictObject(Object.fromEntries(LANGS.map((l) => [l, f()])) as Record<Lang, T>, {
    error: requiredOr('validation.invalidType'),
  });

export const pathsInput = {
  // absent when the form shows the address read-only (a page the code links to): kept as stored
  path: z.optional(ml(pathText)),
  seoTitle: ml(() => plainText(200)),
  seoDesc: ml(() => plainText(300)),
};

export interface PathsValue {
  path?: ML;
  seoTitle: ML;
  seoDesc: ML;
}

export const emptyPaths = (): PathsValue => ({
  path: { az: '', ru: '', en: '' },
  seoTitle: { az: '', ru: '', en: '' },
  seoDesc: { az: '', ru: '', en: '' },
});

/** The form's value of stored routes. */
export function pathsValue(rows: Partial<Record<Lang, EntityPath>>): PathsValue & { path: ML } {
  const v = { ...emptyPaths(), path: { az: '', ru: '', en: '' } };
  for (const l of LANGS) {
    const r = rows[l];
    if (!r) continue;
    v.path[l] = r.path;
    v.seoTitle[l] = r.seoTitle ?? '';
    v.seoDesc[l] = r.seoDesc ?? '';
  }
  return v;
}

/** The rows to store: a language with a title gets its path (typed, or made from the title under `prefix`). */
export function wantedPaths(
  input: PathsValue,
  title: ML,
  prefix: Record<Lang, string> | string,
  entityId: number,
): Partial<Record<Lang, EntityPath>> {
  const out: Partial<Record<Lang, EntityPath>> = {};
  for (const l of LANGS) {
    if (title[l].trim() === '') continue;
    const pre = typeof prefix === 'string' ? prefix : prefix[l];
    const path = input.path?.[l] || madePath(`${pre}${slugify(title[l]) || String(entityId)}`, entityId);
    out[l] = { path, seoTitle: input.seoTitle[l] || null, seoDesc: input.seoDesc[l] || null };
  }
  return out;
}

/**
 * Stores the entity's paths in the caller's transaction; a path another page already has is a field error on
 * `path.<lang>` (the caller rolls back by returning the failure from its transaction).
 */
export async function savePaths(
  repo: EntityPathsRepo,
  view: string,
  entityId: number,
  wanted: Partial<Record<Lang, EntityPath>>,
): Promise<FieldErrors | null> {
  const taken = await repo.taken(view, entityId, wanted);
  if (taken.length) return Object.fromEntries(taken.map((l) => [`path.${l}`, 'admin-content.validation.pathTaken']));
  await repo.replace(view, entityId, wanted);
  return null;
}

/** The form fields of the address group. */
export function pathFields(t: (k: string) => string, v: PathsValue = emptyPaths(), readOnly = false): FieldDef[] {
  const group = t('admin-content.groups.seo');
  return [
    {
      name: 'path',
      label: t('admin-content.fields.path'),
      component: 'text',
      isMultiLang: true,
      group,
      max: ENTITY_PATH_MAX,
      help: t('admin-content.help.path'),
      value: v.path,
      readOnly,
    },
    {
      name: 'seoTitle',
      label: t('admin-content.fields.seoTitle'),
      component: 'text',
      isMultiLang: true,
      group,
      max: 200,
      value: v.seoTitle,
    },
    {
      name: 'seoDesc',
      label: t('admin-content.fields.seoDesc'),
      component: 'textarea',
      isMultiLang: true,
      group,
      max: 300,
      value: v.seoDesc,
    },
  ];
}
