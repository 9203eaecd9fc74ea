import { sql, type Kysely } from 'kysely';

/**
 * Reward codes belong to the order that earned them (ORD-8, decision 0027):
 * - `promo_codes.owner_mobile` / `owner_customer_id`: a code made as an order's reward works only for that order's
 *   mobile or its customer account (null for the codes staff make, which work for anyone);
 * - the reward codes made so far are bound to their orders' mobiles and accounts;
 * - a reward whose order has not earned it (not paid and not delivered — the old checkout made a cash order's code at
 *   placement) or never will (cancelled, payment failed) is switched off while unused; an order that is paid or
 *   delivered later switches its own code on again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('owner_mobile', 'text').execute();
  await db.schema.alterTable('promo_codes').addColumn('owner_customer_id', 'integer').execute();
  await bindRewards(db);
}

/** The data part of the migration: the reward codes made so far bound to their orders, the unearned ones switched off. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function bindRewards(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE promo_codes SET
      owner_mobile = (SELECT o.mobile FROM orders o WHERE o.reward_code_id = promo_codes.id ORDER BY o.id LIMIT 1),
      owner_customer_id = (SELECT o.customer_id FROM orders o WHERE o.reward_code_id = promo_codes.id ORDER BY o.id LIMIT 1)
    WHERE id IN (SELECT reward_code_id FROM orders WHERE reward_code_id IS NOT NULL)`.execute(db);
  await sql`
    UPDATE promo_codes SET active = 0
    WHERE used = 0 AND id IN (
      SELECT reward_code_id FROM orders
      WHERE reward_code_id IS NOT NULL AND (status IN ('cancelled', 'payment_failed') OR (paid = 0 AND status <> 'delivered'))
    )`.execute(db);
}
