import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { SendRecord } from '../../../domain/otp.ts';
import type { Dialect } from '../../db/kysely.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { DB, OtpChallengeTable } from '../../db/schema.ts';

export type OtpChallengeRow = Selectable<OtpChallengeTable>;

interface NewChallenge {
  tokenHash: string;
  purpose: string;
  mobile: string;
  codeHash: string;
  clientIp: string | null;
  at: string;
  expiresAt: string;
}

/**
 * Every column of a challenge, named: a statement with `*` runs unprepared on PostgreSQL (db/pg-prepared.ts), and
 * the code step reads a challenge on every order (decision 0051). A column added to the table and not here fails
 * the type check.
 */
const CHALLENGE_COLUMNS = Object.keys({
  id: true,
  token_hash: true,
  purpose: true,
  mobile: true,
  code_hash: true,
  attempts: true,
  sends: true,
  client_ip: true,
  created_at: true,
  sent_at: true,
  expires_at: true,
  verified_at: true,
  consumed_at: true,
} satisfies Record<keyof OtpChallengeTable, true>) as (keyof OtpChallengeTable)[];

/** Advisory-lock namespaces (the first key of `pg_advisory_xact_lock(int, int)`): sends per mobile, per client address. */
const LOCK_MOBILE = 26_001;
const LOCK_IP = 26_002;

/**
 * The `otp_challenges` table (decision 0026). Counters and state changes are single conditional updates, so two
 * requests at once cannot both use up the same attempt, send or challenge. Takes any Kysely executor: the send
 * path runs in a transaction, `consume` in the caller's order transaction.
 */
export class OtpRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Serialises sends for one mobile and one client address until the transaction ends (PostgreSQL; SQLite write
   * transactions are serial already). The mobile lock is always taken first, so two senders cannot deadlock.
   */
  async lockSends(mobile: string, clientIp: string | null): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`SELECT pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${mobile}))`.execute(this.db);
    if (clientIp) await sql`SELECT pg_advisory_xact_lock(${LOCK_IP}, hashtext(${clientIp}))`.execute(this.db);
  }

  /** Challenges of a mobile (or of a client address) sent after `since`, with their number of sends. */
  async sendRecords(by: { mobile: string } | { clientIp: string }, since: string): Promise<SendRecord[]> {
    let q = this.db.selectFrom('otp_challenges').select(['sent_at', 'sends']).where('sent_at', '>', since);
    q = 'mobile' in by ? q.where('mobile', '=', by.mobile) : q.where('client_ip', '=', by.clientIp);
    const rows = await q.execute();
    return rows.map((r) => ({ sentAt: r.sent_at, sends: r.sends }));
  }

  /** Ends the unconfirmed challenges of a mobile for a purpose: the newest code is the only one that works. */
  async expireOpen(mobile: string, purpose: string, now: string): Promise<void> {
    await this.db
      .updateTable('otp_challenges')
      .set({ expires_at: now })
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('verified_at', 'is', null)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
  }

  async insert(c: NewChallenge): Promise<number> {
    const row = await this.db
      .insertInto('otp_challenges')
      .values({
        token_hash: c.tokenHash,
        purpose: c.purpose,
        mobile: c.mobile,
        code_hash: c.codeHash,
        attempts: 0,
        sends: 1,
        client_ip: c.clientIp,
        created_at: c.at,
        sent_at: c.at,
        expires_at: c.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  byTokenHash(tokenHash: string): Promise<OtpChallengeRow | undefined> {
    return this.db
      .selectFrom('otp_challenges')
      .select(CHALLENGE_COLUMNS)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * A new code for a challenge: only if it was last sent at `lastSentAt` (no other resend won meanwhile), is not
   * used up and not locked. Expiry restarts; a confirmation made with the old code no longer counts.
   */
  async replaceCode(
    id: number,
    lastSentAt: string,
    codeHash: string,
    at: string,
    expiresAt: string,
    maxAttempts: number,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('otp_challenges')
      .set((eb) => ({
        code_hash: codeHash,
        sends: eb('sends', '+', 1),
        sent_at: at,
        expires_at: expiresAt,
        verified_at: null,
      }))
      .where('id', '=', id)
      .where('sent_at', '=', lastSentAt)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Counts one wrong code, atomically (two wrong guesses at once both count): the attempts after it, or null when
   * the challenge was no longer open (locked, used or expired).
   */
  async countWrong(id: number, now: string, maxAttempts: number): Promise<number | null> {
    const row = await this.db
      .updateTable('otp_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('attempts')
      .executeTakeFirst();
    return row ? row.attempts : null;
  }

  /** Records the right code (the first confirmation time is kept); false when the challenge is no longer open. */
  async markVerified(id: number, now: string, maxAttempts: number): Promise<boolean> {
    const r = await this.db
      .updateTable('otp_challenges')
      .set((eb) => ({ verified_at: eb.fn.coalesce('verified_at', eb.val(now)) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Uses up a confirmed, open challenge; true when this call did it. */
  consume(tokenHash: string, now: string, maxAttempts: number): Promise<boolean> {
    return this.spend(tokenHash, null, now, maxAttempts);
  }

  /**
   * Confirms and uses up an open challenge whose code is still `codeHash` (no new code was sent since it was
   * checked), in one conditional update; true when this call did it.
   */
  consumeWithCode(tokenHash: string, codeHash: string, now: string, maxAttempts: number): Promise<boolean> {
    return this.spend(tokenHash, codeHash, now, maxAttempts);
  }

  /**
   * Confirms and uses up, in one conditional update, the open challenge of `tokenHash` for `mobile` and `purpose`
   * whose code hash is one of `codeHashes` (the typed code hashed with each accepted key): the checkout's step with
   * the code, with no read before it (decision 0069). True when this call did it; false tells nothing of why.
   */
  async consumeTyped(
    tokenHash: string,
    mobile: string,
    purpose: string,
    codeHashes: readonly string[],
    now: string,
    maxAttempts: number,
    also: AlsoReturn | null = null,
  ): Promise<boolean> {
    if (!codeHashes.length) return false;
    const alsoArgs = [...(also?.args ?? [])];
    const variant = `${codeHashes.length}:${also ? `${also.name}:${alsoArgs.length}` : ''}`;
    const { rows, numAffectedRows } = await consumeTypedStatement(
      this.db,
      variant,
      { tokenHash, mobile, purpose, now, maxAttempts, codeHashes: [...codeHashes], alsoArgs },
      also,
    );
    return also ? rows.length === 1 : Number(numAffectedRows ?? 0) === 1;
  }

  /** Uses up an open challenge: confirmed before (`codeHash` null), or with that code, confirmed by this update. */
  private async spend(tokenHash: string, codeHash: string | null, now: string, maxAttempts: number): Promise<boolean> {
    let q = this.db
      .updateTable('otp_challenges')
      .set((eb) => ({ verified_at: eb.fn.coalesce('verified_at', eb.val(now)), consumed_at: now }))
      .where('token_hash', '=', tokenHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', maxAttempts);
    q = codeHash === null ? q.where('verified_at', 'is not', null) : q.where('code_hash', '=', codeHash);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Deletes challenges last sent before `before`; returns how many. */
  async prune(before: string): Promise<number> {
    const r = await this.db.deleteFrom('otp_challenges').where('sent_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

/**
 * Expressions another module asks the code's statement to evaluate, in order, only for the row it spends (the
 * checkout's buyer locks): `build` makes them from `args` (each a single value), `name` tells one shape from another.
 */
export interface AlsoReturn {
  name: string;
  args: readonly unknown[];
  build(...args: unknown[]): RawBuilder<unknown>[];
}

/** `OtpRepo.consumeTyped`'s statement, built once per shape (db/precompiled.ts). */
const consumeTypedStatement = precompiled(
  (
    db,
    v: {
      tokenHash: string;
      mobile: string;
      purpose: string;
      now: string;
      maxAttempts: number;
      codeHashes: string[];
      alsoArgs: unknown[];
    },
    also: AlsoReturn | null,
  ) => {
    const q = db
      .updateTable('otp_challenges')
      .set((eb) => ({ verified_at: eb.fn.coalesce('verified_at', eb.val(v.now)), consumed_at: v.now }))
      .where('token_hash', '=', v.tokenHash)
      .where('mobile', '=', v.mobile)
      .where('purpose', '=', v.purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', v.now)
      .where('attempts', '<', v.maxAttempts)
      .where('code_hash', 'in', v.codeHashes);
    return also ? q.returning(['id', ...also.build(...v.alsoArgs).map((e, i) => e.as(`also_${i}`))]) : q;
  },
);
