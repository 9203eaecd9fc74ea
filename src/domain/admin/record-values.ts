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
  for (const f of fields)
    out[f.name] = f.value === undefined ? emptyOf(f) : f.value === null ? nullOf(f) : structuredClone(f.value);
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

// ── versioned saves (decision 0059) ────────────────────────────────────────────────────────────────────────────

/** The fields a save may write: not read-only. */
const writable = (f: FieldDef) => !f.readOnly && f.component !== 'readonly';

/** The names of the writable fields whose value differs from the baseline (what the person changed). */
export function changedNames(fields: readonly FieldDef[], baseline: FormValues, values: FormValues): string[] {
  return fields.filter((f) => writable(f) && !sameValues(baseline[f.name], values[f.name])).map((f) => f.name);
}

/** The body key a form field is sent under (`parameters.12` → `parameters`). */
export const bodyKeyOf = (name: string): string => {
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

type SaveMerge =
  /** `values`: the record as it is now with the person's changes; `deltas`: the change of each count field (`delta`) */
  | { ok: true; values: FormValues; changed: string[]; deltas: Record<string, number> }
  /** `unknown`: names that are no writable field; `collided`: fields changed meanwhile that the person changed too */
  | { ok: false; unknown: string[]; collided: string[] };

/**
 * A versioned save against the record as it is now: each changed field must still hold the value the form showed
 * (else it collided with a change made meanwhile), except a count (`delta`), which takes the person's change as a
 * difference from what the form showed and collides only when that would take it below zero. Fields the person
 * did not change keep their current value. A change equal to the current value is no change.
 */
export function mergeSave(
  fields: readonly FieldDef[],
  current: FormValues,
  save: { changes: Record<string, unknown>; base: Record<string, unknown> },
): SaveMerge {
  const byName = new Map(fields.filter(writable).map((f) => [f.name, f]));
  const unknown: string[] = [];
  const collided: string[] = [];
  const values: FormValues = { ...current };
  const deltas: Record<string, number> = {};
  const changed: string[] = [];
  for (const [name, next] of Object.entries(save.changes)) {
    const f = byName.get(name);
    if (!f || !Object.prototype.hasOwnProperty.call(save.base, name)) {
      unknown.push(name);
      continue;
    }
    const shown = save.base[name];
    const now = current[name];
    if (f.delta && isCount(next) && isCount(shown) && isCount(now)) {
      const delta = next - shown;
      if (delta === 0) continue;
      if (now + delta < 0) collided.push(name);
      values[name] = now + delta;
      deltas[name] = delta;
      changed.push(name);
      continue;
    }
    if (!sameValues(shown, now)) {
      // changed meanwhile: fine only when the person chose the same value
      if (!sameValues(next, now)) collided.push(name);
      continue;
    }
    if (sameValues(next, now)) continue;
    values[name] = next;
    changed.push(name);
  }
  if (unknown.length || collided.length) return { ok: false, unknown, collided };
  return { ok: true, values, changed, deltas };
}

/**
 * The form after "reload, keep my changes" (a save refused as stale): the record's fresh values with the person's
 * own changes on top, except where the field itself changed meanwhile (its fresh value is not the one the form
 * showed): there the fresh value stays and the field is listed in `collided` with the person's value, to decide
 * again. A count (`delta`) keeps the person's change as a difference (typed 25 over a shown 20, now 18: 23).
 */
export function rebase(
  fields: readonly FieldDef[],
  fresh: FormValues,
  mine: FormValues,
  baseline: FormValues,
): { values: FormValues; collided: { name: string; mine: unknown }[] } {
  const values: FormValues = { ...fresh };
  const collided: { name: string; mine: unknown }[] = [];
  for (const name of changedNames(fields, baseline, mine)) {
    const f = fields.find((x) => x.name === name)!;
    const was = baseline[name];
    const now = fresh[name];
    const my = mine[name];
    if (f.delta && isCount(my) && isCount(was) && isCount(now)) {
      values[name] = Math.max(0, now + (my - was));
      continue;
    }
    if (!sameValues(now, was)) {
      if (!sameValues(now, my)) collided.push({ name, mine: my });
      continue;
    }
    values[name] = my;
  }
  return { values, collided };
}
