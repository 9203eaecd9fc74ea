import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * The back office's own tables (ADM-2, ADM-16, decision 0041):
 * - `staff_sessions`: a staff member's sign-in to /admin — a random token stored as SHA-256, sliding idle expiry
 *   and a hard end; apart from the customers' session families, so a shop session never opens the back office;
 * - `staff_roles`: roles that bundle permissions (JSON array; `*` = all), the built-in ones seeded here;
 * - `audit_log`: every write of the back office — who, when, what (entity and id), before and after (JSON);
 * - `order_notes`: the staff's notes on an order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('staff_sessions'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_user').on('staff_sessions').columns(['user_id']).execute();

  await withId(db.schema.createTable('staff_roles'), dialect)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'at']).execute();

  await withId(db.schema.createTable('order_notes'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').columns(['order_id']).execute();

  const now = new Date().toISOString();
  const builtin = [
    { key: 'owner', name: 'Owner', permissions: ['*'] },
    { key: 'manager', name: 'Manager', permissions: ['@manager'] },
    { key: 'operator', name: 'Operator', permissions: ['@operator'] },
    { key: 'editor', name: 'Editor', permissions: ['@editor'] },
  ];
  // the built-in roles' permissions are filled from the code's list at boot (ensureBuiltinRoles), so a new
  // permission reaches them without a migration; '@role' marks a row not filled yet
  await db
    .insertInto('staff_roles')
    .values(
      builtin.map((r) => ({
        key: r.key,
        name: r.name,
        permissions: JSON.stringify(r.permissions),
        builtin: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
