import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * Refunds (issue 30, decision 0084). `order_refunds` is one refund of an order: its source (an approved card payment
 * refunded through the gateway's reversal, or cash given back and recorded), amount, reason, who and when, and the
 * idempotency key of the staff's request (unique per order: a repeat finds the first). `order_refund_lines` are the
 * units of the order's lines it gave back. The counters the conditional updates guard — `payments.refunded`,
 * `orders.refunded` and `orders.cash_refunded`, `order_lines.refunded_qty` (and `restocked_qty`, the units put back on sale) — make "never more than paid, never more
 * units than bought" one statement each, on both engines and across processes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('order_refunds'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('restock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('rc', 'text')
    .addColumn('approval', 'text')
    .addColumn('rrn', 'text')
    .addColumn('int_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema
    .createIndex('order_refunds_key')
    .on('order_refunds')
    .columns(['order_id', 'idem_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('order_refund_lines')
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('order_refunds.id'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_refund_lines_pk', ['refund_id', 'order_line_id'])
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cash_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('refunded_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // units of the line a refund put back on sale: the order no longer holds them (a later cancel gives back the rest)
  await db.schema
    .alterTable('order_lines')
    .addColumn('restocked_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
