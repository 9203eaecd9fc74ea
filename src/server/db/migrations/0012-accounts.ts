import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * Customer accounts (ACC-1…ACC-6):
 * - `users`: names, contacts (mobile unique, email unique case-insensitively when given), the password hash (null for
 *   an account without one), consents, loyalty, roles and permissions (JSON arrays, ACC-10);
 * - `session_families` and `refresh_tokens`: one family per login; each refresh token is stored hashed and used once
 *   (rotation); a token presented again after its rotation revokes its family (reuse detection);
 * - `login_attempts`: failed logins per account and per client address, for the limits;
 * - `password_resets`: single-use links or codes to set a new password, stored hashed;
 * - `email_outbox`: every email the shop sends, with its delivery state (the default driver only records it);
 * - `addresses`: a customer's saved delivery addresses, one of them the main one;
 * - `user_list_items`: the cart, wish list and compare of a signed-in customer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    // lower-cased email for uniqueness and lookups
    .addColumn('email_key', 'text', (c) => c.unique())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('mobile_verified_at', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('gender', 'text')
    .addColumn('birthday', 'text')
    .addColumn('marketing_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notification_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('loyal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('az'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await withId(db.schema.createTable('session_families'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    // 'logout' | 'reuse' | 'password' | 'staff'
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema.createIndex('session_families_user').on('session_families').columns(['user_id']).execute();

  await withId(db.schema.createTable('refresh_tokens'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('session_families.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // set when this token was exchanged for the next one; presenting it again is reuse
    .addColumn('rotated_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').columns(['family_id']).execute();

  await withId(db.schema.createTable('login_attempts'), dialect)
    // 'user:<id>' or 'ip:<address>'
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_subject')
    .on('login_attempts')
    .columns(['subject', 'created_at'])
    .execute();

  await withId(db.schema.createTable('password_resets'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull()) // 'email' | 'sms'
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await withId(db.schema.createTable('email_outbox'), dialect)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('driver', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_status').on('email_outbox').columns(['status', 'id']).execute();

  await withId(db.schema.createTable('addresses'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('district_id', 'integer')
    .addColumn('place_id', 'integer')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id']).execute();

  await db.schema
    .createTable('user_list_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull()) // 'cart' | 'wish' | 'compare'
    .addColumn('product_id', 'integer', (c) => c.notNull())
    // '' when the product has no sizes (part of the key, so not null)
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_list_items_pk', ['user_id', 'list', 'product_id', 'size'])
    .execute();
}
