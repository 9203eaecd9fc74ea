import { formatOrderDate, isoDay } from '../dates.ts';
import { safeCsvLine } from './csv.ts';
import { manat } from './products-csv.ts';

/**
 * The orders CSV export (ADM-22, decision 0083), pure: the columns, the header in the staff member's language and one
 * line per order. Amounts in AZN with 2 decimals (no grouping, no symbol: a spreadsheet reads them as numbers), times
 * as Baku's `yyyy-mm-dd hh:mm`, every cell defused against formulas (`safeCsvLine`).
 */
export const ORDER_CSV_COLUMNS = [
  'number',
  'date',
  'status',
  'customer',
  'mobile',
  'email',
  'payment',
  'paid',
  'delivery',
  'total',
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** An order as the export writes it: labels already in the staff member's language. */
export interface OrderCsvRow {
  id: number;
  createdAt: string;
  status: string;
  customer: string;
  mobile: string;
  email: string | null;
  payment: string;
  paid: string;
  delivery: string;
  /** qəpik */
  total: number;
}

/** The header line: each column's label (`label`), the BOM first so a spreadsheet reads the file as UTF-8. */
export function ordersCsvHeader(label: (c: OrderCsvColumn) => string): string {
  return `\uFEFF${safeCsvLine(ORDER_CSV_COLUMNS.map(label))}`;
}

/** "2026-11-29T06:15:00Z" → "2026-11-29 10:15" (Baku). */
export function csvDateTime(iso: string): string {
  return `${isoDay(iso)} ${formatOrderDate(iso).slice(-5)}`;
}

/** "994501112233" → "994 50 111 22 33": grouped digits a spreadsheet keeps as text (a leading + would be defused). */
export function csvMobile(digits: string): string {
  const m = /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? m.slice(1).join(' ') : digits;
}

export function orderCsvLine(o: OrderCsvRow): string {
  return safeCsvLine([
    String(o.id),
    csvDateTime(o.createdAt),
    o.status,
    o.customer,
    csvMobile(o.mobile),
    o.email ?? '',
    o.payment,
    o.paid,
    o.delivery,
    manat(o.total),
  ]);
}
