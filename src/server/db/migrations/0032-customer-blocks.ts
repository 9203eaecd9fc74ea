import type { Kysely } from 'kysely';

/**
 * Customers in the back office (ADM-18, ADM-25, ADM-26, decision 0082): a customer account can be blocked by staff —
 * `users.blocked_at` (when), `blocked_reason` (the reason staff gave) — and carries the staff's notes on the customer
 * (`staff_notes`, edited on the customer's page, versioned by the audit trail like every back-office record).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('blocked_reason', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('staff_notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
