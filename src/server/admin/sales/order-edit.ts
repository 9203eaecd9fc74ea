import { createHash } from 'node:crypto';
import type { OrderEditReply, OrderEditRequest } from '../../../domain/api/admin-sales.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { editBlocked, paidLimit } from '../../../domain/orders/order-edit.ts';
import type { PricingResult } from '../../../domain/pricing/types.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import type { CartService, Quote } from '../../modules/cart/cart.service.ts';
import { stockFrom } from '../../../domain/branch-stock.ts';
import type { StockService } from '../../modules/catalog/stock.service.ts';
import { labelsOf, orderLines, unitsOf } from '../../modules/checkout/order-row.ts';
import { IdempotencyRepo } from '../../modules/checkout/idempotency.repo.ts';
import { langOf, statusOf } from '../../modules/orders/orders-deps.ts';
import { OrdersRepo, type OrderLineRow, type OrderRow } from '../../modules/orders/orders.repo.ts';
import type { OrdersService } from '../../modules/orders/orders.service.ts';
import type { SmsService } from '../../modules/sms/sms.service.ts';
import { fail, ok, type Failure, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { recordAudit } from '../audit.ts';
import { inTransaction } from '../in-transaction.ts';
import type { AdminCtx } from '../resource.ts';
import { OrderEditRepo, type EditedOrder } from './order-edit.repo.ts';

const SCOPE = 'admin-order-edit';
const refused = (why: string, vars?: Record<string, string | number>): Failure =>
  fail('conflict', `admin-sales.orders.edit.errors.${why}`, undefined, vars);

/** A preview's answer, thrown to roll back what it moved to price the lines. */
class PreviewDone extends Error {
  constructor(readonly reply: OrderEditReply) {
    super('preview');
  }
}

/**
 * Editing an order before it ships (ADM-19, issue 30, decision 0088; permission `orders.update`). One transaction:
 * the order's units given back, the new lines priced by the pricing engine from the rows of this moment (with the
 * customer facts and promo code the order was placed with), the units taken again by the checkout's conditional
 * updates (short: 409 naming the product, nothing changed), the order updated only at the version the dialog read,
 * the history line with what it was before, the audit row with both versions, and one SMS with the new total in the
 * order's language. A paid order may not cost more than was paid; what it costs less is answered as a refund due.
 * `preview` does the same and rolls it back. A repeated `key` answers the first save.
 */
export class OrderEditAction {
  constructor(
    private readonly d: {
      connection: TransactionalConnection;
      i18n: I18n;
      orders: OrdersService;
      cart: CartService;
      stock: StockService;
      sms: Pick<SmsService, 'enqueueOnce'>;
      now?: () => Date;
    },
  ) {}

  async edit(id: number, input: OrderEditRequest, ctx: AdminCtx): Promise<Result<OrderEditReply>> {
    const tree = await this.d.cart.categoryTree();
    const hash = createHash('sha256')
      .update(JSON.stringify([input.version, input.lines, input.delivery ?? null, input.branch ?? null]))
      .digest('hex');
    const idemKey = `${id}:${input.key}`;
    try {
      return await inTransaction(this.d.connection, async (uow) => {
        const idem = uow.repo(IdempotencyRepo);
        if (!input.preview) {
          const first = await idem.find(SCOPE, idemKey);
          if (first) return this.replay(first, hash);
        }
        const orders = uow.repo(OrdersRepo);
        const order = await orders.byId(id);
        if (!order) return fail('notFound', 'admin.errors.notFound');
        const blocked = editBlocked({
          status: statusOf(order),
          refunded: order.refunded,
          holdsStock: order.holds_stock === 1,
        });
        if (blocked) return refused(blocked);
        if (order.updated_at !== input.version) return refused('changed');
        const place = await this.placeOf(uow, order, input);
        if (!place.ok) return place;
        const before = await orders.lines(id);
        // the order's own units back first, so the engine sees them as the stock they are (rolled back on failure)
        await this.d.stock.giveBack(uow, id, held(before));
        const quoted = await this.quote(uow, order, input, place.data, tree);
        if (!quoted.ok) return quoted;
        const { priced, products } = quoted.data;
        const short = priced.items
          .filter((l) => l.giftOf === null && (l.problem === 'qtyReduced' || l.problem === 'outOfStock'))
          .map((l) => products.get(l.id)?.titles[ctx.lang] ?? String(l.id));
        const s = priced.summary;
        const limit = paidLimit({ paid: order.paid === 1, total: order.total }, s.total);
        const reply = (version: string, saved: boolean): OrderEditReply => ({
          id,
          saved,
          version,
          lines: priced.items.map((l) => ({
            productId: l.id,
            title: products.get(l.id)?.titles[ctx.lang] ?? '',
            size: l.size,
            qty: l.qty,
            unitPrice: l.unitPrice,
            payable: l.payable,
            gift: l.giftOf !== null,
          })),
          subTotal: s.subTotal,
          discounts: s.subTotal + s.delivery - s.total,
          deliveryPrice: s.delivery,
          total: s.total,
          previousTotal: order.total,
          refundDue: limit.refundDue,
          short,
          repeated: false,
        });
        if (input.preview) throw new PreviewDone(reply(order.updated_at, false));
        if (priced.removeProducts.length) return fail('conflict', 'orders.error.productsGone');
        if (short.length) return fail('conflict', 'orders.error.outOfStock', undefined, { title: short[0]! });
        // a line that cannot be sold (sold out, price on request), nothing to buy, or an installment below its minimum
        if (s.error) return fail('conflict', s.error);
        if (limit.refused) return refused('overPaid', { paid: formatMoney(order.total) });

        const at = (this.d.now?.() ?? new Date()).toISOString();
        if (!(await uow.repo(OrderEditRepo).update(id, input.version, edited(priced, place.data), at)))
          return refused('changed');
        const labels = labelsOf(unitsOf(priced).keys(), products, langOf(order));
        await uow.repo(OrderEditRepo).replaceLines(id, orderLines(priced, labels));
        // the units again, by the checkout's conditional updates: never below zero
        const units = unitsOf(priced);
        const taken = await this.d.stock.take(uow, id, units, stockFrom({ ...order, ...place.data }));
        if (taken.short !== null)
          return fail('conflict', 'orders.error.outOfStock', undefined, {
            title: products.get(taken.short)?.titles[ctx.lang] ?? String(taken.short),
          });
        await this.d.orders.trimGifts(uow, id, units, taken.optionalTaken);
        const after = await orders.lines(id);
        const st = statusOf(order);
        await orders.event(
          id,
          st,
          st,
          `staff:${ctx.staff.userId}`,
          `edited: ${formatMoney(order.total)} → ${formatMoney(s.total)}; before: ${describe(before)}` +
            (limit.refundDue ? `; refund due ${formatMoney(limit.refundDue)}` : ''),
          at,
        );
        await recordAudit(uow, ctx.staff, {
          action: 'edit',
          entity: 'orders',
          entityId: id,
          summary: `#${id}: edited, ${formatMoney(order.total)} → ${formatMoney(s.total)}`,
          before: snapshot(order, before),
          after: snapshot({ ...order, ...edited(priced, place.data) }, after),
        });
        await this.d.sms.enqueueOnce(uow, {
          mobile: order.mobile,
          purpose: `order-edit:${at}`,
          body: this.d.i18n.t(langOf(order), 'orders.sms.edited', { id, total: formatMoney(s.total) }),
          orderId: id,
        });
        const answer = reply(at, true);
        if (!(await idem.claim(SCOPE, idemKey, hash, JSON.stringify(answer), at))) return refused('changed');
        return ok(answer);
      });
    } catch (e) {
      if (e instanceof PreviewDone) return ok(e.reply);
      throw e;
    }
  }

  private replay(first: { requestHash: string; reply: string }, hash: string): Result<OrderEditReply> {
    if (first.requestHash !== hash) return fail('conflict', 'orders.error.idempotencyConflict');
    return ok({ ...(JSON.parse(first.reply) as OrderEditReply), repeated: true });
  }

  /** The delivery place or pickup branch after the edit: the order's own, or the new one asked (same kind only). */
  private async placeOf(uow: UnitOfWork, order: OrderRow, input: OrderEditRequest): Promise<Result<Place>> {
    const pickup = order.delivery_type === 'pickup';
    const errors: FieldErrors = {};
    if (input.delivery && pickup) errors.delivery = 'admin-sales.orders.edit.errors.kind';
    if (input.branch && !pickup) errors.branch = 'admin-sales.orders.edit.errors.kind';
    if (input.branch && pickup && !(await uow.repo(OrderEditRepo).branchExists(input.branch)))
      errors.branch = 'validation.invalidValue';
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
    const d = input.delivery;
    return ok({
      city_id: d ? d.city : order.city_id,
      district_id: d ? d.district : order.district_id,
      place_id: d ? d.place : order.place_id,
      address: d ? d.address : order.address,
      branch_id: pickup ? (input.branch ?? order.branch_id) : null,
    });
  }

  /** The new lines priced as the order was placed: its customer facts, its promo code (already spent), its payment. */
  private async quote(
    uow: UnitOfWork,
    order: OrderRow,
    input: OrderEditRequest,
    place: Place,
    tree: Awaited<ReturnType<CartService['categoryTree']>>,
  ): Promise<Result<Quote>> {
    const lang: Lang = langOf(order);
    const delivery = order.delivery_type === 'delivery' ? 'delivery' : 'pickup';
    const facts = {
      facts: async (mobile: string | null) => ({
        mobile,
        loyal: order.loyalty === 1,
        // the new-customer discount stays with an order that had it, and is not given to one that had not
        hasCompletedOrder: order.new_customer_discount === 0,
      }),
    };
    const q = await this.d.cart.quote(
      {
        cart: input.lines.map((l) => ({ id: l.productId, qty: l.qty, size: l.size ?? null })),
        foreignSizes: 'refuse',
        lang,
        mobile: order.mobile,
        city: delivery === 'delivery' ? place.city_id : null,
        district: delivery === 'delivery' ? place.district_id : null,
        place: delivery === 'delivery' ? place.place_id : null,
        delivery,
        payment: order.payment_type === 'cash' ? 'cash' : order.payment_type === 'card' ? 'card' : 'installment',
        promoCode: order.promo_code,
        spentPromo: true,
        customerId: order.customer_id,
      },
      uow,
      facts,
      tree,
    );
    if (q.ok || !q.errors) return q;
    // the cart's field names (`cart.N.size`) as this request's (`lines.N.size`)
    const errors = Object.fromEntries(Object.entries(q.errors).map(([k, v]) => [k.replace(/^cart\./, 'lines.'), v]));
    return { ...q, errors };
  }
}

type Place = Pick<EditedOrder, 'city_id' | 'district_id' | 'place_id' | 'address' | 'branch_id'>;

/** The units an order's lines hold, by product (a unit a refund put back on sale is not held). */
function held(lines: readonly OrderLineRow[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.product_id, (units.get(l.product_id) ?? 0) + l.qty - l.restocked_qty);
  return units;
}

function edited(priced: PricingResult, place: Place): EditedOrder {
  const s = priced.summary;
  return {
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
    coupons: priced.coupons,
    ...place,
  };
}

const describe = (lines: readonly OrderLineRow[]) =>
  lines.map((l) => `${l.title}${l.gift_of !== null ? ' (gift)' : ''} × ${l.qty}`).join(', ');

/** One version of the order as the trail keeps it: its lines, totals and place. */
function snapshot(o: EditedOrder | OrderRow, lines: readonly OrderLineRow[]) {
  return {
    lines: lines.map((l) => ({
      productId: l.product_id,
      title: l.title,
      qty: l.qty,
      payable: l.payable,
      gift: l.gift_of !== null,
    })),
    subTotal: o.sub_total,
    deliveryPrice: o.delivery_price,
    total: o.total,
    branchId: o.branch_id,
    placeId: o.place_id,
    address: o.address,
  };
}
