import { sql } from 'kysely';
import type { Database } from './kysely.ts';
import * as m0001 from './migrations/0001-catalog.ts';
import * as m0002 from './migrations/0002-search.ts';
import * as m0003 from './migrations/0003-availability-trigger-image-index.ts';
import * as m0007 from './migrations/0007-subscriptions.ts';
import * as m0008 from './migrations/0008-lookup-indexes.ts';
import * as m0009 from './migrations/0009-catalog-changes.ts';
import * as m0010 from './migrations/0010-cart-pricing.ts';
import * as m0011 from './migrations/0011-orders.ts';
import * as m0012 from './migrations/0012-accounts.ts';
import * as m0013 from './migrations/0013-content.ts';
import * as m0015 from './migrations/0015-careers-feedback.ts';
import * as m0016 from './migrations/0016-back-office.ts';
import * as m0017 from './migrations/0017-back-office-sales.ts';
import * as m0018 from './migrations/0018-back-office-catalog.ts';
import * as m0019 from './migrations/0019-back-office-content.ts';
import * as m0020 from './migrations/0020-route-redirects.ts';
import * as m0021 from './migrations/0021-products-feed-static.ts';
import * as m0022 from './migrations/0022-tags-self-search.ts';
import * as m0023 from './migrations/0023-order-source-buyer.ts';
import * as m0024 from './migrations/0024-cart-lines-by-product.ts';
import * as m0025 from './migrations/0025-staff-password-resets.ts';
import * as m0026 from './migrations/0026-reward-code-owner.ts';
import * as m0027 from './migrations/0027-cluster-state.ts';
import * as m0028 from './migrations/0028-sitemap-state.ts';
import * as m0029 from './migrations/0029-cart-promo.ts';
import * as m0030 from './migrations/0030-order-emails.ts';
import * as m0031 from './migrations/0031-recently-viewed.ts';
import * as m0032 from './migrations/0032-customer-blocks.ts';
import * as m0033 from './migrations/0033-order-notices.ts';
import * as m0034 from './migrations/0034-refunds.ts';
import * as m0035 from './migrations/0035-branch-stock.ts';
import * as m0036 from './migrations/0036-alerts.ts';
import * as m0037 from './migrations/0037-social-sign-in.ts';
import * as m0038 from './migrations/0038-social-start-limit.ts';
import * as m0039 from './migrations/0039-products-feed-row-trigger.ts';

/**
 * Ordered list of migrations. Append only: never edit or reorder an applied one.
 * Each runs in its own transaction together with its bookkeeping row.
 */
export const MIGRATIONS: { name: string; up: typeof m0001.up }[] = [
  { name: '0001-catalog', up: m0001.up },
  { name: '0002-search', up: m0002.up },
  { name: '0003-availability-trigger-image-index', up: m0003.up },
  { name: '0007-subscriptions', up: m0007.up },
  { name: '0008-lookup-indexes', up: m0008.up },
  { name: '0009-catalog-changes', up: m0009.up },
  { name: '0010-cart-pricing', up: m0010.up },
  { name: '0011-orders', up: m0011.up },
  { name: '0012-accounts', up: m0012.up },
  { name: '0013-content', up: m0013.up },
  { name: '0015-careers-feedback', up: m0015.up },
  { name: '0016-back-office', up: m0016.up },
  { name: '0017-back-office-sales', up: m0017.up },
  { name: '0018-back-office-catalog', up: m0018.up },
  { name: '0019-back-office-content', up: m0019.up },
  { name: '0020-route-redirects', up: m0020.up },
  { name: '0021-products-feed-static', up: m0021.up },
  { name: '0022-tags-self-search', up: m0022.up },
  { name: '0023-order-source-buyer', up: m0023.up },
  { name: '0024-cart-lines-by-product', up: m0024.up },
  { name: '0025-staff-password-resets', up: m0025.up },
  { name: '0026-reward-code-owner', up: m0026.up },
  { name: '0027-cluster-state', up: m0027.up },
  { name: '0028-sitemap-state', up: m0028.up },
  { name: '0029-cart-promo', up: m0029.up },
  { name: '0030-order-emails', up: m0030.up },
  { name: '0031-recently-viewed', up: m0031.up },
  { name: '0032-customer-blocks', up: m0032.up },
  { name: '0033-order-notices', up: m0033.up },
  { name: '0034-refunds', up: m0034.up },
  { name: '0035-branch-stock', up: m0035.up },
  { name: '0036-alerts', up: m0036.up },
  { name: '0037-social-sign-in', up: m0037.up },
  { name: '0038-social-start-limit', up: m0038.up },
  { name: '0039-products-feed-row-trigger', up: m0039.up },
];

export class DatabaseTooNewError extends Error {
  constructor(unknown: string[]) {
    super(
      `The database has migrations this version of the app does not know (${unknown.join(', ')}). ` +
        'It was written by a newer release; run that release or restore a matching backup.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

interface MigrateResult {
  applied: string[];
}

/** Applies pending migrations; a no-op when the schema is current; refuses a newer database. */
export async function migrate(database: Database): Promise<MigrateResult> {
  const { db, dialect } = database;
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at text NOT NULL)`.execute(db);
  const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const done = new Set(rows.rows.map((r) => r.name));
  const known = new Set(MIGRATIONS.map((m) => m.name));
  const unknown = [...done].filter((n) => !known.has(n));
  if (unknown.length) throw new DatabaseTooNewError(unknown);

  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        // Two app instances booting at once: the second waits here, then sees the row and skips.
        await sql`SELECT pg_advisory_xact_lock(724011)`.execute(trx);
        const again = await sql<{ name: string }>`SELECT name FROM schema_migrations WHERE name = ${m.name}`.execute(
          trx,
        );
        if (again.rows.length) return;
      }
      await m.up(trx, dialect);
      await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${m.name}, ${new Date().toISOString()})`.execute(
        trx,
      );
      applied.push(m.name);
    });
  }
  return { applied };
}
