import type { OrderTable } from '../../db/schema.ts';
import type { FirstEvent, PlacedOrder, PlacedOrderLine } from './placed-order.ts';

/** every column of a line, once (a column added to the table and not here fails the type check) */
const LINE_COLUMN_SET: Record<keyof PlacedOrderLine, true> = {
  position: true,
  product_id: true,
  sku: true,
  title: true,
  size: true,
  qty: true,
  unit_price: true,
  unit_price_old: true,
  line_total: true,
  campaign_discount: true,
  basket_discount: true,
  same_category_discount: true,
  cash_discount: true,
  payable: true,
  gift_of: true,
  coupons: true,
};
const LINE_COLUMNS = Object.keys(LINE_COLUMN_SET) as (keyof PlacedOrderLine)[];

/** Columns an order starts with at their defaults (the refund counters, decision 0084): returned as stored too. */
const STORED_DEFAULTS = ['refunded', 'cash_refunded'] as const satisfies readonly Exclude<
  keyof OrderTable,
  keyof PlacedOrder
>[];

/**
 * PostgreSQL: the order, its lines and its first history line in one statement (data-modifying CTEs; the lines and
 * the history line take the order's new id). The text depends only on the order's columns and the number of lines,
 * so each shape is prepared once per connection (db/pg-prepared.ts); the order's columns are named in RETURNING
 * (a `*` would run unprepared).
 */
export function placeStatement(
  order: PlacedOrder,
  lines: readonly PlacedOrderLine[],
  event: FirstEvent,
): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const param = (v: unknown) => `$${parameters.push(v)}`;
  const columns = Object.keys(order) as (keyof PlacedOrder)[];
  const quoted = (cs: readonly string[]) => cs.map((c) => `"${c}"`).join(', ');
  let text = `WITH o AS (INSERT INTO orders (${quoted(columns)}) VALUES (${columns.map((c) => param(order[c])).join(', ')}) RETURNING ${quoted(['id', ...columns, ...STORED_DEFAULTS])})`;
  if (lines.length) {
    const rows = lines.map((l) => `((SELECT id FROM o), ${LINE_COLUMNS.map((c) => param(l[c])).join(', ')})`);
    text += `, l AS (INSERT INTO order_lines (order_id, ${quoted(LINE_COLUMNS)}) VALUES ${rows.join(', ')})`;
  }
  text += `, e AS (INSERT INTO order_events (order_id, from_status, to_status, actor, note, created_at) VALUES ((SELECT id FROM o), NULL, ${param(event.to)}, ${param(event.actor)}, ${param(event.note)}, ${param(order.created_at)}))`;
  return { sql: `${text} SELECT ${quoted(['id', ...columns, ...STORED_DEFAULTS])} FROM o`, parameters };
}
