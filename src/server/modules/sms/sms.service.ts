import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import { claimedRow, claimedValues, SmsRepo, type ClaimedSmsValues, type SmsRow } from './sms.repo.ts';
import { SentMarks } from './sent-marks.ts';
import { maskNumbers, type SmsDriver } from './sms-driver.ts';

/** A message is tried at most this many times (the first send and four retries by `flush`). */
export const SMS_MAX_ATTEMPTS = 5;
/** A row left `sending` this long after it was written belongs to a process that died mid-send: it is tried again. */
export const SMS_SENDING_STALE_MS = 10 * 60_000;
/** How long a "sent" mark nobody waits for waits for others to be written with (PostgreSQL, decision 0098). */
export const SMS_MARK_LINGER_MS = 20;

interface SmsMessage {
  /** digits with the country code, "994…" */
  mobile: string;
  /** 'otp', 'order', … */
  purpose: string;
  body: string;
}

interface DeliveryOutcome {
  id: number;
  /** `skipped`: not queued any more, or another process took it */
  status: 'sent' | 'failed' | 'expired' | 'skipped';
  error?: string;
}

/** Takes the promise of a "sent" mark written with others (`SentMarks`). */
type LaterMark = (written: Promise<void>) => void;

interface FlushReport {
  sent: number;
  failed: number;
  expired: number;
}

interface SmsServiceDeps {
  connection: TransactionalConnection;
  driver: SmsDriver;
  now?: () => Date;
  /** per purpose: a message older than this is not worth sending any more (a one-time code outlives its use) */
  maxAgeMs?: Readonly<Record<string, number>>;
  /**
   * purposes whose text is a secret (one-time codes): once a real provider has the message (or it is given up),
   * the digits in the stored text are blanked, so the outbox does not keep working codes in clear. The `outbox`
   * driver keeps the text: there the table (and the log) is the delivery.
   */
  secretPurposes?: readonly string[];
  /** `SMS_MARK_LINGER_MS` unless given */
  markLingerMs?: number;
}

/**
 * Every SMS the shop sends (OPS-15, decision 0026), in the transactional-outbox pattern:
 * - `enqueue` writes a `queued` row through the caller's executor — inside the caller's transaction when there is
 *   one, so an order and its confirmation SMS commit (or roll back) together;
 * - `deliver` and `flush` hand rows to the configured driver outside any transaction (a slow provider never holds
 *   a database lock) and record `sent` (provider id, time) or `failed` (error, one more attempt);
 * - `flush` also retries failed rows (up to 5 attempts) and rows whose sender died mid-send; a periodic job calls it.
 * A row is claimed by a conditional update before each try, so two processes never send the same attempt.
 */
export class SmsService {
  private readonly repo: SmsRepo;
  private readonly driver: SmsDriver;
  private readonly now: () => Date;
  private readonly maxAgeMs: Readonly<Record<string, number>>;
  private readonly secretPurposes: ReadonlySet<string>;
  /** PostgreSQL: the marks of `deliverClaimed`'s sends, written together (decision 0098); SQLite: each at once */
  private readonly marks: SentMarks | null;

  constructor(private readonly deps: SmsServiceDeps) {
    this.repo = deps.connection.shared.repo(SmsRepo);
    this.driver = deps.driver;
    this.now = deps.now ?? (() => new Date());
    this.maxAgeMs = deps.maxAgeMs ?? {};
    this.secretPurposes = new Set(deps.secretPurposes ?? ['otp']);
    this.marks =
      deps.connection.dialect === 'postgres'
        ? new SentMarks((m) => this.repo.markSentMany(m), deps.markLingerMs ?? SMS_MARK_LINGER_MS)
        : null;
  }

  /** Writes the marks still waiting (`SentMarks`): before the database closes. */
  close(): Promise<void> {
    return this.marks?.close() ?? Promise.resolve();
  }

  get driverName(): string {
    return this.driver.name;
  }

  /** Writes a queued message through `executor` (the shared database or a transaction); returns its id. */
  enqueue(executor: Kysely<DB> | UnitOfWork, msg: SmsMessage): Promise<number> {
    return this.deps.connection
      .on(executor)
      .repo(SmsRepo)
      .insert({ ...msg, driver: this.driver.name, createdAt: this.now().toISOString() });
  }

  /**
   * Writes a queued message about an order, once per order and purpose (a status notice, decision 0083): the id of
   * the new row, or null when the order had one already.
   */
  enqueueOnce(executor: Kysely<DB> | UnitOfWork, msg: SmsMessage & { orderId: number }): Promise<number | null> {
    return this.deps.connection
      .on(executor)
      .repo(SmsRepo)
      .insertOnce({ ...msg, driver: this.driver.name, createdAt: this.now().toISOString() });
  }

  /**
   * Writes a message already claimed for its first try, inside `executor`'s transaction; after the commit the caller
   * hands the row to `deliverClaimed` (one statement less than `enqueue` + `deliver`, decision 0069).
   */
  enqueueClaimed(executor: Kysely<DB> | UnitOfWork, msg: SmsMessage): Promise<SmsRow> {
    return this.deps.connection
      .on(executor)
      .repo(SmsRepo)
      .insertClaimed({
        ...msg,
        driver: this.driver.name,
        createdAt: this.now().toISOString(),
      });
  }

  /**
   * A claimed row (as `enqueueClaimed` writes) for another module's statement to write — the placed order's SMS in the
   * order's own statement on PostgreSQL, whose body names the id that statement makes (decision 0095): the columns but
   * the body, and `written(id, body)` the row to hand to `deliverClaimed` after the commit.
   */
  claimedDraft(msg: Omit<SmsMessage, 'body'>): {
    values: ClaimedSmsValues;
    written(id: number, body: string): SmsRow;
  } {
    const values = claimedValues({ ...msg, driver: this.driver.name, createdAt: this.now().toISOString() });
    return { values, written: (id, body) => claimedRow(id, values, body) };
  }

  /**
   * Sends rows written by `enqueueClaimed` whose transaction committed — texts the shopper does not wait for (an
   * order's confirmation): on PostgreSQL their "sent" marks are written together with other such marks, up to
   * `SMS_MARK_LINGER_MS` later (decision 0098); the outcomes settle once they are.
   */
  async deliverClaimed(rows: readonly SmsRow[]): Promise<DeliveryOutcome[]> {
    const out: DeliveryOutcome[] = [];
    const marks: Promise<void>[] = [];
    // one send after the other; the marks of all of them go together
    for (const row of rows) out.push(await this.tryClaimed(row, (written) => marks.push(written)));
    await Promise.all(marks);
    return out;
  }

  /** Sends the given queued messages now (after the transaction that wrote them committed). */
  async deliver(ids: readonly number[]): Promise<DeliveryOutcome[]> {
    // claimed in one statement (no read first: one round trip less per order, decision 0045)
    const rows = await this.repo.claimQueued(ids);
    const out: DeliveryOutcome[] = [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      out.push(row ? await this.tryClaimed(row) : { id, status: 'skipped' });
    }
    return out;
  }

  /** Enqueues and sends one message at once (one-time codes). */
  async send(msg: SmsMessage): Promise<DeliveryOutcome> {
    const id = await this.enqueue(this.deps.connection.shared, msg);
    const [outcome] = await this.deliver([id]);
    return outcome!;
  }

  /**
   * Sends up to `limit` due messages, oldest first: queued ones nobody delivered, failed ones with attempts left,
   * and ones stuck in `sending`. Meant for one periodic job across all processes (the job runner's lease).
   */
  async flush(limit = 50): Promise<FlushReport> {
    const staleBefore = new Date(this.now().getTime() - SMS_SENDING_STALE_MS).toISOString();
    const report: FlushReport = { sent: 0, failed: 0, expired: 0 };
    for (const row of await this.repo.due(limit, SMS_MAX_ATTEMPTS, staleBefore)) {
      const { status } = await this.attempt(row);
      if (status !== 'skipped') report[status]++;
    }
    return report;
  }

  private async attempt(row: SmsRow): Promise<DeliveryOutcome> {
    if (this.tooOld(row)) {
      return (await this.repo.expire(row.id, row.status, this.blanked(row, true)))
        ? { id: row.id, status: 'expired' }
        : { id: row.id, status: 'skipped' };
    }
    if (!(await this.repo.claim(row.id, row.status, row.attempts))) return { id: row.id, status: 'skipped' };
    return this.sendClaimed({ ...row, status: 'sending', attempts: row.attempts + 1 });
  }

  /** A row `claimQueued` took: expired if too old, else sent (`later`: as `sendClaimed`'s). */
  private async tryClaimed(row: SmsRow, later?: LaterMark): Promise<DeliveryOutcome> {
    if (!this.tooOld(row)) return this.sendClaimed(row, later);
    await this.repo.expire(row.id, 'sending', this.blanked(row, true));
    return { id: row.id, status: 'expired' };
  }

  private tooOld(row: SmsRow): boolean {
    const maxAge = this.maxAgeMs[row.purpose];
    return maxAge !== undefined && Date.parse(row.created_at) < this.now().getTime() - maxAge;
  }

  /**
   * One try of a claimed row (`sending`, its attempts already counted). With `later` (PostgreSQL), a "sent" mark goes
   * to `SentMarks` and `later` gets the promise of its write instead of this call waiting for it.
   */
  private async sendClaimed(row: SmsRow, later?: LaterMark): Promise<DeliveryOutcome> {
    let result;
    try {
      result = await this.driver.send({ id: row.id, mobile: row.mobile, purpose: row.purpose, body: row.body });
    } catch (e) {
      // drivers answer problems as values; anything thrown is still recorded, never lost
      result = {
        ok: false as const,
        error: maskNumbers(`driver error: ${e instanceof Error ? e.message : String(e)}`).slice(0, 200),
      };
    }
    if (result.ok) {
      const mark = { id: row.id, providerId: result.providerId, sentAt: this.now().toISOString() };
      const body = this.blanked(row, true);
      if (later && this.marks) later(this.marks.mark(body === undefined ? mark : { ...mark, body }));
      else await this.repo.markSent(mark.id, mark.providerId, mark.sentAt, body);
      return { id: row.id, status: 'sent' };
    }
    await this.repo.markFailed(row.id, result.error, this.blanked(row, row.attempts >= SMS_MAX_ATTEMPTS));
    return { id: row.id, status: 'failed', error: result.error };
  }

  /** The text to store once the row is settled: digits blanked for a secret purpose and a real driver. */
  private blanked(row: SmsRow, settled: boolean): string | undefined {
    if (!settled || this.driver.name === 'outbox' || !this.secretPurposes.has(row.purpose)) return undefined;
    return row.body.replace(/\d{4,}/g, (m) => '•'.repeat(m.length));
  }
}
