import { formatMoney } from '~/domain/money';
import type { ColumnKind } from '~/domain/api/admin';

const BAKU = 'Asia/Baku';

function parts(d: Date): Record<string, string> {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: BAKU,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(f.formatToParts(d).map((p) => [p.type, p.value]));
}

/** A moment shown in Baku time as d.m.Y H:i (the shop's staff work in Baku whatever the server's zone). */
export function bakuDateTime(v: unknown): string {
  const d = toDate(v);
  if (!d) return '';
  const p = parts(d);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** A day: yyyy-mm-dd stays that calendar day; a moment is its Baku day; shown d.m.Y. */
export function bakuDate(v: unknown): string {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const [y, m, d] = v.split('-');
    return `${d}.${m}.${y}`;
  }
  const d = toDate(v);
  if (!d) return '';
  const p = parts(d);
  return `${p.day}.${p.month}.${p.year}`;
}

function toDate(v: unknown): Date | null {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(typeof v === 'number' ? v : String(v));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A cell's text for the kinds that are text (money in ₼ from qəpik, dates in Baku time, numbers grouped). */
export function cellText(kind: ColumnKind, v: unknown): string {
  if (v === null || v === undefined) return '';
  switch (kind) {
    case 'money':
      return typeof v === 'number' ? formatMoney(v) : String(v);
    case 'date':
      return bakuDate(v);
    case 'datetime':
      return bakuDateTime(v);
    case 'number':
      return String(v);
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}
