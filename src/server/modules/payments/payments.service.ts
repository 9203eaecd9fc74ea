import { randomBytes, randomInt } from 'node:crypto';
import type { GatewayForm } from '../../../domain/api/checkout.ts';
import { gatewayCallback, type GatewayCallback, type GatewayCallbackReply } from '../../../domain/api/payments.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { Config } from '../../config.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import { parseWith } from '../../platform/envelope.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { Secrets } from '../../platform/secrets.ts';
import {
  ACTION_APPROVED,
  callbackSignatureValid,
  clip,
  COUNTRY_AZ,
  CURRENCY_AZN,
  DESC_MAX,
  formatAmount,
  formatTimestamp,
  gatewayLang,
  isFresh,
  signRequest,
  TIMESTAMP_TOLERANCE_MS,
  TRTYPE_SALE,
} from './azericard-protocol.ts';
import { gatewaySettings, RETURN_PATH, type GatewaySettings, type Provider } from './gateways.ts';
import { PaymentsRepo, type PaymentOutcome, type PaymentRow } from './payments.repo.ts';

/**
 * What the payments module needs of the orders module: read an order for its payment, and move it when the bank has
 * answered — inside the payment's transaction (its unit of work), so that the payment row and the order change together.
 * Implemented by modules/orders (OrdersService).
 */
interface OrderSettlement {
  forPayment(
    uow: UnitOfWork,
    orderId: number,
  ): Promise<{
    id: number;
    token: string;
    status: OrderStatus;
    total: number;
    lang: Lang;
    email: string | null;
    payment: 'cash' | 'card' | 'installment';
    creditCard: string | null;
    creditMonths: number | null;
  } | null>;
  /** awaiting_payment|payment_failed → paid (retakes stock if it was released; fails 'conflict' if it cannot) */
  markPaid(uow: UnitOfWork, orderId: number, note: string): Promise<Result<void>>;
  /** awaiting_payment → payment_failed, stock back */
  markPaymentFailed(uow: UnitOfWork, orderId: number, note: string): Promise<Result<void>>;
}

interface PaymentStart {
  id: number;
  /** qəpik */
  total: number;
  kind: 'card' | 'installment';
  creditCard: string | null;
  creditMonths: number | null;
  email: string | null;
  lang: Lang;
  /** what the shopper sees on the bank's page (cut to the protocol's 50 characters) */
  description: string;
}

interface StartedPayment {
  next: 'azericard';
  azericard: GatewayForm;
  testGateway: boolean;
}

/** A failure found inside the transaction: thrown to roll it back, caught outside and answered. */
class Abort extends Error {
  constructor(readonly result: Result<GatewayCallbackReply>) {
    super('payment callback aborted');
  }
}

/** Digits of the reference that are random (the last six are the attempt's trace number). */
const RANDOM_DIGITS = 18;
/** Nonces are kept this long: a replay of an older message is refused by its timestamp already. */
const NONCE_KEEP_MS = 3 * TIMESTAMP_TOLERANCE_MS;
const EMAIL_MAX = 80;

const randomDigits = (n: number): string => {
  let s = '';
  while (s.length < n) s += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return s.slice(0, n);
};

const isSettled = (p: PaymentRow): boolean => p.status === 'approved' || p.status === 'declined';

/**
 * Card and installment payments through the Azericard e-commerce gateway (decision 0025).
 * - `start`: one `payments` row per attempt and the signed form the shopper's browser posts to the gateway (the
 *   built-in test bank with PAYMENT_GATEWAY=test — same protocol, own key);
 * - `callback`: the gateway's answer, verified (format, signature, known reference of this provider, terminal,
 *   transaction type, currency, amount, timestamp, unused nonce) before anything changes; then one transaction
 *   records the nonce, the answer on the payment row and moves the order through `OrderSettlement`. A genuine
 *   answer repeated changes nothing and is answered 200;
 * - `returnTarget`: where the shopper's browser goes when the bank sends it back.
 */
export class PaymentsService {
  private readonly settlement: OrderSettlement;
  private readonly connection: TransactionalConnection;
  private readonly config: Pick<Config, 'payments' | 'siteTitle'>;
  private readonly secrets: Pick<Secrets, 'testGatewayKey'>;
  private readonly i18n: I18n;
  private readonly now: () => Date;

  constructor(deps: {
    connection: TransactionalConnection;
    settlement: OrderSettlement;
    config: Pick<Config, 'payments' | 'siteTitle'>;
    secrets: Pick<Secrets, 'testGatewayKey'>;
    i18n: I18n;
    now?: () => Date;
  }) {
    this.connection = deps.connection;
    this.settlement = deps.settlement;
    this.config = deps.config;
    this.secrets = deps.secrets;
    this.i18n = deps.i18n;
    this.now = deps.now ?? (() => new Date());
  }

  private get repo(): PaymentsRepo {
    return this.connection.shared.repo(PaymentsRepo);
  }

  /** The gateway new payments go to (PAYMENT_GATEWAY). */
  get provider(): Provider {
    return this.config.payments.gateway;
  }

  private gateway(provider: Provider): GatewaySettings {
    return gatewaySettings(provider, this.config, this.secrets);
  }

  /** Registers an attempt and signs the form for it. `shopOrigin` is the shop's origin (`https://shop.az`). */
  async start(order: PaymentStart, shopOrigin: string): Promise<Result<StartedPayment>> {
    const gw = this.gateway(this.provider);
    const origin = normalOrigin(shopOrigin);
    if (!origin || !gw.key || !Number.isSafeInteger(order.total) || order.total <= 0)
      return fail('invalid', 'payment.error.start');
    const installment =
      order.kind === 'installment' && order.creditCard && order.creditMonths
        ? { card: order.creditCard, months: order.creditMonths }
        : null;
    const at = this.now();
    let reference: string;
    try {
      reference = await this.connection.transaction(async (uow) => {
        const repo = uow.repo(PaymentsRepo);
        for (let attempt = 0; attempt < 5; attempt++) {
          const provisional = randomDigits(RANDOM_DIGITS + 6);
          const id = await repo.insert({
            orderId: order.id,
            reference: provisional,
            provider: gw.provider,
            kind: order.kind,
            amount: order.total,
            currency: CURRENCY_AZN,
            creditCard: installment?.card ?? null,
            creditMonths: installment?.months ?? null,
            at: at.toISOString(),
          });
          if (id === null) continue;
          // the last six digits are the gateway's trace number: unique per terminal per day, so taken from the row id
          const ref = `${provisional.slice(0, RANDOM_DIGITS)}${String(id % 1_000_000).padStart(6, '0')}`;
          if (ref === provisional || (await repo.setReference(id, ref).catch(() => false))) return ref;
          throw new Error('payment reference collision');
        }
        throw new Error('no free payment reference');
      });
    } catch {
      return fail('unavailable', 'payment.error.start');
    }

    const fields: Record<string, string> = {
      AMOUNT: formatAmount(order.total),
      CURRENCY: CURRENCY_AZN,
      ORDER: reference,
      DESC: this.describe(order.description, installment, order.lang),
      MERCH_NAME: gw.merchName,
      MERCH_URL: origin,
      TERMINAL: gw.terminal,
      EMAIL: order.email && order.email.length <= EMAIL_MAX ? order.email : '',
      TRTYPE: TRTYPE_SALE,
      COUNTRY: COUNTRY_AZ,
      MERCH_GMT: gw.merchGmt,
      TIMESTAMP: formatTimestamp(at),
      NONCE: randomBytes(16).toString('hex').toUpperCase(),
      BACKREF: `${origin}${RETURN_PATH}?ref=${reference}`,
      LANG: gatewayLang(order.lang),
    };
    fields.P_SIGN = signRequest(fields, gw.key);
    return ok({ next: 'azericard', azericard: { url: gw.url(origin), fields }, testGateway: gw.provider === 'test' });
  }

  /** DESC: the order's description, and for an installment the card and months (the protocol has no field for them). */
  private describe(description: string, installment: { card: string; months: number } | null, lang: Lang): string {
    if (!installment) return clip(description, DESC_MAX) || '-';
    const cardKey = `payment.cards.${installment.card}`;
    const card =
      this.i18n.catalogs[lang][cardKey] !== undefined ? this.i18n.t(lang, cardKey) : installment.card.toUpperCase();
    const suffix = this.i18n.t(lang, 'payment.desc.installment', { card, months: installment.months });
    const room = DESC_MAX - Array.from(suffix).length - 3;
    return `${clip(description, Math.max(room, 0))} · ${suffix}`;
  }

  /**
   * The gateway's answer for an attempt. Refused, with nothing changed: a malformed message (`invalid`), a wrong
   * signature (`forbidden`), an unknown reference or one of another provider (`notFound`), another terminal or
   * transaction type, another currency or amount, a timestamp more than an hour off (`invalid`), a nonce seen before
   * or an answer contradicting the one recorded (`conflict`).
   */
  async callback(fields: Record<string, string>, provider: Provider): Promise<Result<GatewayCallbackReply>> {
    const parsed = parseWith(gatewayCallback, fields);
    if (!parsed.ok) return parsed;
    const f = parsed.data;
    const gw = this.gateway(provider);
    if (!gw.key || !callbackSignatureValid(f, gw.key)) return fail('forbidden', 'payment.error.signature');
    const payment = await this.repo.byReference(f.ORDER);
    if (!payment || payment.provider !== provider) return fail('notFound', 'payment.error.unknownOrder');
    if (f.TERMINAL !== gw.terminal) return fail('invalid', 'payment.error.terminal');
    if (f.TRTYPE !== TRTYPE_SALE) return fail('invalid', 'payment.error.transactionType');
    if (f.CURRENCY !== payment.currency) return fail('invalid', 'payment.error.currency');
    // the amount exactly as it was sent (formatAmount: no leading zeros, two decimals), not merely the same sum
    if (f.AMOUNT !== formatAmount(payment.amount)) return fail('invalid', 'payment.error.amount');
    const now = this.now();
    if (!isFresh(f.TIMESTAMP, now)) return fail('invalid', 'payment.error.stale');

    const outcome = this.outcomeOf(f, now);
    const reply = { orderId: payment.order_id, approved: outcome.status === 'approved' };
    let result: Result<GatewayCallbackReply>;
    try {
      result = await this.connection.transaction(async (uow) => {
        const repo = uow.repo(PaymentsRepo);
        const current = await repo.byReference(f.ORDER);
        if (!current) throw new Abort(fail('notFound', 'payment.error.unknownOrder'));
        if (isSettled(current)) return this.repeated(current, outcome, reply);
        if (!(await repo.useNonce(provider, f.NONCE, now.toISOString()))) {
          // the same answer delivered twice at once: the other delivery has settled it by now
          const again = await repo.byReference(f.ORDER);
          if (again && isSettled(again)) return this.repeated(again, outcome, reply);
          throw new Abort(fail('conflict', 'payment.error.replay'));
        }
        if (!(await repo.settle(current.id, outcome))) throw new Abort(fail('conflict', 'payment.error.settled'));
        const note = noteOf(provider, f, outcome);
        const moved =
          outcome.status === 'approved'
            ? await this.settlement.markPaid(uow, current.order_id, note)
            : await this.settlement.markPaymentFailed(uow, current.order_id, note);
        if (!moved.ok) throw new Abort(moved);
        return ok(reply);
      });
    } catch (e) {
      if (e instanceof Abort) return e.result;
      throw e;
    }
    return result;
  }

  /** Housekeeping (jobs.ts): forgets the gateway's nonces past the replay window (their messages are stale anyway). */
  prune(now: Date = this.now()): Promise<number> {
    return this.repo.pruneNonces(new Date(now.getTime() - NONCE_KEEP_MS).toISOString());
  }

  /** A repeat of an answer already recorded: the same outcome changes nothing (200); another one is refused. */
  private repeated(
    current: PaymentRow,
    outcome: PaymentOutcome,
    reply: GatewayCallbackReply,
  ): Result<GatewayCallbackReply> {
    if (current.status !== outcome.status) throw new Abort(fail('conflict', 'payment.error.settled'));
    return ok(reply);
  }

  private outcomeOf(f: GatewayCallback, now: Date): PaymentOutcome {
    const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
    return {
      status: f.ACTION === ACTION_APPROVED ? 'approved' : 'declined',
      action: f.ACTION,
      rc: blank(f.RC),
      approval: blank(f.APPROVAL),
      rrn: blank(f.RRN),
      intRef: blank(f.INT_REF),
      cardMasked: blank(f.CARD),
      cardName: blank(f.NAME),
      at: now.toISOString(),
    };
  }

  /** Where the shopper goes back to after the bank: the order's token, status and language; null for an unknown reference. */
  async returnTarget(reference: string): Promise<{ token: string; status: OrderStatus; lang: Lang } | null> {
    if (!/^\d{6,32}$/.test(reference)) return null;
    const payment = await this.repo.byReference(reference);
    if (!payment) return null;
    const order = await this.settlement.forPayment(this.connection.shared, payment.order_id);
    return order ? { token: order.token, status: order.status, lang: order.lang } : null;
  }

  /** The attempts of an order, oldest first (for the order's history and tests). */
  attempts(orderId: number): Promise<PaymentRow[]> {
    return this.repo.byOrder(orderId);
  }
}

/** "https://shop.az/" → "https://shop.az"; null for anything that is not an http(s) origin. */
function normalOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** The line in the order's history: who answered and what. */
function noteOf(provider: Provider, f: GatewayCallback, o: PaymentOutcome): string {
  const bank = provider === 'test' ? 'test bank' : 'Azericard';
  const parts = [
    `${bank} ${o.status}`,
    `ACTION ${f.ACTION}`,
    o.rc && `RC ${o.rc}`,
    o.approval && `approval ${o.approval}`,
    o.rrn && `RRN ${o.rrn}`,
    o.cardMasked && `card ${o.cardMasked}`,
  ];
  return parts.filter(Boolean).join(', ');
}
