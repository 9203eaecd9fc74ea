import type { JoinedWrite } from '../../db/joined-write.ts';
import type { OrderTable } from '../../db/schema.ts';
import type { FirstEvent, KeyClaim, PlacedOrder, PlacedOrderLine, TextClaim } from './placed-order.ts';

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

/** What the statement that writes an order writes with it (PostgreSQL). */
export interface PlaceWith {
  claim?: KeyClaim;
  sms?: TextClaim;
  joined?: JoinedWrite;
}

/**
 * PostgreSQL: the order, its lines and its first history line in one statement (data-modifying CTEs; the lines and
 * the history line take the order's new id). The text depends only on the order's columns and the number of lines,
 * so each shape is prepared once per connection (db/pg-prepared.ts). It answers only what the database makes — the
 * order's id and the columns it starts at their defaults (STORED_DEFAULTS) —: the caller has every other column, as
 * written (decision 0099; each order column returned cost a field description and a value on both sides). With
 * `claim`, the same statement claims the request's idempotency key (decision 0089:
 * a round trip less per order) and answers in `key_claimed` whether it did: false when another request holds the key
 * (ON CONFLICT DO NOTHING; a twin still in its transaction makes this statement wait for its commit, as the claim's
 * own statement did). With `sms`, it writes the order's SMS too (decision 0095: its body joins `bodyParts` with the new
 * id) and answers its row's id in `text_id`. With `joined`, another module's writes for the new order (decision 0101:
 * the checkout's stock takes), done only once the key is claimed (with `claim`), answering in `joined`.
 */
export function placeStatement(
  order: PlacedOrder,
  lines: readonly PlacedOrderLine[],
  event: FirstEvent,
  { claim, sms, joined }: PlaceWith = {},
): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const param = (v: unknown) => `$${parameters.push(v)}`;
  const columns = Object.keys(order) as (keyof PlacedOrder)[];
  const quoted = (cs: readonly string[]) => cs.map((c) => `"${c}"`).join(', ');
  const made = quoted(['id', ...STORED_DEFAULTS]);
  let text = `WITH o AS (INSERT INTO orders (${quoted(columns)}) VALUES (${columns.map((c) => param(order[c])).join(', ')}) RETURNING ${made})`;
  if (lines.length) {
    const rows = lines.map((l) => `((SELECT id FROM o), ${LINE_COLUMNS.map((c) => param(l[c])).join(', ')})`);
    text += `, l AS (INSERT INTO order_lines (order_id, ${quoted(LINE_COLUMNS)}) VALUES ${rows.join(', ')})`;
  }
  text += `, e AS (INSERT INTO order_events (order_id, from_status, to_status, actor, note, created_at) VALUES ((SELECT id FROM o), NULL, ${param(event.to)}, ${param(event.actor)}, ${param(event.note)}, ${param(order.created_at)}))`;
  let claimed = '';
  if (claim) {
    text += `, k AS (INSERT INTO idempotency_keys (operation, key, request_hash, reply, created_at) VALUES (${param(claim.operation)}, ${param(claim.key)}, ${param(claim.requestHash)}, ${param(claim.replyHead)}::text || (SELECT id FROM o)::text || ${param(claim.replyTail)}::text, ${param(claim.at)}) ON CONFLICT (operation, key) DO NOTHING RETURNING 1)`;
    claimed = ', EXISTS (SELECT 1 FROM k) AS key_claimed';
  }
  if (sms) {
    const sc = Object.keys(sms.values) as (keyof TextClaim['values'])[];
    const body = sms.bodyParts.map((p) => `${param(p)}::text`).join(' || (SELECT id FROM o)::text || ');
    text += `, s AS (INSERT INTO sms_outbox (${quoted(sc)}, body) VALUES (${sc.map((c) => param(sms.values[c])).join(', ')}, ${body}) RETURNING id)`;
    claimed += ', (SELECT id FROM s) AS text_id';
  }
  if (joined) {
    const gate = claim ? 'EXISTS (SELECT 1 FROM k)' : null;
    const { ctes, answer } = joined.sql({ param, madeId: '(SELECT id FROM o)', gate });
    text += `, ${ctes}`;
    claimed += `, ${answer} AS joined`;
  }
  return { sql: `${text} SELECT ${made}${claimed} FROM o`, parameters };
}
