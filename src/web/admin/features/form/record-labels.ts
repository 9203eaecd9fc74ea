import type { FieldDef } from '~/domain/api/admin';
import { formatMoney } from '~/domain/money';

/** A field's value as a short line of text (the person's own value beside a field changed meanwhile). */
export function shownValue(v: unknown, field: FieldDef | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (field?.component === 'money' && typeof v === 'number') return formatMoney(v);
  if (typeof v === 'object' && !Array.isArray(v))
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k.toUpperCase()}: ${String(x)}`)
      .join(' · ');
  return Array.isArray(v) ? v.map(String).join(', ') : String(v);
}

/** "Title (RU)", "Lines 3 › Qty" for an error path. */
export function labelPath(fields: readonly FieldDef[], path: string): string {
  const parts = path.split('.');
  const out: string[] = [];
  let list: readonly FieldDef[] | undefined = fields;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const f: FieldDef | undefined = list?.find((x) => x.name === p);
    if (f) {
      out.push(f.label);
      list = f.fields;
    } else if (/^\d+$/.test(p)) out.push(String(Number(p) + 1));
    else out.push(p.length === 2 ? p.toUpperCase() : p);
  }
  return out.join(' › ');
}
