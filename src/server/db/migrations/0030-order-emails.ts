import type { Kysely } from 'kysely';

/**
 * The order's confirmation email (ORD-7, decision 0077): `email_outbox.order_id` names the order a row confirms. The
 * placing transaction (cash) or the bank's approval (card, installments) writes only the row — recipient, purpose,
 * order — and the outbox job composes the message from the order when it first sends it (subject and bodies empty
 * until then). One row per order and purpose: the unique index, with the insert's `ON CONFLICT DO NOTHING`, keeps a
 * second write from queuing a second email.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('order_id', 'integer').execute();
  await db.schema
    .createIndex('email_outbox_order')
    .on('email_outbox')
    .columns(['order_id', 'purpose'])
    .unique()
    .execute();
}
