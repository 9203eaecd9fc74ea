import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * Sign-in with Google and Facebook (issue 31, decision 0093), every piece in the database so any instance answers
 * any step:
 * - `user_identities`: a provider account linked to a customer (unique per provider and subject);
 * - `social_attempts`: one sign-in started at `/auth/{provider}/start` — the state's hash (the row's key), the nonce
 *   and PKCE verifier, the intent, where to return, the hash of the browser's binding cookie, expiry and use (single
 *   use: a replayed callback finds it used);
 * - `social_tickets`: the provider's verified profile waiting for the next step (link or sign-up), by token hash,
 *   single use and short-lived;
 * - `social_link_log`: every link and unlink (who, provider, when, from which address);
 * - `users.social_linked`: how many identities the customer has linked (kept in the transaction that links or
 *   unlinks), so the session's viewer says `isSocial` without another read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('user_identities'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_identities_subject')
    .on('user_identities')
    .columns(['provider', 'subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('user_identities_user')
    .on('user_identities')
    .columns(['user_id', 'provider'])
    .unique()
    .execute();
  await withId(db.schema.createTable('social_attempts'), dialect)
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await withId(db.schema.createTable('social_tickets'), dialect)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await withId(db.schema.createTable('social_link_log'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('social_linked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
