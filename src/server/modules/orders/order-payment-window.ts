import { payAgain, type PayAgainRefusal } from '../../../domain/orders/pay-again.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { statusOf, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';

const REFUSAL_KEYS: Record<PayAgainRefusal, string> = {
  notAwaiting: 'orders.payAgain.notAwaiting',
  expired: 'orders.payAgain.expired',
  tooSoon: 'orders.payAgain.tooSoon',
  tooMany: 'orders.payAgain.tooMany',
};

/**
 * "Pay again"'s part on the order (decision 0057), in the caller's transaction: the rules of
 * `domain/orders/pay-again.ts`, then a new payment window by one conditional update (still awaiting, deadline not
 * passed, the latest window at least PAYMENT_SLOW_AFTER_SECONDS old — so two presses at once make one attempt) and a
 * history line.
 */
export class OrderPaymentWindow {
  constructor(private readonly deps: OrdersDeps) {}

  async reopen(uow: UnitOfWork, token: string): Promise<Result<OrderRow>> {
    const repo = uow.repo(OrdersRepo);
    const o = await repo.byToken(token);
    if (!o) return fail('notFound', 'orders.notFound');
    const attempts = await repo.attempts(o.id);
    const now = this.deps.now();
    const iso = now.toISOString();
    const rule = payAgain(
      {
        status: statusOf(o),
        payment: o.payment_type as 'card',
        expiresAt: o.payment_expires_at,
        latestAttemptAt: attempts.latestAt,
        attempts: attempts.count,
      },
      now,
      this.deps.config.payments.slowAfterSeconds,
    );
    if (!rule.ok)
      return fail(rule.reason === 'tooSoon' ? 'conflict' : 'invalid', REFUSAL_KEYS[rule.reason], undefined, {
        seconds: rule.inSeconds,
      });
    const { timeoutMinutes, slowAfterSeconds } = this.deps.config.payments;
    const window = timeoutMinutes * 60_000;
    const until = new Date(now.getTime() + window);
    // the gate: still awaiting, not expired, and the window now running began at least PAYMENT_SLOW_AFTER_SECONDS ago
    const notAfter = new Date(until.getTime() - slowAfterSeconds * 1000).toISOString();
    if (!(await repo.extendPayment(o.id, iso, until.toISOString(), notAfter)))
      return fail('conflict', REFUSAL_KEYS.tooSoon, undefined, { seconds: slowAfterSeconds });
    await repo.event(
      o.id,
      'awaiting_payment',
      'awaiting_payment',
      'customer',
      `payment started again (attempt ${attempts.count + 1})`,
      iso,
    );
    return ok(o);
  }
}
