import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { precompiled } from '../../db/precompiled.ts';

interface StoredReply {
  requestHash: string;
  reply: string;
}

/**
 * Replies to order-changing requests by client key (decision 0008). The row is written first inside the write's
 * own transaction: a second request with the same key waits for the first to commit (PostgreSQL) or queues behind
 * it (SQLite), then finds the row and answers the same reply.
 */
export class IdempotencyRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async find(operation: string, key: string): Promise<StoredReply | null> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'reply'])
      .where('operation', '=', operation)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? { requestHash: row.request_hash, reply: row.reply } : null;
  }

  /** Claims the key; false when another request holds it already. */
  async claim(operation: string, key: string, requestHash: string, reply: string, at: string): Promise<boolean> {
    const { rows } = await claimStatement(this.db, '', { operation, key, requestHash, reply, at });
    return rows.length === 1;
  }

  async setReply(operation: string, key: string, reply: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ reply })
      .where('operation', '=', operation)
      .where('key', '=', key)
      .execute();
  }

  /** Forgets keys older than `before` (the periodic job; a day is far beyond any retry). */
  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

/** `IdempotencyRepo.claim`'s statement, built once (db/precompiled.ts): every order placed runs it. */
const claimStatement = precompiled(
  (db, v: { operation: string; key: string; requestHash: string; reply: string; at: string }) =>
    db
      .insertInto('idempotency_keys')
      .values({ operation: v.operation, key: v.key, request_hash: v.requestHash, reply: v.reply, created_at: v.at })
      .onConflict((oc) => oc.columns(['operation', 'key']).doNothing())
      .returning('key'),
);
