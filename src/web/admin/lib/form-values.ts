import type { FieldDef } from '~/domain/api/admin';
import { LANGS } from '~/domain/i18n';

/**
 * Pure rules of the form engine (decision 0042): initial values from field definitions, `showIf`, what a save
 * sends, and where the server's field errors land (`title.az` on the az tab, `lines.2.qty` on row 3's field).
 */
export type FormValues = Record<string, unknown>;

const emptyOf = (f: FieldDef): unknown => {
  if (f.isMultiLang) return Object.fromEntries(LANGS.map((l) => [l, '']));
  switch (f.component) {
    case 'checkbox':
      return false;
    case 'multiselect':
    case 'images':
    case 'permissions':
    case 'editor':
      return [];
    case 'number':
    case 'money':
      return null;
    default:
      return f.fields ? [] : '';
  }
};

/** The form's starting values: each field's value, or an empty one of its kind. */
export function initialValues(fields: readonly FieldDef[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) out[f.name] = f.value === undefined || f.value === null ? emptyOf(f) : structuredClone(f.value);
  return out;
}

/** An empty row of a repeated group. */
export function emptyRow(fields: readonly FieldDef[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of fields) row[f.name] = f.value === undefined ? emptyOf(f) : structuredClone(f.value);
  return row;
}

/** `showIf`: shown while the other field (a sibling) has one of the values; compared loosely as text (select values arrive as strings). */
export function isShown(field: FieldDef, values: Readonly<Record<string, unknown>>): boolean {
  if (field.hidden) return false;
  if (!field.showIf) return true;
  const v = values[field.showIf.field];
  return field.showIf.values.some((x) => x === v || String(x) === String(v));
}

/** What a save sends: every field the staff may write (read-only and `readonly` fields are the server's own). */
export function bodyOf(fields: readonly FieldDef[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly || f.component === 'readonly') continue;
    body[f.name] = values[f.name];
  }
  return body;
}

/** The error of one path (`title.az`, `lines.2.qty`), if the server sent one. */
export const errorAt = (errors: Readonly<Record<string, string>>, path: string): string | undefined => errors[path];

/** Whether any error lies at `path` or under it (a tab or a row is marked when one of its fields is at fault). */
export function hasErrorUnder(errors: Readonly<Record<string, string>>, path: string): boolean {
  return Object.keys(errors).some((k) => k === path || k.startsWith(`${path}.`));
}

/**
 * The errors the form cannot place on a field it shows (a field the server checks but the form does not have, or
 * one hidden just now): listed in the summary above Save, so no refusal is ever silent.
 */
export function unplacedErrors(fields: readonly FieldDef[], values: FormValues, errors: Readonly<Record<string, string>>): [string, string][] {
  const shown = fields.filter((f) => isShown(f, values)).map((f) => f.name);
  return Object.entries(errors).filter(([k]) => !shown.some((n) => k === n || k.startsWith(`${n}.`)));
}

/** Group the fields by `group` in their order (fields without one form the first, untitled group). */
export function groupsOf(fields: readonly FieldDef[]): { name: string; fields: FieldDef[] }[] {
  const out: { name: string; fields: FieldDef[] }[] = [];
  for (const f of fields) {
    const name = f.group ?? '';
    let g = out.find((x) => x.name === name);
    if (!g) out.push((g = { name, fields: [] }));
    g.fields.push(f);
  }
  return out;
}

/** Deep equality of two form values (the unsaved-changes guard). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
