import type { CheckoutReply, CheckoutRequest } from '../../../domain/api/checkout.ts';
import type { PayAgainReply } from '../../../domain/api/orders.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { Config } from '../../config.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { PromoCodesService } from '../cart/promo-codes.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { StockService } from '../catalog/stock.service.ts';
import type { ClaimedText } from '../orders/orders-deps.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type {
  BranchSource,
  CheckoutContext,
  OneTimeCodes,
  PayAgainContext,
  PaymentStarter,
  SavedAddresses,
} from './checkout-ports.ts';
import { IDEMPOTENCY_KEY, maskMobile, replayCheckout, requestHash } from './checkout-replies.ts';
import { CheckoutRules } from './checkout-rules.ts';
import { IdempotencyRepo } from './idempotency.repo.ts';
import { TakeTurns } from './take-turns.ts';
import { Abort, CHECKOUT, CODE_REFUSED, OrderPlacement, type Placing, type TypedCode } from './order-placement.ts';
import { PayAgain } from './pay-again.ts';

/**
 * Checkout (CHK-10, DEV-2, decisions 0008 and 0025): the one place that coordinates cart, stock, promo code, one-time
 * code, order, SMS and payment. The shopper's choices are checked (`checkout-rules.ts`), the cart is priced by the one
 * engine, the mobile is confirmed with a code, and then ONE transaction (`order-placement.ts`) spends the code, prices
 * again from the rows of that moment, writes the order (on PostgreSQL claiming the idempotency key with the reply in
 * the same statement, decision 0089), spends the promo code, claims the key on SQLite and, last, takes the units with
 * conditional updates: every module it asks is handed that transaction's unit of work (db/unit-of-work.ts). The
 * bank's form is signed after the commit; if that fails the order is cancelled (compensation). Placement is 10
 * statements on PostgreSQL, BEGIN and COMMIT included (decisions 0045, 0051, 0069 and 0089: each round trip costs
 * CPU in the API process and in the database, and the popular product's row stays locked from the stock update to
 * the commit): no read before BEGIN (the code is spent by the transaction's first statement), the open-unpaid limit and
 * the buyer's purchase facts in one read, and the order's SMS written already claimed, so only its send is after.
 * "Pay again" is `pay-again.ts`; the replies kept for repeats `checkout-replies.ts`.
 */
export class CheckoutService {
  private readonly rules: CheckoutRules;
  private readonly placement: OrderPlacement;
  private readonly again: PayAgain;
  /** this process's placements take a product's units one at a time (decision 0100) */
  private readonly turns = new TakeTurns();

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      cart: CartService;
      orders: OrdersService;
      otp: OneTimeCodes;
      payments: PaymentStarter;
      promoCodes: PromoCodesService;
      stock: StockService;
      branches: BranchSource;
      addresses: SavedAddresses;
      i18n: I18n;
      config: Pick<Config, 'business' | 'payments' | 'orderLimits'>;
    },
    now: () => Date = () => new Date(),
  ) {
    this.rules = new CheckoutRules(deps);
    this.placement = new OrderPlacement({ ...deps, rules: this.rules }, now);
    this.again = new PayAgain(deps, now);
  }

  async submit(input: CheckoutRequest, ctx: CheckoutContext): Promise<Result<CheckoutReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const key = ctx.idempotencyKey;
    if (!key || !IDEMPOTENCY_KEY.test(key)) return fail('invalid', 'orders.error.idempotencyKey');
    const hash = requestHash(input);
    const addressed = await this.rules.withSavedAddress(input, ctx, null);
    if (!addressed.ok) return addressed;
    input = addressed.data;
    const mobile = input.mobile!;
    // a signed-in customer's own mobile was confirmed when the account was made: no code again
    const confirmed = ctx.customer?.mobile === mobile;
    // a repeat is answered from its key; the step with the code finds it once the code turns out spent (decision
    // 0045: no read before the placement), a twin still under way is waited for inside the transaction
    if (confirmed || !input.otpToken) {
      const twin = await this.twin(key, hash);
      if (twin) return twin;
    }
    if (confirmed) return this.placeAndPay(input, key, hash, ctx, null);
    if (!input.otpToken) {
      // every problem is told before a code is sent; the step with the code checks all again in its transaction
      const customerId = ctx.customer?.userId ?? null;
      const checked = await this.rules.check(input, this.deps.connection.shared, customerId);
      if (!checked.ok) return checked;
      // a blocked customer's mobile (decision 0082), too many open unpaid orders (decision 0062): told now, so no
      // code is sent for an order that would be refused
      const blocked = await this.deps.orders.blockedBuyer(null, mobile);
      if (blocked) return blocked;
      const limited = await this.deps.orders.openUnpaidLimit(null, mobile, customerId);
      if (limited) return limited;
      const issued = await this.deps.otp.issue({ purpose: CHECKOUT, mobile, clientIp: ctx.clientIp, lang });
      if (!issued.ok) return issued;
      return ok({
        next: 'otp',
        otpToken: issued.data.token,
        resendInSeconds: issued.data.resendInSeconds,
        expiresInSeconds: issued.data.expiresInSeconds,
        mobile: maskMobile(mobile),
      });
    }
    if (!input.otpCode) return fail('invalid', 'validation.failed', { otpCode: 'otp.format' });
    // the code is spent by the transaction's first statement, with no read before it (decision 0069); when it cannot
    // be, the transaction is rolled back and `codeRefused` says why (a wrong code uses up an attempt there)
    return this.placeAndPay(input, key, hash, ctx, { token: input.otpToken, code: input.otpCode });
  }

  /** "Pay again" for an order the bank never answered (decision 0057; `pay-again.ts`). */
  payAgain(input: { token: string; lang?: Lang | undefined }, ctx: PayAgainContext): Promise<Result<PayAgainReply>> {
    return this.again.payAgain(input, ctx);
  }

  /** The code typed could not be spent: a wrong one (counted now), too many tries, or a challenge closed — perhaps by a twin. */
  private async codeRefused(
    input: CheckoutRequest,
    code: TypedCode,
    key: string,
    hash: string,
  ): Promise<Result<CheckoutReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const checked = await this.deps.otp.verify({
      token: code.token,
      code: code.code,
      mobile: input.mobile!,
      purpose: CHECKOUT,
    });
    if (!checked.ok && checked.reason === 'wrong')
      return fail('invalid', 'validation.failed', { otpCode: 'otp.wrongCode' }, { count: checked.attemptsLeft });
    // a twin of this request (same key) may have spent the code a moment ago: answer what it answered
    const twin = await this.twin(key, hash);
    if (twin) return twin;
    // the right code for a challenge that was open when checked again: it closed between the two (expired at that moment)
    return this.codeGone(lang, checked.ok ? 'expired' : checked.reason);
  }

  private get idempotency(): IdempotencyRepo {
    return this.deps.connection.shared.repo(IdempotencyRepo);
  }

  /** The answer already given to this key, if any (a repeated submit). */
  private async twin(key: string, hash: string): Promise<Result<CheckoutReply> | null> {
    const stored = await this.idempotency.find(CHECKOUT, key);
    return stored ? replayCheckout(stored, hash) : null;
  }

  private codeGone(lang: Lang, reason: 'tooMany' | 'expired'): Result<CheckoutReply> {
    return ok({
      next: 'cancel',
      cancel: true,
      message: this.deps.i18n.t(lang, reason === 'tooMany' ? 'otp.tooManyAttempts' : 'otp.expired'),
    });
  }

  /** The order in one transaction, then the SMS and the bank's form after the commit. */
  private async placeAndPay(
    input: CheckoutRequest,
    key: string,
    hash: string,
    ctx: CheckoutContext,
    code: TypedCode | null,
  ): Promise<Result<CheckoutReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    let placed: { order: OrderRow; texts: ClaimedText[]; reply: CheckoutReply };
    try {
      const placing: Placing = { input, key, hash, ctx, code, tree: await this.deps.cart.categoryTree() };
      // the turn at the order's products ends when its transaction has (committed or rolled back)
      const turn = this.turns.turn();
      try {
        placed = await this.deps.connection.transaction((uow) => this.placement.place(uow, placing, turn));
      } finally {
        turn.end();
      }
    } catch (e) {
      if (e === CODE_REFUSED && code) return this.codeRefused(input, code, key, hash);
      if (!(e instanceof Abort)) throw e;
      // the code was spent by a twin of this request that committed meanwhile: answer what it answered
      if (e.twinMayAnswer) return (await this.twin(key, hash)) ?? e.result;
      return e.result;
    }
    // the confirmation SMS goes out on its own; the shopper does not wait for the SMS provider (the outbox job retries)
    void this.deps.orders.deliverPlaced(placed.texts);
    const { order } = placed;
    if (order.payment_type === 'cash') return ok(placed.reply);

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
      await this.deps.orders.cancelUnstarted(order.id, `the payment could not be started: ${started.code}`);
      const failed = fail('unavailable', 'orders.error.paymentStart');
      await this.idempotency.setReply(CHECKOUT, key, JSON.stringify({ failure: failed }));
      return failed;
    }
    const reply: CheckoutReply = {
      next: 'azericard',
      token: order.token,
      orderId: order.id,
      total: order.total,
      azericard: started.data.azericard,
      testGateway: started.data.testGateway,
    };
    await this.idempotency.setReply(CHECKOUT, key, JSON.stringify(reply));
    return ok(reply);
  }
}
