import { sql, type Kysely } from 'kysely';
import type { KeyVersion } from '../../domain/key-rotation.ts';
import type { Dialect } from '../db/kysely.ts';
import type { DB } from '../db/schema.ts';

/** Serialises rotations of the shop's keys on PostgreSQL (SQLite's write transaction is exclusive already). */
const LOCK_ROTATION = 724013;

type StoredKeyVersion = KeyVersion & { name: string; createdAt: string };

/** The `shop_secrets` table (migration 0027, decision 0066): the signing keys every instance shares, by name and version. */
export class SharedSecretsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /** Every version of every key (a handful of rows). */
  async all(): Promise<StoredKeyVersion[]> {
    const rows = await this.db.selectFrom('shop_secrets').selectAll().orderBy('name').orderBy('version').execute();
    return rows.map((r) => ({
      name: r.name,
      version: r.version,
      value: r.value,
      createdAt: r.created_at,
      activeFrom: r.active_from,
      retireAt: r.retire_at,
    }));
  }

  /** Version 1 of `name`, unless the key has a version already. True when written now. */
  async createFirst(name: string, value: string, at: string): Promise<boolean> {
    const r = await this.db
      .insertInto('shop_secrets')
      .values({ name, version: 1, value, created_at: at, active_from: at, retire_at: null })
      .onConflict((oc) => oc.columns(['name', 'version']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /**
   * A new version of `name` that signs from `activeFrom`; the versions before it are accepted until
   * `retirePreviousAt` (one already retiring sooner keeps its time). Returns the new version's number.
   */
  rotate(name: string, value: string, at: string, activeFrom: string, retirePreviousAt: string): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      if (this.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${LOCK_ROTATION})`.execute(tx);
      const last = await tx
        .selectFrom('shop_secrets')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('name', '=', name)
        .executeTakeFirst();
      const version = Number(last?.v ?? 0) + 1;
      await tx
        .updateTable('shop_secrets')
        .set({ retire_at: retirePreviousAt })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('retire_at', 'is', null), eb('retire_at', '>', retirePreviousAt)]))
        .execute();
      await tx
        .insertInto('shop_secrets')
        .values({ name, version, value, created_at: at, active_from: activeFrom, retire_at: null })
        .execute();
      return version;
    });
  }

  /** Deletes versions retired before `before`. Returns how many. */
  async prune(before: string): Promise<number> {
    const r = await this.db
      .deleteFrom('shop_secrets')
      .where('retire_at', 'is not', null)
      .where('retire_at', '<', before)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
