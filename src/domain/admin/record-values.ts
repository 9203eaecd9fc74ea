import type { FieldDef } from '../api/admin.ts';
import { LANGS } from '../i18n.ts';

/**
 * The values of a back-office record form (decision 0042), shared by the form in the browser and by the server's
 * versioned save (decision 0059): a field's starting value from its definition, what a save sends, and the fields
 * a person changed. Pure.
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
  for (const f of fields) out[f.name] = f.value === undefined ? emptyOf(f) : f.value === null ? nullOf(f) : structuredClone(f.value);
  return out;
}

/**
 * A field the server sent as null stays null while nobody touches it (a form saved unchanged sends back what it
 * showed: a product without a discount end or a colour); only values that need a shape (translations, lists, a
 * checkbox) get their empty one.
 */
function nullOf(f: FieldDef): unknown {
  const empty = emptyOf(f);
  return empty === '' ? null : empty;
}

/** An empty row of a repeated group. */
export function emptyRow(fields: readonly FieldDef[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of fields) row[f.name] = f.value === undefined ? emptyOf(f) : structuredClone(f.value);
  return row;
}

/** What a save sends: every field the staff may write (read-only and `readonly` fields are the server's own). */
export function bodyOf(fields: readonly FieldDef[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly || f.component === 'readonly') continue;
    // a dotted name is a member of an object field: `parameters.12` is sent as `{ parameters: { "12": … } }` (the
    // product's parameter values, one field per parameter of its category)
    const dot = f.name.indexOf('.');
    if (dot > 0) {
      const head = f.name.slice(0, dot);
      const inner = (body[head] ??= {}) as Record<string, unknown>;
      inner[f.name.slice(dot + 1)] = values[f.name];
    } else body[f.name] = values[f.name];
  }
  return body;
}

/** Deep equality of two form values (the unsaved-changes guard). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
