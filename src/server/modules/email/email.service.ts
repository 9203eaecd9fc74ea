import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import { EmailRepo, type EmailRow } from './email.repo.ts';
import type { EmailDriver } from './email-driver.ts';

const EMAIL_MAX_ATTEMPTS = 5;
const STALE_MS = 10 * 60_000;

interface EmailMessage {
  to: string;
  /** 'password-reset', … */
  purpose: string;
  subject: string;
  text: string;
  /** the same message as an HTML part (multipart/alternative) */
  html?: string | null;
}

/** A message composed when its row is first sent (an order's email, migration 0030). */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string | null;
}

/** Composes the message of a row written with only its order (`enqueueForOrder`); null when the order is gone. */
type EmailComposer = (orderId: number) => Promise<ComposedEmail | null>;

/**
 * Every email the shop sends (OPS-15), in the same outbox pattern as the SMS (decision 0026): a row in
 * `email_outbox`, then delivery by the configured driver outside any transaction, retried by `flush` (a periodic
 * job) up to 5 attempts. A message of a secret purpose (a password-reset link) keeps its link in the table only
 * while it is undelivered with a real driver: once sent or given up the token in it is blanked.
 */
export class EmailService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      driver: EmailDriver;
      now?: () => Date;
      secretPurposes?: readonly string[];
      /** per purpose: how a row written by `enqueueForOrder` is composed when first sent */
      composers?: Readonly<Record<string, EmailComposer>>;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  get driverName(): string {
    return this.deps.driver.name;
  }

  enqueue(executor: Kysely<DB> | UnitOfWork, msg: EmailMessage): Promise<number> {
    return this.deps.connection
      .on(executor)
      .repo(EmailRepo)
      .insert({ ...msg, driver: this.deps.driver.name, at: this.now().toISOString() });
  }

  /**
   * An order's email (ORD-7, decision 0077), in the caller's transaction: one row with the recipient, the purpose and
   * the order, nothing composed (the placing transaction pays for one insert only). The `flush` job composes it from
   * the order (the purpose's composer) when it first sends it. Once per order and purpose: a second call does nothing.
   */
  enqueueForOrder(
    executor: Kysely<DB> | UnitOfWork,
    msg: { to: string; purpose: string; orderId: number },
  ): Promise<void> {
    return this.deps.connection
      .on(executor)
      .repo(EmailRepo)
      .insertForOrder({ ...msg, driver: this.deps.driver.name, at: this.now().toISOString() });
  }

  /**
   * An order's message composed by the caller (a status notice, decision 0083), in the caller's transaction: once per
   * order and purpose, as `enqueueForOrder`; the `flush` job sends it.
   */
  enqueueOnce(
    executor: Kysely<DB> | UnitOfWork,
    msg: { to: string; purpose: string; orderId: number; subject: string; text: string },
  ): Promise<void> {
    return this.deps.connection
      .on(executor)
      .repo(EmailRepo)
      .insertOnce({ ...msg, driver: this.deps.driver.name, at: this.now().toISOString() });
  }

  /** Enqueues and tries to deliver at once; the outcome's status. */
  async send(msg: EmailMessage): Promise<'sent' | 'failed' | 'skipped'> {
    const id = await this.enqueue(this.deps.connection.shared, msg);
    return this.deliver(id);
  }

  async deliver(id: number): Promise<'sent' | 'failed' | 'skipped'> {
    const row = await this.deps.connection.shared.repo(EmailRepo).byId(id);
    return row && row.status === 'queued' ? this.attempt(row) : 'skipped';
  }

  async flush(limit = 20): Promise<{ sent: number; failed: number }> {
    const now = this.now().getTime();
    const rows = await this.deps.connection.shared
      .repo(EmailRepo)
      .due(limit, EMAIL_MAX_ATTEMPTS, new Date(now - STALE_MS).toISOString(), new Date(now - 60_000).toISOString());
    const out = { sent: 0, failed: 0 };
    for (const row of rows) {
      const s = await this.attempt(row);
      if (s !== 'skipped') out[s]++;
    }
    return out;
  }

  private async attempt(row: EmailRow): Promise<'sent' | 'failed' | 'skipped'> {
    const repo = this.deps.connection.shared.repo(EmailRepo);
    if (!(await repo.claim(row.id, row.status, row.attempts))) return 'skipped';
    let result;
    try {
      const mail = await this.composed(row);
      result = mail
        ? await this.deps.driver.send({ id: row.id, to: row.to_address, ...mail })
        : { ok: false as const, error: 'nothing to send: the order is gone or has no composer' };
    } catch (e) {
      result = {
        ok: false as const,
        error: `driver error: ${e instanceof Error ? e.message : String(e)}`.slice(0, 200),
      };
    }
    if (result.ok) {
      await repo.markSent(row.id, result.providerId, this.now().toISOString(), this.blanked(row, true));
      return 'sent';
    }
    await repo.markFailed(row.id, result.error, this.blanked(row, row.attempts + 1 >= EMAIL_MAX_ATTEMPTS));
    return 'failed';
  }

  /** The row's message; an order's row written without one is composed now (once: kept with the row). */
  private async composed(row: EmailRow): Promise<ComposedEmail | null> {
    if (row.order_id === null || row.subject !== '')
      return { subject: row.subject, text: row.body_text, html: row.body_html };
    const made = await this.deps.composers?.[row.purpose]?.(row.order_id);
    if (made) await this.deps.connection.shared.repo(EmailRepo).setContent(row.id, made);
    return made ?? null;
  }

  private blanked(row: EmailRow, settled: boolean): string | undefined {
    const secret = new Set(this.deps.secretPurposes ?? ['password-reset']);
    if (!settled || this.deps.driver.name === 'outbox' || !secret.has(row.purpose)) return undefined;
    return row.body_text.replace(/token=[A-Za-z0-9_-]+/g, 'token=…');
  }
}
