import { sql, type Kysely } from 'kysely';

/**
 * What several instances on one database must share (OPS-7, decision 0066):
 * - `shop_secrets`: the signing keys (the access tokens' HMAC key, the one-time codes' pepper, the test bank's MAC
 *   key), one row per name and version, written once at first boot under the boot lock; a rotation adds a version
 *   that signs from `active_from` (every instance has read it by then) while the one before is still accepted until
 *   its `retire_at`;
 * - `import_jobs`: the products CSV imports (state, counts, report, heartbeat and, while it runs, the file), so any
 *   instance answers their progress; at most one import that writes runs at a time (a partial unique index).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_secrets')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('active_from', 'text', (c) => c.notNull())
    .addColumn('retire_at', 'text')
    .addPrimaryKeyConstraint('shop_secrets_pk', ['name', 'version'])
    .execute();

  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('dry_run', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull()) // 'running' | 'done' | 'failed'
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('runner', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_line', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('error_key', 'text')
    .addColumn('error_vars', 'text')
    .addColumn('file', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX import_jobs_one_running ON import_jobs (dry_run) WHERE state = 'running' AND dry_run = 0`.execute(
    db,
  );
  await db.schema.createIndex('import_jobs_created').on('import_jobs').column('created_at').execute();
}
