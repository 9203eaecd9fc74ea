import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * Newsletter subscriptions (CNT-9: the footer form, `subscriptions/send`). One row per address:
 * `email_key` is the address in lower case and unique, so "Nigar@Mail.az" and "nigar@mail.az" are one
 * subscription; `email` keeps what the shopper typed. `ip` and `created_at` serve the per-address rate limit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('subscriptions'), dialect)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_email_key').on('subscriptions').column('email_key').unique().execute();
  await db.schema.createIndex('subscriptions_ip').on('subscriptions').columns(['ip', 'created_at']).execute();
}
