import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CheckoutReply, CheckoutRequest, GatewayForm } from '../../../domain/api/checkout.ts';
import type { PayAgainReply } from '../../../domain/api/orders.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import { PAY_AGAIN_AFTER_SECONDS, payAgain, type PayAgainRefusal } from '../../../domain/orders/pay-again.ts';
import { overQtyLimit } from '../../../domain/orders/limits.ts';
import { initialStatus, isOrderStatus } from '../../../domain/orders/status.ts';
import type { CustomerFacts, PricingResult } from '../../../domain/pricing/types.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Failure, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CartRepo, type CategoryTree } from '../cart/cart.repo.ts';
import type { CartService, Quote } from '../cart/cart.service.ts';
import { PromoUsesRepo } from '../cart/promo-uses.repo.ts';
import { StockRepo } from '../catalog/stock.repo.ts';
import { buyerKeyHash } from '../orders/buyer-key.ts';
import { OrdersRepo, type OrderRow, type PlacedOrderLine } from '../orders/orders.repo.ts';
import type { ClaimedText, OrdersService } from '../orders/orders.service.ts';
import { IdempotencyRepo } from './idempotency.repo.ts';

/** What checkout needs of the one-time codes (modules/otp). */
export interface OneTimeCodes {
  issue(input: {
    purpose: string;
    mobile: string;
    clientIp: string | null;
    lang: Lang;
  }): Promise<Result<{ token: string; resendInSeconds: number; expiresInSeconds: number }>>;
  /** inside the order's transaction, with no read first: confirms and uses up the open challenge if `code` is its code */
  consumeCode(
    executor: Kysely<DB>,
    input: { token: string; code: string; mobile: string; purpose: string },
    alsoReturn?: ReturnType<typeof OrdersRepo.buyerLocks>,
  ): Promise<boolean>;
  /** why a code could not be spent: a wrong one uses up an attempt (written at once); for the right one nothing is written */
  verify(input: {
    token: string;
    code: string;
    mobile: string;
    purpose: string;
  }): Promise<
    | { ok: true }
    | { ok: false; reason: 'wrong'; attemptsLeft: number }
    | { ok: false; reason: 'tooMany' }
    | { ok: false; reason: 'expired' }
  >;
}

/** What checkout needs of the payments module: a signed form for the bank. */
export interface PaymentStarter {
  start(
    order: {
      id: number;
      total: number;
      kind: 'card' | 'installment';
      creditCard: string | null;
      creditMonths: number | null;
      email: string | null;
      lang: Lang;
      description: string;
    },
    shopOrigin: string,
  ): Promise<Result<{ next: 'azericard'; azericard: GatewayForm; testGateway: boolean }>>;
}

/** Where checkout reads branches from (modules/places). */
export interface BranchSource {
  branchExists(id: number, executor: Kysely<DB> | null): Promise<boolean>;
}

export interface CheckoutContext {
  /** the client's `Idempotency-Key` header */
  idempotencyKey: string | null;
  clientIp: string | null;
  /** the shop's origin for the bank's return address (`https://shop.az`) */
  origin: string;
  /** the signed-in customer (their orders, saved addresses, confirmed mobile), or null for a guest */
  customer?: { userId: number; mobile: string } | null;
  /** the browser's order cookie (decision 0057): the order keeps its hash, and shows its owner's details to it */
  buyerKey?: string | null;
}

/** What "pay again" is told (decision 0057). */
export interface PayAgainContext {
  idempotencyKey: string | null;
  origin: string;
}

const PAY_AGAIN = 'payAgain';
const REFUSAL_KEYS: Record<PayAgainRefusal, string> = {
  notAwaiting: 'orders.payAgain.notAwaiting',
  expired: 'orders.payAgain.expired',
  tooSoon: 'orders.payAgain.tooSoon',
  tooMany: 'orders.payAgain.tooMany',
};

/** A customer's saved address (accounts issue), read on the executor given. */
export interface SavedAddresses {
  address(
    executor: Kysely<DB> | null,
    userId: number,
    id: number | null,
  ): Promise<{ cityId: number; districtId: number | null; placeId: number | null; address: string } | null>;
}

const OPERATION = 'checkout';
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** A refusal found inside "pay again"'s transaction: thrown to roll it back, caught outside and answered. */
class Refused extends Error {
  constructor(readonly result: Result<PayAgainReply>) {
    super('pay again refused');
  }
}

/** A failure found inside the transaction: thrown to roll it back, caught outside and answered. */
class Abort extends Error {
  constructor(
    readonly result: Result<CheckoutReply>,
    /** the one-time code could no longer be spent, or the buyer's open orders were at the limit: a twin of this request may have placed it */
    readonly twinMayAnswer = false,
  ) {
    super('checkout aborted');
  }
}

/** The code step's token and the code the shopper typed. */
interface TypedCode {
  token: string;
  code: string;
}

/** Thrown when the transaction's first statement could not spend the code: rolled back, then told why (`codeRefused`). */
const CODE_REFUSED = new Error('the code could not be spent');

/** The request's identity for idempotency: everything the shopper chose, not the code step or the page language. */
export function requestHash(input: CheckoutRequest): string {
  const { otpToken: _t, otpCode: _c, lang: _l, ...rest } = input;
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

/** "994501234567" → "+994 50 ***-**-67" (the code step says where the code went without repeating the number). */
export function maskMobile(mobile: string): string {
  return `+${mobile.slice(0, 3)} ${mobile.slice(3, 5)} ***-**-${mobile.slice(-2)}`;
}

/**
 * Checkout (CHK-10, DEV-2, decisions 0008 and 0025): the one place that coordinates cart, stock, promo code, one-time
 * code, order, SMS and payment. The shopper's choices are checked, the cart is priced by the one engine, the
 * mobile is confirmed with a code, and then ONE transaction spends the code, prices again from the rows of that
 * moment, spends the promo code, writes the order, claims the idempotency key with the reply and, last, takes the
 * units with conditional updates. The bank's form is signed after the commit; if that fails the order is cancelled
 * (compensation). Placement is 12 database round trips on PostgreSQL (decisions 0045, 0051 and 0069: each costs CPU
 * in the API process and in the database, and the popular product's row stays locked from the stock update to the
 * commit): no read before BEGIN (the code is spent by the transaction's first statement), the open-unpaid limit and
 * the buyer's purchase facts in one read, and the order's SMS written already claimed, so only its send is after.
 */
export class CheckoutService {
  constructor(
    private readonly deps: {
      database: Database;
      cart: CartService;
      orders: OrdersService;
      otp: OneTimeCodes;
      payments: PaymentStarter;
      branches: BranchSource;
      addresses: SavedAddresses;
      i18n: I18n;
      config: Pick<Config, 'business' | 'payments' | 'orderLimits'>;
    },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(input: CheckoutRequest, ctx: CheckoutContext): Promise<Result<CheckoutReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const key = ctx.idempotencyKey;
    if (!key || !KEY.test(key)) return fail('invalid', 'orders.error.idempotencyKey');
    const hash = requestHash(input);
    const addressed = await this.withSavedAddress(input, ctx, null);
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
      const checked = await this.check(input, this.deps.cart.repo, null, undefined, ctx.customer?.userId ?? null);
      if (!checked.ok) return checked;
      // too many open unpaid orders: told now, so no code is sent for an order that would be refused (decision 0062)
      const limited = await this.deps.orders.openUnpaidLimit(null, mobile, ctx.customer?.userId ?? null);
      if (limited) return limited;
      const issued = await this.deps.otp.issue({ purpose: OPERATION, mobile, clientIp: ctx.clientIp, lang });
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
      purpose: OPERATION,
    });
    if (!checked.ok && checked.reason === 'wrong')
      return fail('invalid', 'validation.failed', { otpCode: 'otp.wrongCode' }, { count: checked.attemptsLeft });
    // a twin of this request (same key) may have spent the code a moment ago: answer what it answered
    const twin = await this.twin(key, hash);
    if (twin) return twin;
    // the right code for a challenge that was open when checked again: it closed between the two (expired at that moment)
    return this.codeGone(lang, checked.ok ? 'expired' : checked.reason);
  }

  /** The answer already given to this key, if any (a repeated submit). */
  private async twin(key: string, hash: string): Promise<Result<CheckoutReply> | null> {
    const stored = await new IdempotencyRepo(this.deps.database.db).find(OPERATION, key);
    return stored ? this.replay(stored, hash) : null;
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
      const tree = await this.deps.cart.categoryTree();
      placed = await this.deps.database.db
        .transaction()
        .execute((tx) => this.place(tx, input, key, hash, ctx, code, tree));
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
      await new IdempotencyRepo(this.deps.database.db).setReply(OPERATION, key, JSON.stringify({ failure: failed }));
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
    await new IdempotencyRepo(this.deps.database.db).setReply(OPERATION, key, JSON.stringify(reply));
    return ok(reply);
  }

  private replay(stored: { requestHash: string; reply: string }, hash: string): Result<CheckoutReply> {
    if (stored.requestHash !== hash) return fail('conflict', 'orders.error.idempotencyConflict');
    const saved = JSON.parse(stored.reply) as CheckoutReply | { failure: Failure };
    return 'failure' in saved ? saved.failure : ok(saved);
  }

  /**
   * A saved address chosen at checkout (`isMyAddress` with `myAddress`, CHK-1, CHK-15) fills city, district, place and
   * address from the customer's own row. A guest gets the field error with the others (`check`); a customer naming
   * an address that is not one of theirs (another customer's, or one removed) is told so, and one with no saved
   * address at all too.
   */
  private async withSavedAddress(
    input: CheckoutRequest,
    ctx: CheckoutContext,
    tx: Kysely<DB> | null,
  ): Promise<Result<CheckoutRequest>> {
    if (!input.isMyAddress || input.delivery !== 'delivery') return ok(input);
    if (!ctx.customer) return ok({ ...input, place: null });
    const saved = await this.deps.addresses.address(tx, ctx.customer.userId, input.myAddress ?? null);
    if (!saved)
      return fail('invalid', 'validation.failed', {
        myAddress: input.myAddress ? 'orders.error.notYourAddress' : 'orders.error.noAddressSaved',
      });
    return ok({
      ...input,
      city: saved.cityId,
      district: saved.districtId,
      place: saved.placeId,
      address: saved.address,
    });
  }

  /**
   * Every rule beyond the schema, and the price: terms, delivery and pickup fields, cash only at pickup, the
   * installment card and months the engine allows, a cart that can be bought as it stands.
   */
  private async check(
    input: CheckoutRequest,
    repo: CartRepo,
    tx: Kysely<DB> | null = null,
    tree?: CategoryTree,
    customerId: number | null = null,
    history: { facts(mobile: string | null): Promise<CustomerFacts> } = this.deps.orders.historyOn(tx),
  ): Promise<Result<Quote>> {
    const errors: FieldErrors = {};
    const { business } = this.deps.config;
    if (input.source === 'checkout' && input.terms !== true) errors.terms = 'validation.required';
    // at most ORDER_MAX_QTY_PER_PRODUCT units of one product in one order (decision 0062), on the line
    const { maxQtyPerProduct } = this.deps.config.orderLimits;
    for (const i of overQtyLimit(input.cart, maxQtyPerProduct)) errors[`cart.${i}.qty`] = 'orders.error.maxQty';
    if (!business.deliveryTypes.includes(input.delivery)) errors.delivery = 'cart.error.deliveryType';
    if (!business.paymentTypes.includes(input.payment)) errors.payment = 'cart.error.paymentType';
    if ((input.isMyAddress || input.myAddress) && input.delivery === 'delivery' && !input.place)
      errors.myAddress = 'orders.error.noSavedAddresses';
    if (input.delivery === 'delivery') {
      for (const f of ['city', 'district', 'place', 'address'] as const)
        if (!input[f]) errors[f] = 'validation.required';
      if (input.payment === 'cash') errors.payment = 'orders.error.cashOnlyPickup';
    } else {
      if (!input.branch) errors.branch = 'validation.required';
      else if (!(await this.deps.branches.branchExists(input.branch, tx))) errors.branch = 'validation.invalidValue';
      // a gift is delivered to someone else's address: with pickup there is no delivery to send it to (decision 0057)
      if (input.gift) errors.gift = 'checkout.errors.giftPickup';
    }
    if (input.payment === 'installment') {
      if (!input.creditCard) errors.creditCard = 'validation.required';
      if (!input.creditMonth) errors.creditMonth = 'validation.required';
    }
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors, { count: maxQtyPerProduct });

    const quoted = await this.deps.cart.quote(
      {
        cart: input.cart,
        // an order never carries a size its product does not come in (decision 0065)
        foreignSizes: 'refuse',
        lang: input.lang,
        mobile: input.mobile,
        city: input.delivery === 'delivery' ? input.city : null,
        district: input.delivery === 'delivery' ? input.district : null,
        place: input.delivery === 'delivery' ? input.place : null,
        delivery: input.delivery,
        payment: input.payment,
        promoCode: input.promoCode,
        // an order's reward code works for its mobile or its customer's account (decision 0027)
        customerId,
      },
      repo,
      history,
      tree,
    );
    if (!quoted.ok) return quoted;
    const r = quoted.data.priced;
    const problem = this.problem(r, input);
    return problem ?? quoted;
  }

  /** Why a priced cart cannot become an order as it stands (the shopper must look at the cart again). */
  private problem(r: PricingResult, input: CheckoutRequest): Failure | null {
    if (r.removeProducts.length) return fail('conflict', 'orders.error.productsGone');
    if (r.summary.error === 'cart.error.sold') return fail('conflict', 'cart.error.sold');
    const reduced = r.items.find((l) => l.problem === 'qtyReduced' && l.giftOf === null);
    if (reduced) return fail('conflict', 'orders.error.qtyChanged', undefined, { qty: reduced.qty });
    if (input.promoCode?.trim() && r.promoCodeMessage?.type === 'error')
      return fail('invalid', 'validation.failed', { promoCode: r.promoCodeMessage.key }, r.promoCodeMessage.vars);
    if (input.payment === 'installment') {
      const months = r.installmentMonths[input.creditCard ?? ''];
      if (!r.isInstallment || !months)
        return fail('invalid', 'validation.failed', { creditCard: 'cart.error.installment' });
      if (!months.includes(input.creditMonth ?? 0))
        return fail('invalid', 'validation.failed', { creditMonth: 'orders.error.installmentMonths' });
    }
    if (r.summary.error) return fail('conflict', r.summary.error);
    return null;
  }

  /**
   * The one transaction that places the order; throws Abort to roll back with an answer. The code is spent first
   * (a twin request with the same key waits here for our commit, then finds the code spent and answers our reply);
   * the stock comes last, so a popular product's row stays locked (PostgreSQL) only from its update to the commit.
   */
  private async place(
    tx: Kysely<DB>,
    input: CheckoutRequest,
    key: string,
    hash: string,
    ctx: CheckoutContext,
    code: TypedCode | null,
    tree: CategoryTree,
  ): Promise<{ order: OrderRow; texts: ClaimedText[]; reply: CheckoutReply }> {
    const lang = input.lang ?? DEFAULT_LANG;
    const at = this.now();
    const iso = at.toISOString();
    const token = randomBytes(24).toString('base64url');
    // the limit of open unpaid orders, counted under the buyer's lock (decision 0062): of several placements at once
    // by one mobile or account, only as many as the limit allows pass. With a code, the statement that spends it takes
    // the lock too (PostgreSQL; decision 0069); the count is the next statement, so it sees every order committed
    // before the lock was granted
    const customerId = ctx.customer?.userId ?? null;
    const orders = new OrdersRepo(tx, this.deps.database.dialect);
    if (code !== null) {
      const locks = OrdersRepo.buyerLocks(this.deps.database.dialect, input.mobile!, customerId);
      if (!(await this.deps.otp.consumeCode(tx, { ...code, mobile: input.mobile!, purpose: OPERATION }, locks)))
        throw CODE_REFUSED;
    } else await orders.lockBuyer(input.mobile!, customerId);
    // the limit and the buyer's purchase facts (new-customer discount, loyalty) in one statement (decision 0069)
    const { limited, history } = await this.deps.orders.placementFacts(tx, input.mobile!, ctx.customer?.userId ?? null);
    if (limited) throw new Abort(limited, true);
    // priced again from the rows of this moment: prices, promo code and stock as they are now
    const quoted = await this.check(input, new CartRepo(tx), tx, tree, ctx.customer?.userId ?? null, history);
    if (!quoted.ok) throw new Abort(quoted);
    const { priced, products } = quoted.data;
    // the shopper's units must all be there; gifts go with them as far as their stock lasts
    const units = new Map<number, { required: number; optional: number }>();
    for (const l of priced.items) {
      const u = units.get(l.id) ?? { required: 0, optional: 0 };
      if (l.giftOf === null) u.required += l.qty;
      else u.optional += l.qty;
      units.set(l.id, u);
    }
    const labels = new Map(
      [...units.keys()].map((id) => [
        id,
        { sku: products.get(id)?.sku ?? '', title: products.get(id)?.titles[lang] ?? '' },
      ]),
    );

    const s = priced.summary;
    const payment = input.payment;
    const status = initialStatus(payment);
    const lines: PlacedOrderLine[] = priced.items.map((l, i) => ({
      position: i,
      product_id: l.id,
      sku: labels.get(l.id)?.sku ?? '',
      title: labels.get(l.id)?.title ?? '',
      size: l.size,
      qty: l.qty,
      unit_price: l.unitPrice,
      unit_price_old: l.unitPriceOld,
      line_total: l.lineTotal,
      campaign_discount: l.discounts.campaign,
      basket_discount: l.discounts.basket,
      same_category_discount: l.discounts.sameCategory,
      cash_discount: l.discounts.cash,
      payable: l.payable,
      gift_of: l.giftOf,
      coupons: l.coupons,
    }));
    const delivery = input.delivery === 'delivery';
    const gift = input.gift ?? null;
    // the order, its lines and its history's first line together (one statement on PostgreSQL)
    const inserted = await orders.place(
      {
        token,
        status,
        lang,
        customer_id: ctx.customer?.userId ?? null,
        full_name: input.fullName,
        email: input.email ?? null,
        mobile: input.mobile!,
        country: 'AZ',
        delivery_type: input.delivery,
        city_id: delivery ? (input.city ?? null) : null,
        district_id: delivery ? (input.district ?? null) : null,
        place_id: delivery ? (input.place ?? null) : null,
        branch_id: delivery ? null : (input.branch ?? null),
        address: delivery ? (input.address ?? null) : null,
        payment_type: payment,
        credit_card: payment === 'installment' ? (input.creditCard ?? null) : null,
        credit_months: payment === 'installment' ? (input.creditMonth ?? null) : null,
        gift_first_name: gift?.giftFirstName ?? null,
        gift_last_name: gift?.giftLastName ?? null,
        gift_mobile: gift?.giftMobile ?? null,
        gift_note: gift?.giftNote || null,
        promo_code_id: null,
        promo_code: quoted.data.promoApplied,
        sub_total: s.subTotal,
        campaign_discount: s.campaignDiscount,
        basket_discount: s.basketDiscount,
        same_category_discount: s.sameCategoryDiscount,
        cash_discount: s.cashDiscount,
        new_customer_discount: s.newCustomerDiscount,
        loyalty_discount: s.loyaltyDiscount,
        promo_discount: s.promoCodeDiscount,
        delivery_price: s.delivery,
        total: s.total,
        loyalty: s.loyalty ? 1 : 0,
        coupons: priced.coupons,
        // the reward for the next order comes when this one is paid or delivered, never at placement (decision 0027)
        reward_code_id: null,
        paid: 0,
        paid_at: null,
        payment_expires_at:
          payment === 'cash'
            ? null
            : new Date(at.getTime() + this.deps.config.payments.timeoutMinutes * 60_000).toISOString(),
        holds_stock: 1,
        opened_at: null,
        client_ip: ctx.clientIp,
        created_at: iso,
        updated_at: iso,
        source: input.source,
        buyer_key: ctx.buyerKey ? buyerKeyHash(ctx.buyerKey) : null,
      },
      lines,
      { to: status, actor: 'customer', note: null },
    );
    const orderId = inserted.id;
    let promoCodeId: number | null = null;
    if (quoted.data.promoApplied) {
      const spent = await new PromoUsesRepo(tx).spend(quoted.data.promoApplied, input.mobile!, orderId, iso);
      if (!spent.ok)
        throw new Abort(
          fail('conflict', 'validation.failed', {
            promoCode:
              spent.reason === 'usedByMobile'
                ? 'promo.usedByYou'
                : spent.reason === 'inactive'
                  ? 'promo.inactive'
                  : 'promo.usedUp',
          }),
        );
      await orders.setPromoCode(orderId, spent.id);
      promoCodeId = spent.id;
    }
    const order = quoted.data.promoApplied ? { ...inserted, promo_code_id: promoCodeId } : inserted;
    const texts = payment === 'cash' ? await this.deps.orders.placed(tx, order) : [];
    const reply: CheckoutReply =
      payment === 'cash'
        ? { next: 'done', token, orderId, total: s.total }
        : // until the bank's form is signed (after the commit), a repeat of this request is sent to the order page
          { next: 'redirect', token, orderId, total: s.total, paymentUrl: `/order?token=${token}` };
    // the key with its reply: a twin that got this far (a signed-in customer's, with no code to spend) waits here
    // for our commit, then answers our reply
    const idem = new IdempotencyRepo(tx);
    if (!(await idem.claim(OPERATION, key, hash, JSON.stringify(reply), iso))) {
      const stored = await idem.find(OPERATION, key);
      throw new Abort(stored ? this.replay(stored, hash) : fail('conflict', 'orders.error.idempotencyConflict'));
    }
    // stock last: a popular product's row stays locked (PostgreSQL) only from here to the commit
    const { short, optionalTaken } = await new StockRepo(tx).take(units);
    if (short !== null)
      throw new Abort(
        fail('conflict', 'orders.error.outOfStock', undefined, { title: labels.get(short)?.title ?? String(short) }),
      );
    await this.trimGifts(orders, orderId, units, optionalTaken);
    return { order, texts, reply };
  }

  /**
   * "Pay again" (decision 0057): a new payment attempt for an order still awaiting the bank — the bank never answered
   * the last one (the shopper closed its page, or the bank's answer was lost). One transaction claims the
   * `Idempotency-Key`, checks the rules (`domain/orders/pay-again.ts`) and gives the order a new payment window by one
   * conditional update (still awaiting, deadline not passed, the latest window at least PAY_AGAIN_AFTER_SECONDS old —
   * so two presses at once make one attempt); the bank's form is signed after the commit, for the order's stored total
   * (the order's price was fixed when it was placed). A repeat with the same key answers the same form.
   */
  async payAgain(
    input: { token: string; lang?: Lang | undefined },
    ctx: PayAgainContext,
  ): Promise<Result<PayAgainReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const key = ctx.idempotencyKey;
    if (!key || !KEY.test(key)) return fail('invalid', 'orders.error.idempotencyKey');
    const hash = createHash('sha256').update(`payAgain:${input.token}`).digest('hex');
    const { database, config } = this.deps;
    const stored = await new IdempotencyRepo(database.db).find(PAY_AGAIN, key);
    if (stored) return this.replayPayAgain(stored, hash);
    let order: OrderRow;
    try {
      order = await database.db.transaction().execute(async (tx) => {
        const repo = new OrdersRepo(tx);
        const o = await repo.byToken(input.token);
        if (!o) throw new Refused(fail('notFound', 'orders.notFound'));
        const attempts = await repo.attempts(o.id);
        const now = this.now();
        const iso = now.toISOString();
        const rule = payAgain(
          {
            status: isOrderStatus(o.status) ? o.status : 'new',
            payment: o.payment_type as 'card',
            expiresAt: o.payment_expires_at,
            latestAttemptAt: attempts.latestAt,
            attempts: attempts.count,
          },
          now,
        );
        if (!rule.ok)
          throw new Refused(
            fail(rule.reason === 'tooSoon' ? 'conflict' : 'invalid', REFUSAL_KEYS[rule.reason], undefined, {
              seconds: rule.inSeconds,
            }),
          );
        const window = config.payments.timeoutMinutes * 60_000;
        const until = new Date(now.getTime() + window);
        // the gate: still awaiting, not expired, and the window now running began at least PAY_AGAIN_AFTER_SECONDS ago
        const notAfter = new Date(until.getTime() - PAY_AGAIN_AFTER_SECONDS * 1000).toISOString();
        if (!(await repo.extendPayment(o.id, iso, until.toISOString(), notAfter)))
          throw new Refused(fail('conflict', REFUSAL_KEYS.tooSoon, undefined, { seconds: PAY_AGAIN_AFTER_SECONDS }));
        await repo.event(
          o.id,
          'awaiting_payment',
          'awaiting_payment',
          'customer',
          `payment started again (attempt ${attempts.count + 1})`,
          iso,
        );
        // until the bank's form is signed (after the commit), a twin of this request is sent to the order page
        const pending: CheckoutReply = {
          next: 'redirect',
          token: o.token,
          orderId: o.id,
          total: o.total,
          paymentUrl: `/order?token=${o.token}`,
        };
        const idem = new IdempotencyRepo(tx);
        if (!(await idem.claim(PAY_AGAIN, key, hash, JSON.stringify(pending), iso))) {
          const twin = await idem.find(PAY_AGAIN, key);
          throw new Refused(
            twin ? this.replayPayAgain(twin, hash) : fail('conflict', 'orders.error.idempotencyConflict'),
          );
        }
        return o;
      });
    } catch (e) {
      if (e instanceof Refused) return e.result;
      throw e;
    }
    const kind = order.payment_type === 'installment' ? 'installment' : 'card';
    const started = await this.deps.payments.start(
      {
        id: order.id,
        total: order.total,
        kind,
        creditCard: order.credit_card,
        creditMonths: order.credit_months,
        email: order.email,
        lang,
        description: this.deps.i18n.t(lang, 'orders.paymentDescription', { id: order.id }),
      },
      ctx.origin,
    );
    const idem = new IdempotencyRepo(database.db);
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

  private replayPayAgain(stored: { requestHash: string; reply: string }, hash: string): Result<PayAgainReply> {
    if (stored.requestHash !== hash) return fail('conflict', 'orders.error.idempotencyConflict');
    const saved = JSON.parse(stored.reply) as PayAgainReply | CheckoutReply | { failure: Failure };
    if ('failure' in saved) return saved.failure;
    // a twin still signing its form: the order page shows where the payment stands
    if (saved.next !== 'azericard') return fail('conflict', 'orders.payAgain.busy');
    return ok(saved as PayAgainReply);
  }

  /** Gift lines whose stock ran out meanwhile get what was left (0 ₼ lines: the totals do not change). */
  private async trimGifts(
    orders: OrdersRepo,
    orderId: number,
    units: ReadonlyMap<number, { optional: number }>,
    taken: ReadonlyMap<number, number>,
  ): Promise<void> {
    const short = [...units].filter(([id, u]) => u.optional > (taken.get(id) ?? 0));
    if (!short.length) return;
    const left = new Map(short.map(([id]) => [id, taken.get(id) ?? 0]));
    for (const line of await orders.lines(orderId)) {
      if (line.gift_of === null || !left.has(line.product_id)) continue;
      const qty = Math.min(line.qty, left.get(line.product_id)!);
      left.set(line.product_id, left.get(line.product_id)! - qty);
      await orders.setLineQty(line.id, qty);
    }
  }
}
