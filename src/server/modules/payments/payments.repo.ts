import type { Kysely, Selectable } from 'kysely';
import type { DB, PaymentTable } from '../../db/schema.ts';

export type PaymentRow = Selectable<PaymentTable>;
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'expired';

interface NewPayment {
  orderId: number;
  reference: string;
  provider: string;
  kind: 'card' | 'installment';
  amount: number;
  currency: string;
  creditCard: string | null;
  creditMonths: number | null;
  at: string;
}

export interface PaymentOutcome {
  status: 'approved' | 'declined';
  rc: string | null;
  action: string;
  approval: string | null;
  rrn: string | null;
  intRef: string | null;
  cardMasked: string | null;
  cardName: string | null;
  at: string;
}

/** Payment attempts at the bank (`payments`) and the callbacks' nonces (`payment_nonces`). Any executor. */
export class PaymentsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Inserts a pending attempt; false when the reference is taken (the caller draws another). */
  async insert(p: NewPayment): Promise<number | null> {
    const row = await this.db
      .insertInto('payments')
      .values({
        order_id: p.orderId,
        reference: p.reference,
        provider: p.provider,
        kind: p.kind,
        amount: p.amount,
        currency: p.currency,
        status: 'pending',
        credit_card: p.creditCard,
        credit_months: p.creditMonths,
        created_at: p.at,
        updated_at: p.at,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async setReference(id: number, reference: string): Promise<boolean> {
    const r = await this.db.updateTable('payments').set({ reference }).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  byReference(reference: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
  }

  byOrder(orderId: number): Promise<PaymentRow[]> {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  /** Writes the bank's answer on an attempt that is still open (pending, or expired by the sweeper); false if it was settled meanwhile. */
  async settle(id: number, o: PaymentOutcome): Promise<boolean> {
    const r = await this.db
      .updateTable('payments')
      .set({
        status: o.status,
        rc: o.rc,
        action: o.action,
        approval: o.approval,
        rrn: o.rrn,
        int_ref: o.intRef,
        card_masked: o.cardMasked,
        card_name: o.cardName,
        updated_at: o.at,
      })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'expired'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Records a nonce the gateway used; false when it was seen before (a replay). On PostgreSQL a concurrent insert of
   * the same nonce waits for the other transaction and then does nothing.
   */
  async useNonce(provider: string, nonce: string, at: string): Promise<boolean> {
    const row = await this.db
      .insertInto('payment_nonces')
      .values({ provider, nonce, created_at: at })
      .onConflict((oc) => oc.columns(['provider', 'nonce']).doNothing())
      .returning('nonce')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets nonces older than `before`: their messages are stale by their timestamp anyway. */
  async pruneNonces(before: string): Promise<number> {
    const r = await this.db.deleteFrom('payment_nonces').where('created_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
