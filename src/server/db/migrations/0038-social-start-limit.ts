import type { Kysely } from 'kysely';

/**
 * Starts of a social sign-in counted per client address (decision 0096): `social_attempts.client_ip`, the address
 * that asked `/auth/{provider}/start` (as `TRUST_PROXY` allows; null when unknown), and an index to count one
 * address's starts of the last hour.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('social_attempts').addColumn('client_ip', 'text').execute();
  await db.schema
    .createIndex('social_attempts_client_ip')
    .on('social_attempts')
    .columns(['client_ip', 'created_at'])
    .execute();
}
