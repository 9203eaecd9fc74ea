import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import type { DB, SmsOutboxTable } from '../../db/schema.ts';
import type { SentMark } from './sent-marks.ts';
import { precompiled } from '../../db/precompiled.ts';

export type SmsRow = Selectable<SmsOutboxTable>;

/**
 * States of an outbox row (decision 0026): `queued` (written, not tried), `sending` (a process claimed it and is
 * talking to the provider), `sent`, `failed` (the last try failed; retried while attempts < the maximum),
 * `expired` (too old to be of use — a one-time code — and never sent).
 */
export type SmsStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'expired';

interface NewSms {
  mobile: string;
  purpose: string;
  body: string;
  driver: string;
  createdAt: string;
}

/**
 * Every column of a row, named: a statement with `*` runs unprepared on PostgreSQL (db/pg-prepared.ts), and every
 * order's SMS is claimed with one (decision 0051). A column added to the table and not here fails the type check.
 */
const SMS_COLUMNS = Object.keys({
  id: true,
  mobile: true,
  purpose: true,
  body: true,
  driver: true,
  status: true,
  attempts: true,
  provider_id: true,
  error: true,
  created_at: true,
  sent_at: true,
  order_id: true,
} satisfies Record<keyof SmsOutboxTable, true>) as (keyof SmsOutboxTable)[];

/** The columns of a row written claimed for its first try (`insertClaimed`), all but its id and body. */
export interface ClaimedSmsValues {
  mobile: string;
  purpose: string;
  driver: string;
  status: 'sending';
  attempts: 1;
  created_at: string;
}

/** A claimed row's columns (decision 0069); another module's statement may write them (decision 0095). */
export function claimedValues(s: Omit<NewSms, 'body'>): ClaimedSmsValues {
  return {
    mobile: s.mobile,
    purpose: s.purpose,
    driver: s.driver,
    status: 'sending',
    attempts: 1,
    created_at: s.createdAt,
  };
}

/** The row as written from `values`, with its id and body. */
export function claimedRow(id: number, v: ClaimedSmsValues, body: string): SmsRow {
  return { id, ...v, body, provider_id: null, error: null, sent_at: null, order_id: null };
}

/**
 * The `sms_outbox` table: every SMS the shop sends, with its delivery state. Takes any Kysely executor, so a
 * message can be written inside the transaction of the business change it belongs to (decision 0008). Every change
 * of state is a conditional update: two processes never send the same attempt of one message.
 */
export class SmsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(s: NewSms): Promise<number> {
    const row = await this.db
      .insertInto('sms_outbox')
      .values({
        mobile: s.mobile,
        purpose: s.purpose,
        body: s.body,
        driver: s.driver,
        status: 'queued',
        attempts: 0,
        created_at: s.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * A row written already claimed for its first try (`sending`, 1 attempt), inside the transaction of the change it
   * belongs to: the process that commits sends it right after, with no claim statement (decision 0069). If that
   * process dies before the send, a flush takes the row once it is SMS_SENDING_STALE_MS old, as any row left sending.
   */
  async insertClaimed(s: NewSms): Promise<SmsRow> {
    const { rows } = await insertClaimedStatement(this.db, '', {
      mobile: s.mobile,
      purpose: s.purpose,
      body: s.body,
      driver: s.driver,
      createdAt: s.createdAt,
    });
    return claimedRow(rows[0]!.id, claimedValues(s), s.body);
  }

  /**
   * A queued row that tells of an order (a status notice, migration 0033): at most one per order and purpose — a
   * second write (another instance, a retry, the move made again) does nothing. Returns the new row's id, or null
   * when the order already had one.
   */
  async insertOnce(s: NewSms & { orderId: number }): Promise<number | null> {
    const row = await this.db
      .insertInto('sms_outbox')
      .values({
        mobile: s.mobile,
        purpose: s.purpose,
        body: s.body,
        driver: s.driver,
        status: 'queued',
        attempts: 0,
        created_at: s.createdAt,
        order_id: s.orderId,
      })
      .onConflict((oc) => oc.columns(['order_id', 'purpose']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Rows a flush should try, oldest first: queued ones, failed ones with tries left, and ones left `sending` since
   * before `staleBefore` (their process died mid-send).
   */
  due(limit: number, maxAttempts: number, staleBefore: string): Promise<SmsRow[]> {
    return this.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'failed'), eb('attempts', '<', maxAttempts)]),
          eb.and([eb('status', '=', 'sending'), eb('attempts', '<', maxAttempts), eb('created_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Takes the row for one try: true when it was still in `status` with `attempts` tries (nobody took it meanwhile). */
  async claim(id: number, status: string, attempts: number): Promise<boolean> {
    const r = await this.db
      .updateTable('sms_outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', status)
      .where('attempts', '=', attempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Takes the still-queued rows of `ids` for their first try in one statement (fresh messages right after their
   * commit): the rows now `sending`, as they are after the claim. Rows another process took are not returned.
   */
  claimQueued(ids: readonly number[]): Promise<SmsRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .updateTable('sms_outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', [...ids])
      .where('status', '=', 'queued')
      .returning(SMS_COLUMNS)
      .execute();
  }

  async markSent(id: number, providerId: string | null, sentAt: string, body?: string): Promise<void> {
    await markSentStatement(
      this.db,
      body !== undefined ? 'body' : '',
      { id, providerId, sentAt, body: body ?? null },
      body !== undefined,
    );
  }

  /**
   * Several rows sent (`SentMarks`, PostgreSQL only: on SQLite a statement is no round trip and each row is marked at
   * once), each only while still `sending`: one statement of one shape whatever the number, the marks as arrays.
   */
  async markSentMany(marks: readonly SentMark[]): Promise<void> {
    if (!marks.length) return;
    await this.db.executeQuery(
      CompiledQuery.raw(
        `UPDATE sms_outbox AS s SET status = 'sent', provider_id = m.provider_id, sent_at = m.sent_at, error = NULL, ` +
          `body = COALESCE(m.body, s.body) FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[]) AS ` +
          `m(id, provider_id, sent_at, body) WHERE s.id = m.id AND s.status = 'sending'`,
        [
          marks.map((m) => m.id),
          marks.map((m) => m.providerId),
          marks.map((m) => m.sentAt),
          marks.map((m) => m.body ?? null),
        ],
      ),
    );
  }

  async markFailed(id: number, error: string, body?: string): Promise<void> {
    await this.db
      .updateTable('sms_outbox')
      .set({ status: 'failed', error, ...(body !== undefined ? { body } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  /** Gives up on a message that is too old to send; true when it was still in `status`. */
  async expire(id: number, status: string, body?: string): Promise<boolean> {
    const r = await this.db
      .updateTable('sms_outbox')
      .set({ status: 'expired', error: 'too old to send', ...(body !== undefined ? { body } : {}) })
      .where('id', '=', id)
      .where('status', '=', status)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}

/** `SmsRepo.insertClaimed`'s statement, built once (db/precompiled.ts): every order placed runs it. */
const insertClaimedStatement = precompiled(
  (db, v: { mobile: string; purpose: string; body: string; driver: string; createdAt: string }) =>
    db
      .insertInto('sms_outbox')
      .values({
        mobile: v.mobile,
        purpose: v.purpose,
        body: v.body,
        driver: v.driver,
        status: 'sending',
        attempts: 1,
        created_at: v.createdAt,
      })
      .returning('id'),
);

/** `SmsRepo.markSent`'s statement, built once per shape (with the blanked body or without). */
const markSentStatement = precompiled(
  (db, v: { id: number; providerId: string | null; sentAt: string; body: string | null }, withBody: boolean) =>
    db
      .updateTable('sms_outbox')
      .set({
        status: 'sent',
        provider_id: v.providerId,
        sent_at: v.sentAt,
        error: null,
        ...(withBody ? { body: v.body! } : {}),
      })
      .where('id', '=', v.id)
      .where('status', '=', 'sending'),
);
