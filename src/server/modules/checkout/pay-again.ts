import type { CheckoutReply } from '../../../domain/api/checkout.ts';
import type { PayAgainReply } from '../../../domain/api/orders.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayAgainContext, PaymentStarter } from './checkout-ports.ts';
import { IDEMPOTENCY_KEY, payAgainHash, replayPayAgain } from './checkout-replies.ts';
import { IdempotencyRepo } from './idempotency.repo.ts';

const PAY_AGAIN = 'payAgain';

/** A refusal found inside "pay again"'s transaction: thrown to roll it back, caught outside and answered. */
class Refused extends Error {
  constructor(readonly result: Result<PayAgainReply>) {
    super('pay again refused');
  }
}

/**
 * "Pay again" (decision 0057): a new payment attempt for an order still awaiting the bank — the bank never answered
 * the last one (the shopper closed its page, or the bank's answer was lost). One transaction claims the
 * `Idempotency-Key` and gives the order a new payment window (`OrdersService.reopenPayment`: the rules of
 * `domain/orders/pay-again.ts` and one conditional update, so two presses at once make one attempt); the bank's form
 * is signed after the commit, for the order's stored total (the order's price was fixed when it was placed). A repeat
 * with the same key answers the same form.
 */
export class PayAgain {
  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      orders: OrdersService;
      payments: PaymentStarter;
      i18n: I18n;
    },
    private readonly now: () => Date,
  ) {}

  async payAgain(
    input: { token: string; lang?: Lang | undefined },
    ctx: PayAgainContext,
  ): Promise<Result<PayAgainReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const key = ctx.idempotencyKey;
    if (!key || !IDEMPOTENCY_KEY.test(key)) return fail('invalid', 'orders.error.idempotencyKey');
    const hash = payAgainHash(input.token);
    const { connection } = this.deps;
    const idem = connection.shared.repo(IdempotencyRepo);
    const stored = await idem.find(PAY_AGAIN, key);
    if (stored) return replayPayAgain(stored, hash);
    let order: OrderRow;
    try {
      order = await connection.transaction(async (uow) => {
        const reopened = await this.deps.orders.reopenPayment(uow, input.token);
        if (!reopened.ok) throw new Refused(reopened);
        const o = reopened.data;
        // until the bank's form is signed (after the commit), a twin of this request is sent to the order page
        const pending: CheckoutReply = {
          next: 'redirect',
          token: o.token,
          orderId: o.id,
          total: o.total,
          paymentUrl: `/order?token=${o.token}`,
        };
        const claims = uow.repo(IdempotencyRepo);
        if (!(await claims.claim(PAY_AGAIN, key, hash, JSON.stringify(pending), this.now().toISOString()))) {
          const twin = await claims.find(PAY_AGAIN, key);
          throw new Refused(twin ? replayPayAgain(twin, hash) : fail('conflict', 'orders.error.idempotencyConflict'));
        }
        return o;
      });
    } catch (e) {
      if (e instanceof Refused) return e.result;
      throw e;
    }
    const started = await this.deps.payments.start(
      {
        id: order.id,
        total: order.total,
        kind: order.payment_type === 'installment' ? 'installment' : 'card',
        creditCard: order.credit_card,
        creditMonths: order.credit_months,
        email: order.email,
        lang,
        description: this.deps.i18n.t(lang, 'orders.paymentDescription', { id: order.id }),
      },
      ctx.origin,
    );
    if (!started.ok) {
      // the order keeps waiting (its earlier attempt may still be answered); the shopper may try again later
      const failed = fail('unavailable', 'orders.payAgain.unavailable');
      await idem.setReply(PAY_AGAIN, key, JSON.stringify({ failure: failed }));
      return failed;
    }
    const reply: PayAgainReply = {
      next: 'azericard',
      token: order.token,
      orderId: order.id,
      total: order.total,
      azericard: started.data.azericard,
      testGateway: started.data.testGateway,
    };
    await idem.setReply(PAY_AGAIN, key, JSON.stringify(reply));
    return ok(reply);
  }
}
