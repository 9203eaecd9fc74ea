import type { OrderBranch, OrderConfirmation, OrderDetails, RetryDraft } from '../../../domain/api/orders.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { declineReason } from '../../../domain/orders/decline-reasons.ts';
import { payAgain } from '../../../domain/orders/pay-again.ts';
import { rewardEarned } from '../../../domain/orders/rewards.ts';
import { shopperMayCancel, shopperMayPayCash } from '../../../domain/orders/shopper-choices.ts';
import { countsAsPurchase, isFailed } from '../../../domain/orders/status.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { NO_VIEWER, ownsOrder, type OrderViewer } from './buyer-key.ts';
import { OrderPageRepo } from './order-page.repo.ts';
import { orderLine, orderTotals, type LineCard } from './order-view.ts';
import { statusOf, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderLineRow, type OrderRow } from './orders.repo.ts';
import { RewardsRepo } from './rewards.repo.ts';

type Titled = { title_az: string; title_ru: string; title_en: string } | undefined;
const titleIn = (row: Titled, lang: Lang): string | null => (row ? row[`title_${lang}`] : null);
const parseMobiles = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** The order page (ORD-4, ORD-6) and "Repeat checkout" of a failed order (decision 0057): reads only. */
export class OrderPage {
  constructor(private readonly deps: OrdersDeps) {}

  private get repo() {
    return this.deps.connection.shared.repo(OrdersRepo);
  }

  private get pages() {
    return this.deps.connection.shared.repo(OrderPageRepo);
  }

  /**
   * The order page (ORD-4, ORD-6): by its unguessable token; the first view is remembered. The token shows
   * what was bought (lines, totals, payment, delivery, the pickup branch); the shopper's own details (`details`) only
   * to `viewer` when it is the order's owner — its customer, or the browser that placed it (decision 0057).
   */
  async confirmation(token: string, lang: Lang, viewer: OrderViewer = NO_VIEWER): Promise<Result<OrderConfirmation>> {
    const order = await this.repo.byToken(token);
    if (!order) return fail('notFound', 'orders.notFound');
    const st = statusOf(order);
    // the purchase event fires on the first view of a real purchase (an order awaiting the bank is not one yet)
    const firstView = countsAsPurchase(st)
      ? await this.repo.markOpened(order.id, this.deps.now().toISOString())
      : false;
    const owner = ownsOrder(order, viewer);
    const [[lines, cards], reward, attempts, branch, details, paymentRow] = await Promise.all([
      this.repo.lines(order.id).then(async (ls) => [ls, await this.cards(ls, lang)] as const),
      // the reward shows once the order has earned it (paid or delivered), never while it waits or after it failed
      order.reward_code_id && rewardEarned({ status: st, paid: order.paid === 1 })
        ? this.deps.connection.shared.repo(RewardsRepo).byId(order.reward_code_id)
        : null,
      order.payment_type === 'cash' ? null : this.repo.attempts(order.id),
      order.delivery_type === 'pickup' && order.branch_id ? this.branch(order.branch_id, lang) : null,
      owner ? this.details(order, lang) : null,
      (order.paid === 1 || st === 'payment_failed') && order.payment_type !== 'cash'
        ? this.pages.latestPayment(order.id)
        : undefined,
    ]);
    const { slowAfterSeconds } = this.deps.config.payments;
    const again = attempts
      ? payAgain(
          {
            status: st,
            payment: order.payment_type as 'card',
            expiresAt: order.payment_expires_at,
            latestAttemptAt: attempts.latestAt,
            attempts: attempts.count,
          },
          this.deps.now(),
          slowAfterSeconds,
        )
      : null;
    const now = this.deps.now().getTime();
    const started = attempts?.latestAt ? Date.parse(attempts.latestAt) : NaN;
    const facts = {
      status: st,
      paid: order.paid === 1,
      payment: order.payment_type as 'card',
      delivery: order.delivery_type as 'pickup',
    };
    const b = this.deps.config.business;
    const cashTaken = b.paymentTypes.includes('cash') && b.deliveryTypes.includes('pickup');
    return ok({
      id: order.id,
      status: st,
      statusText: this.deps.i18n.t(lang, `orders.status.${st}`),
      paid: order.paid === 1,
      payment: order.payment_type as OrderConfirmation['payment'],
      delivery: order.delivery_type as OrderConfirmation['delivery'],
      createdAt: order.created_at,
      total: order.total,
      opened: countsAsPurchase(st) ? !firstView : false,
      promocode: reward
        ? {
            code: reward.code,
            discountType: reward.kind === 'percent' ? 'percent' : 'amount',
            discountAmount: reward.kind === 'percent' ? 0 : reward.value,
            discountPercent: reward.kind === 'percent' ? reward.value : 0,
            validUntil: reward.ends_at,
          }
        : null,
      items: lines
        .filter((l) => l.gift_of === null)
        .map((l) => ({ id: l.product_id, title: l.title, price: l.unit_price, qty: l.qty })),
      lines: lines.map((l) => orderLine(l, cards.get(l.product_id))),
      summary: orderTotals(order),
      installment:
        order.payment_type === 'installment' && order.credit_card && order.credit_months
          ? { card: order.credit_card, months: order.credit_months }
          : null,
      cardMasked: order.paid === 1 && paymentRow?.status === 'approved' ? paymentRow.card_masked : null,
      branch,
      details,
      paymentDeadline: st === 'awaiting_payment' ? order.payment_expires_at : null,
      payAgainInSeconds: !again ? null : again.ok ? 0 : again.reason === 'tooSoon' ? again.inSeconds : null,
      waitedSeconds:
        st === 'awaiting_payment' && Number.isFinite(started) ? Math.max(0, Math.floor((now - started) / 1000)) : null,
      slowAfterSeconds,
      // the shopper's own choices (decision 0078): only the order's owner is offered them
      canCancel: owner && shopperMayCancel(facts),
      canPayCash: owner && shopperMayPayCash(facts, cashTaken),
      declined:
        st === 'payment_failed' && paymentRow?.status === 'declined'
          ? this.deps.i18n.t(lang, `payment.declined.${declineReason(paymentRow.action, paymentRow.rc)}`)
          : null,
    });
  }

  /** Pictures and links of the lines' products while they are sold. */
  private async cards(lines: readonly OrderLineRow[], lang: Lang) {
    if (!this.deps.catalog || !lines.length) return new Map<number, LineCard>();
    const cards = await this.deps.catalog.cards(lang, [...new Set(lines.map((l) => l.product_id))]);
    return new Map(
      cards.map((c) => [c.id, { title: c.title, image: c.image, imageWithPad: c.imageWithPad, href: c.href }]),
    );
  }

  private async branch(id: number, lang: Lang): Promise<OrderBranch | null> {
    const b = await this.pages.branchCard(id);
    if (!b) return null;
    return {
      title: b[`title_${lang}`],
      address: b[`address_${lang}`],
      city: b[`city_${lang}`],
      mobiles: parseMobiles(b.mobiles),
    };
  }

  /** The shopper's own details (the owner's view only). */
  private async details(o: OrderRow, lang: Lang): Promise<OrderDetails> {
    let address: string | null = null;
    if (o.delivery_type === 'delivery') {
      const t = await this.pages.placeTitles(o.city_id, o.district_id, o.place_id);
      address =
        [titleIn(t.city, lang), titleIn(t.district, lang), titleIn(t.place, lang), o.address]
          .filter((x) => x)
          .join(', ') || null;
    }
    return {
      fullName: o.full_name,
      mobile: o.mobile,
      email: o.email,
      address,
      gift:
        o.gift_first_name !== null
          ? {
              firstName: o.gift_first_name,
              lastName: o.gift_last_name ?? '',
              mobile: o.gift_mobile ?? '',
              note: o.gift_note,
            }
          : null,
    };
  }

  /**
   * "Repeat checkout" of a failed order (decision 0057): its own lines (not the gifts, which follow from the rules
   * again) and, for the order's owner only, the details it was placed with. Prices are not part of it: the checkout
   * prices the lines anew. An order that did not fail is `notFound` here (its page is the order page).
   */
  async retryDraft(token: string, viewer: OrderViewer = NO_VIEWER): Promise<Result<RetryDraft>> {
    const o = await this.repo.byToken(token);
    if (!o || !isFailed(statusOf(o))) return fail('notFound', 'orders.notFound');
    const lines = (await this.repo.lines(o.id)).filter((l) => l.gift_of === null && l.qty > 0);
    const items = new Map<number, number>();
    for (const l of lines) items.set(l.product_id, (items.get(l.product_id) ?? 0) + l.qty);
    const delivery = o.delivery_type === 'delivery';
    return ok({
      orderId: o.id,
      fromCart: o.source === 'checkout',
      items: [...items].map(([id, qty]) => ({ id, qty })),
      details: ownsOrder(o, viewer)
        ? {
            fullName: o.full_name,
            email: o.email,
            mobile: o.mobile,
            delivery: delivery ? 'delivery' : 'pickup',
            city: delivery ? o.city_id : null,
            district: delivery ? o.district_id : null,
            place: delivery ? o.place_id : null,
            address: delivery ? o.address : null,
            branch: delivery ? null : o.branch_id,
            payment: o.payment_type as 'cash' | 'card' | 'installment',
            creditCard: o.credit_card,
            creditMonth: o.credit_months,
            promoCode: o.promo_code,
            gift:
              delivery && o.gift_first_name !== null
                ? {
                    giftFirstName: o.gift_first_name,
                    giftLastName: o.gift_last_name ?? '',
                    giftMobile: o.gift_mobile ?? '',
                    giftNote: o.gift_note,
                  }
                : null,
          }
        : null,
    });
  }
}
