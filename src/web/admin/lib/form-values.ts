import type { FieldDef } from '~/domain/api/admin';
import type { FormValues } from '~/domain/admin/record-values';

/**
 * Pure rules of the form engine on the page (decision 0042): `showIf`, and where the server's field errors land
 * (`title.az` on the az tab, `lines.2.qty` on row 3's field). The values themselves (starting values, what a save
 * sends) are `domain/admin/record-values.ts`, which the server's versioned save uses too.
 */

/** `showIf`: shown while the other field (a sibling) has one of the values; compared loosely as text (select values arrive as strings). */
export function isShown(field: FieldDef, values: Readonly<Record<string, unknown>>): boolean {
  if (field.hidden) return false;
  if (!field.showIf) return true;
  const v = values[field.showIf.field];
  return field.showIf.values.some((x) => x === v || String(x) === String(v));
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
export function unplacedErrors(
  fields: readonly FieldDef[],
  values: FormValues,
  errors: Readonly<Record<string, string>>,
): [string, string][] {
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
