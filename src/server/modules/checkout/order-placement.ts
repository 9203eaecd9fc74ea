import { randomBytes } from 'node:crypto';
import type { CheckoutReply, CheckoutRequest } from '../../../domain/api/checkout.ts';
import { DEFAULT_LANG } from '../../../domain/i18n.ts';
import { initialStatus } from '../../../domain/orders/status.ts';
import type { Config } from '../../config.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, type Result } from '../../platform/errors.ts';
import type { CategoryTree } from '../cart/cart.repo.ts';
import type { PromoCodesService } from '../cart/promo-codes.service.ts';
import type { StockService } from '../catalog/stock.service.ts';
import type { ClaimedText } from '../orders/orders-deps.ts';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { CheckoutContext, OneTimeCodes } from './checkout-ports.ts';
import { replayCheckout } from './checkout-replies.ts';
import type { CheckoutRules } from './checkout-rules.ts';
import type { Turn } from './take-turns.ts';
import { IdempotencyRepo } from './idempotency.repo.ts';
import { labelsOf, orderLines, orderRow, unitsOf } from './order-row.ts';

export const CHECKOUT = 'checkout';

/** A failure found inside the transaction: thrown to roll it back, caught outside and answered. */
export class Abort extends Error {
  constructor(
    readonly result: Result<CheckoutReply>,
    /** the one-time code could no longer be spent, or the buyer's open orders were at the limit: a twin of this request may have placed it */
    readonly twinMayAnswer = false,
  ) {
    super('checkout aborted');
  }
}

/** Thrown when the transaction's first statement could not spend the code: rolled back, then told why (`codeRefused`). */
export const CODE_REFUSED = new Error('the code could not be spent');

/** The code step's token and the code the shopper typed. */
export interface TypedCode {
  token: string;
  code: string;
}

/** What one placement is: the request, its key and hash, who asks, the code typed (none for a confirmed mobile). */
export interface Placing {
  input: CheckoutRequest;
  key: string;
  hash: string;
  ctx: CheckoutContext;
  code: TypedCode | null;
  /** the category tree, read before the transaction (on SQLite a read beside it would wait for it) */
  tree: CategoryTree;
}

/**
 * The one transaction that places an order (CHK-10, decisions 0008, 0045, 0069), in the unit of work of that
 * transaction, which it hands to every module it asks: the code is spent first (a twin request with the same key waits
 * here for our commit, then finds the code spent and answers our reply); on PostgreSQL the order's own statement
 * takes the stock (decision 0101), so a popular product's rows stay locked only from that statement to the commit;
 * this process's orders of a product wait for that commit in `turn` (decision 0100), other instances' on the
 * products' advisory locks, not on the rows. On SQLite the stock is taken last. Throws Abort to roll back with an
 * answer.
 */
export class OrderPlacement {
  constructor(
    private readonly deps: {
      orders: OrdersService;
      otp: OneTimeCodes;
      promoCodes: PromoCodesService;
      stock: StockService;
      rules: CheckoutRules;
      config: Pick<Config, 'payments'>;
    },
    private readonly now: () => Date,
  ) {}

  async place(
    uow: UnitOfWork,
    { input, key, hash, ctx, code, tree }: Placing,
    turn: Turn,
  ): Promise<{ order: OrderRow; texts: ClaimedText[]; reply: CheckoutReply }> {
    const { orders } = this.deps;
    const lang = input.lang ?? DEFAULT_LANG;
    const at = this.now();
    const iso = at.toISOString();
    const token = randomBytes(24).toString('base64url');
    // the limit of open unpaid orders, counted under the buyer's lock (decision 0062): of several placements at once
    // by one mobile or account, only as many as the limit allows pass. With a code, the statement that spends it takes
    // the lock too (PostgreSQL; decision 0069). Then the limit and the buyer's purchase facts (new-customer discount,
    // loyalty) in one statement (decision 0069), and the order priced again from the rows of this moment — prices,
    // promo code and stock as they are now. All three are written together (decisions 0099, 0102; on PostgreSQL one
    // round trip with the transaction's BEGIN) and run in the order written — each is written when it is started, as
    // `checkout.statements.integration.test.ts` checks —: the count starts once the lock is granted, so it sees every
    // order committed before. The price waits for the buyer's history. A refused code is answered first, then a buyer
    // at the limit (the reads after them were in vain, rolled back).
    const customerId = ctx.customer?.userId ?? null;
    const quoted = await uow.together(async (both) => {
      const spent =
        code !== null
          ? this.deps.otp.consumeCode(
              both,
              { ...code, mobile: input.mobile!, purpose: CHECKOUT },
              orders.buyerLocks(input.mobile!, customerId),
            )
          : orders.lockBuyer(both, input.mobile!, customerId).then(() => true);
      const facts = orders.placementFacts(both, input.mobile!, customerId);
      const history = { facts: (m: string | null) => facts.then((f) => f.history.facts(m)) };
      const quoting = this.deps.rules.check(input, both, customerId, { tree, history });
      // answered below, or not needed: a refused code, the limit's refusal or an error before them is thrown first
      facts.catch(() => undefined);
      quoting.catch(() => undefined);
      if (!(await spent)) throw CODE_REFUSED;
      const { limited } = await facts;
      if (limited) throw new Abort(limited, true);
      return quoting;
    });
    if (!quoted.ok) throw new Abort(quoted);
    const { priced, products } = quoted.data;
    const units = unitsOf(priced);
    const labels = labelsOf(units.keys(), products, lang);
    const payment = input.payment;
    const status = initialStatus(payment);
    const paymentMinutes = this.deps.config.payments.timeoutMinutes;
    const total = priced.summary.total;
    const replyOf = (orderId: number): CheckoutReply =>
      payment === 'cash'
        ? { next: 'done', token, orderId, total }
        : // until the bank's form is signed (after the commit), a repeat of this request is sent to the order page
          { next: 'redirect', token, orderId, total, paymentUrl: `/order?token=${token}` };
    // this process's orders of a product take turns from here to their transaction's end (decision 0100); on
    // PostgreSQL the products' advisory locks are written with the order's statement, so an order of another instance
    // waits for our commit on them, not on the stock rows (decision 0101)
    await turn.wait(units.keys());
    const pickup = input.delivery === 'pickup' && input.branch ? input.branch : null;
    const from = pickup !== null ? { pickup } : 'delivery';
    // the order, its lines and its history's first line together; on PostgreSQL the same statement claims the key
    // with its reply (decision 0089): a twin that got this far (a signed-in customer's, with no code to spend) waits
    // there for our commit, then answers our reply; a cash order's SMS is composed now: on PostgreSQL the same
    // statement writes it (decision 0095); and, once the key is claimed, takes each product's units whole from its
    // first location, answering how many products it took (decision 0101) — a popular product's rows stay locked from
    // here to the commit, the next round trip
    const row = orderRow(input, ctx, quoted.data, { token, status, lang, at, paymentMinutes });
    const text = payment === 'cash' ? orders.placedText(row) : null;
    const claim = { operation: CHECKOUT, key, requestHash: hash, at: iso, ...replyAround(replyOf(ORDER_ID_MARK)) };
    const {
      row: inserted,
      keyClaimed,
      textId,
      joined,
    } = await uow.together(async (both) => {
      // written together, answered in order: the locks first (decision 0101)
      const [, placed] = await Promise.all([
        this.deps.stock.lockTakes(both, units.keys()),
        orders.placeOrder(
          both,
          row,
          orderLines(priced, labels),
          { to: status, actor: 'customer', note: null },
          {
            claim,
            sms: text?.claim,
            joined: this.deps.stock.firstTakes(both, units, from) ?? undefined,
          },
        ),
      ]);
      return placed;
    });
    if (keyClaimed === false) await this.keyTaken(uow, key, hash);
    const orderId = inserted.id;
    let promoCodeId: number | null = null;
    if (quoted.data.promoApplied) {
      const spent = await this.deps.promoCodes.spend(uow, quoted.data.promoApplied, input.mobile!, orderId, iso);
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
      await orders.setPromoCode(uow, orderId, spent.id);
      promoCodeId = spent.id;
    }
    const order = quoted.data.promoApplied ? { ...inserted, promo_code_id: promoCodeId } : inserted;
    const texts = text ? await orders.placed(uow, order, text, textId) : [];
    const reply = replyOf(orderId);
    // SQLite: the key with its reply now (the same wait for a twin's commit)
    if (
      keyClaimed === null &&
      !(await uow.repo(IdempotencyRepo).claim(CHECKOUT, key, hash, JSON.stringify(reply), iso))
    )
      await this.keyTaken(uow, key, hash);
    // the units the order's statement did not take (SQLite: all; PostgreSQL: those short at their first location and
    // the products after them, split over the locations)
    const { short, optionalTaken } = await this.deps.stock.take(uow, orderId, units, from, joined ?? 0);
    // the pickup branch was closed meanwhile (the take is its check in this transaction, decision 0095)
    if (short !== null && pickup !== null && !(await this.deps.rules.branchExists(uow, pickup)))
      throw new Abort(fail('invalid', 'validation.failed', { branch: 'validation.invalidValue' }));
    // the pickup branch lacks a line (the shop's sum may still hold it): the branch is the field to change (decision 0090)
    if (short !== null && pickup !== null)
      throw new Abort(
        fail(
          'conflict',
          'validation.failed',
          { branch: 'checkout.branchMissingLines' },
          {
            title: labels.get(short)?.title ?? String(short),
          },
        ),
      );
    if (short !== null)
      throw new Abort(
        fail('conflict', 'orders.error.outOfStock', undefined, { title: labels.get(short)?.title ?? String(short) }),
      );
    await orders.trimGifts(uow, orderId, units, optionalTaken);
    return { order, texts, reply };
  }

  /** Another request holds the key: roll back, answering its reply (a twin) or a conflict. */
  private async keyTaken(uow: UnitOfWork, key: string, hash: string): Promise<never> {
    const stored = await uow.repo(IdempotencyRepo).find(CHECKOUT, key);
    throw new Abort(stored ? replayCheckout(stored, hash) : fail('conflict', 'orders.error.idempotencyConflict'));
  }
}

/** Stands for the order's id in a reply written before the id exists (no real order has a negative id). */
const ORDER_ID_MARK = -1;

/** A reply's JSON around its order id, for the statement that makes the id (`KeyClaim`). */
function replyAround(reply: CheckoutReply): { replyHead: string; replyTail: string } {
  const json = JSON.stringify(reply);
  const mark = `"orderId":${ORDER_ID_MARK}`;
  const at = json.indexOf(mark);
  return {
    replyHead: json.slice(0, at + mark.length - String(ORDER_ID_MARK).length),
    replyTail: json.slice(at + mark.length),
  };
}
