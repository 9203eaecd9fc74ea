import type { Kysely, Selectable } from 'kysely';
import type { DB, EmailOutboxTable } from '../../db/schema.ts';

export type EmailRow = Selectable<EmailOutboxTable>;

/** `email_outbox`: every email the shop sends, with its delivery state. */
export class EmailRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(m: {
    to: string;
    purpose: string;
    subject: string;
    text: string;
    html?: string | null;
    driver: string;
    at: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('email_outbox')
      .values({
        to_address: m.to,
        purpose: m.purpose,
        subject: m.subject,
        body_text: m.text,
        body_html: m.html ?? null,
        driver: m.driver,
        status: 'queued',
        attempts: 0,
        created_at: m.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The row of an order's email (migration 0030): recipient, purpose and order only, composed when first sent. At most
   * one per order and purpose (a second write does nothing).
   */
  async insertForOrder(m: { to: string; purpose: string; orderId: number; driver: string; at: string }): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({
        to_address: m.to,
        purpose: m.purpose,
        subject: '',
        body_text: '',
        order_id: m.orderId,
        driver: m.driver,
        status: 'queued',
        attempts: 0,
        created_at: m.at,
      })
      .onConflict((oc) => oc.columns(['order_id', 'purpose']).doNothing())
      .execute();
  }

  /**
   * An order's message written whole (a status notice, decision 0083): at most one per order and purpose, as
   * `insertForOrder`.
   */
  async insertOnce(m: {
    to: string;
    purpose: string;
    orderId: number;
    subject: string;
    text: string;
    driver: string;
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({
        to_address: m.to,
        purpose: m.purpose,
        subject: m.subject,
        body_text: m.text,
        order_id: m.orderId,
        driver: m.driver,
        status: 'queued',
        attempts: 0,
        created_at: m.at,
      })
      .onConflict((oc) => oc.columns(['order_id', 'purpose']).doNothing())
      .execute();
  }

  /** The message composed for a row written without it (`insertForOrder`), kept with the row. */
  async setContent(id: number, c: { subject: string; text: string; html: string | null }): Promise<void> {
    await this.db
      .updateTable('email_outbox')
      .set({ subject: c.subject, body_text: c.text, body_html: c.html })
      .where('id', '=', id)
      .execute();
  }

  byId(id: number): Promise<EmailRow | undefined> {
    return this.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Claims a row for one try (as read: status and attempts); true when this call did. */
  async claim(id: number, status: string, attempts: number): Promise<boolean> {
    const r = await this.db
      .updateTable('email_outbox')
      .set({ status: 'sending', attempts: attempts + 1 })
      .where('id', '=', id)
      .where('status', '=', status)
      .where('attempts', '=', attempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async markSent(id: number, providerId: string | null, at: string, text?: string): Promise<void> {
    await this.db
      .updateTable('email_outbox')
      .set({
        status: 'sent',
        provider_id: providerId,
        sent_at: at,
        error: null,
        ...(text !== undefined ? { body_text: text } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async markFailed(id: number, error: string, text?: string): Promise<void> {
    await this.db
      .updateTable('email_outbox')
      .set({ status: 'failed', error, ...(text !== undefined ? { body_text: text } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Queued rows nobody delivered (an order's row at once: nobody delivers it but this job), failed rows with attempts
   * left, and rows stuck in `sending`.
   */
  due(limit: number, maxAttempts: number, staleBefore: string, queuedBefore: string): Promise<EmailRow[]> {
    return this.db
      .selectFrom('email_outbox')
      .selectAll()
      .where((w) =>
        w.or([
          w.and([
            w('status', '=', 'queued'),
            w.or([w('created_at', '<', queuedBefore), w('order_id', 'is not', null)]),
          ]),
          w.and([w('status', '=', 'failed'), w('attempts', '<', maxAttempts)]),
          w.and([w('status', '=', 'sending'), w('created_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
