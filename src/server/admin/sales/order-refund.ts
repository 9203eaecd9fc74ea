import type { OrderRefundReply, OrderRefundRequest } from '../../../domain/api/admin-sales.ts';
import { formatMoney } from '../../../domain/money.ts';
import { refundState, type RefundAsk } from '../../../domain/orders/refunds.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import type { OrdersService } from '../../modules/orders/orders.service.ts';
import type { RefundRow } from '../../modules/orders/refunds.repo.ts';
import type { RefundSource } from '../../modules/orders/order-refunds.ts';
import type { GatewayRefunds } from '../../modules/payments/gateway-refunds.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { recordAudit } from '../audit.ts';
import { inTransaction } from '../in-transaction.ts';
import type { AdminCtx } from '../resource.ts';

/**
 * A refund made by staff (issue 30, decision 0084; permission `orders.refund`). Cash: one transaction — the money and
 * units reserved by conditional updates, the refund done, its units back on sale when asked, the history line and
 * the audit row. Card: the reservation commits first (so a second refund at the same moment sees it), then the
 * gateway's reversal is asked outside any transaction; its approval settles the refund with the audit row, its
 * refusal gives the reservation back and records nothing (409 with the bank's code), and no trustworthy answer leaves
 * the refund pending (503: staff check with the bank; the money stays counted so nothing is refunded twice).
 */
export class OrderRefundAction {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orders: OrdersService,
    private readonly gateway: Pick<GatewayRefunds, 'refund'>,
  ) {}

  async refund(id: number, input: OrderRefundRequest, ctx: AdminCtx): Promise<Result<OrderRefundReply>> {
    const hasLines = input.lines !== undefined && input.lines.some((l) => l.qty > 0);
    if (hasLines === (input.amount !== undefined))
      return fail('invalid', 'validation.failed', {
        [hasLines ? 'amount' : 'lines']: 'admin-sales.refunds.errors.linesOrAmount',
      });
    const ask: RefundAsk = hasLines
      ? { kind: 'lines', lines: input.lines! }
      : { kind: 'amount', amount: input.amount! };
    const staff = { id: ctx.staff.userId, name: ctx.staff.name };
    const actor = `staff:${ctx.staff.userId}`;
    const refunds = this.orders.refunds;
    const request = { key: input.key, source: input.source, ask, reason: input.reason, restock: !!input.restock };

    // cash, or a card refund of nothing (units of a gift line): no bank to ask, one transaction
    const reserved = await inTransaction(this.connection, async (uow) => {
      const r = await refunds.reserve(uow, id, request, staff);
      if (!r.ok || r.data.repeated || (r.data.source.method === 'card' && r.data.refund.amount > 0)) return r;
      const done = await refunds.settle(
        uow,
        r.data.refund,
        { rc: null, approval: null, rrn: null, intRef: null },
        actor,
      );
      if (!done.ok) return done;
      await this.audit(uow, ctx, r.data.refund, r.data.source);
      return r;
    });
    if (!reserved.ok) return reserved;
    const { refund, repeated, source } = reserved.data;
    if (repeated) {
      if (refund.status !== 'done') return fail('conflict', 'admin-sales.refunds.errors.pending');
      return this.reply(id, refund, true);
    }
    if (refund.status === 'done' || source.method === 'cash' || refund.amount === 0)
      return this.reply(id, refund, false);

    const answer = await this.gateway.refund(
      {
        provider: source.provider ?? '',
        reference: source.reference ?? '',
        currency: source.currency ?? '',
        rrn: source.rrn,
        intRef: source.intRef,
      },
      refund.amount,
    );
    if (!answer.ok && answer.failure.kind === 'refused') {
      const rc = answer.failure.rc ?? '-';
      await this.connection.transaction((uow) => refunds.release(uow, refund));
      return fail('conflict', 'admin-sales.refunds.errors.refused', undefined, { rc });
    }
    if (!answer.ok) return fail('unavailable', 'admin-sales.refunds.errors.noAnswer');
    const settled = await inTransaction(this.connection, async (uow) => {
      const done = await refunds.settle(uow, refund, answer.answer, actor);
      if (!done.ok) return done;
      await this.audit(uow, ctx, refund, source, answer.answer.approval);
      return ok(undefined);
    });
    if (!settled.ok) return settled;
    return this.reply(id, refund, false);
  }

  private audit(uow: UnitOfWork, ctx: AdminCtx, refund: RefundRow, source: RefundSource, approval?: string | null) {
    return recordAudit(uow, ctx.staff, {
      action: 'refund',
      entity: 'orders',
      entityId: refund.order_id,
      summary: `#${refund.order_id}: refund ${formatMoney(refund.amount)} (${refund.method})`,
      after: {
        refundId: refund.id,
        amount: refund.amount,
        method: refund.method,
        source: source.id,
        reason: refund.reason,
        restock: refund.restock === 1,
        ...(approval ? { approval } : {}),
      },
    });
  }

  private async reply(id: number, refund: RefundRow, repeated: boolean): Promise<Result<OrderRefundReply>> {
    const facts = await this.orders.refunds.facts(this.connection.shared, id);
    if (!facts) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      refundId: refund.id,
      amount: refund.amount,
      method: refund.method === 'cash' ? 'cash' : 'card',
      refunded: facts.refunded,
      paid: facts.paid,
      state: refundState(facts.paid, facts.refunded),
      repeated,
    });
  }
}
