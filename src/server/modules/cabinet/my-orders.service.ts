import {
  ORDERS_PER_PAGE,
  type MyOrderDetail,
  type MyOrderRow,
  type MyOrdersReply,
} from '../../../domain/api/my-orders.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { shopperMayCancel } from '../../../domain/orders/shopper-choices.ts';
import { isOrderStatus } from '../../../domain/orders/status.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CardSource } from '../cart/cart.service.ts';
import { OrderPageRepo } from '../orders/order-page.repo.ts';
import { orderLine, orderTotals } from '../orders/order-view.ts';
import { OrdersRepo, type OrderRow } from '../orders/orders.repo.ts';
import { CabinetRepo } from './cabinet.repo.ts';

/**
 * "My orders" of the cabinet (CAB-5, ORD-3): the signed-in
 * customer's orders (`orders.customer_id`), newest first, 20 a page, and one order's detail. Another customer's
 * order is "not found". Lines show the prices stored with the order; pictures and links come from the catalogue
 * while the product is still sold.
 */
export class MyOrdersService {
  constructor(private readonly deps: { connection: TransactionalConnection; i18n: I18n; catalog: CardSource }) {}

  private get i18n(): I18n {
    return this.deps.i18n;
  }

  private row(o: OrderRow, lang: Lang): MyOrderRow {
    const status = isOrderStatus(o.status) ? o.status : 'new';
    return {
      id: o.id,
      createdAt: o.created_at,
      total: o.total,
      payment: o.payment_type as MyOrderRow['payment'],
      delivery: o.delivery_type as MyOrderRow['delivery'],
      status,
      statusText: this.i18n.t(lang, `orders.status.${status}`),
      canCancel: shopperMayCancel({ status, paid: o.paid === 1 }),
    };
  }

  async list(userId: number, page: number, lang: Lang): Promise<Result<MyOrdersReply>> {
    const repo = this.deps.connection.shared.repo(OrdersRepo);
    const count = await repo.countByCustomer(userId);
    const pages = Math.max(1, Math.ceil(count / ORDERS_PER_PAGE));
    const current = Math.min(Math.max(1, page), pages);
    const rows = count ? await repo.byCustomer(userId, ORDERS_PER_PAGE, (current - 1) * ORDERS_PER_PAGE) : [];
    return ok({
      items: rows.map((o) => this.row(o, lang)),
      pagination: { current, pages, count, limit: ORDERS_PER_PAGE },
    });
  }

  async info(userId: number, id: number, lang: Lang): Promise<Result<MyOrderDetail>> {
    const { shared } = this.deps.connection;
    const repo = shared.repo(OrdersRepo);
    const o = await repo.customerOrder(userId, id);
    if (!o) return fail('notFound', 'orders.notFound');
    const geo = shared.repo(CabinetRepo);
    const [lines, payment, titles, branch] = await Promise.all([
      repo.lines(o.id),
      o.payment_type === 'cash' ? undefined : shared.repo(OrderPageRepo).latestPayment(o.id),
      geo.geographyTitles({
        cities: o.city_id ? [o.city_id] : [],
        districts: o.district_id ? [o.district_id] : [],
        places: o.place_id ? [o.place_id] : [],
      }),
      o.branch_id ? geo.branch(o.branch_id) : undefined,
    ]);
    const cards = new Map(
      (await this.deps.catalog.cards(lang, [...new Set(lines.map((l) => l.product_id))])).map((c) => [c.id, c]),
    );
    const row = this.row(o, lang);
    const place = [
      o.city_id ? titles.cities.get(o.city_id)?.[lang] : null,
      o.district_id ? titles.districts.get(o.district_id)?.[lang] : null,
      o.place_id ? titles.places.get(o.place_id)?.[lang] : null,
      o.address,
    ]
      .filter((x) => x)
      .join(', ');
    const [firstName = '', ...rest] = o.full_name.trim().split(/\s+/);
    const paid = o.paid === 1;
    return ok({
      ...row,
      products: lines.map((l) => orderLine(l, cards.get(l.product_id))),
      summary: orderTotals(o),
      loyalty: o.loyalty === 1,
      deliveryInfo: {
        type: row.delivery,
        typeText: this.i18n.t(lang, `account.orders.delivery.${row.delivery}`),
        text: row.delivery === 'pickup' ? (branch ? `${branch.title[lang]}, ${branch.address[lang]}` : '') : place,
      },
      paymentInfo: {
        type: row.payment,
        typeText: this.i18n.t(lang, `account.orders.payment.${row.payment}`),
        paid,
        amount: o.total,
        createdAt: payment?.created_at ?? o.created_at,
        cardMasked: payment?.card_masked ?? null,
        cardName: payment?.card_name ?? null,
        months: o.credit_months,
      },
      info: {
        fullName: o.full_name,
        firstName,
        lastName: rest.join(' '),
        email: o.email,
        mobile: o.mobile,
        country: o.country,
        address: row.delivery === 'delivery' ? place || null : null,
        gift: o.gift_first_name !== null,
        giftFirstName: o.gift_first_name,
        giftLastName: o.gift_last_name,
        giftMobile: o.gift_mobile,
        giftNote: o.gift_note,
      },
      promoCode: o.promo_code,
    });
  }
}
