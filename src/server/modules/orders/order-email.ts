import { localePath } from '../../../domain/routes.ts';
import { renderOrderEmail, type RenderedEmail } from '../../../domain/orders/order-email.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { OrderPageRepo } from './order-page.repo.ts';
import { orderTotals } from './order-view.ts';
import { langOf, type OrdersDeps } from './orders-deps.ts';
import { OrdersRepo, type OrderRow } from './orders.repo.ts';

/** The outbox purpose of an order's confirmation email (ORD-7, decision 0077). */
export const ORDER_EMAIL = 'order';

type Titled = { title_az: string; title_ru: string; title_en: string } | undefined;

/**
 * The order's confirmation email and link (ORD-7, decision 0077). `queue` writes the outbox row in the transaction
 * that made the order confirmed — a cash order's placement, a card or installment order's approval — and only when the
 * shopper gave an email; `compose` builds the message from the order as stored, in its language, when the email
 * outbox's job first sends it (outside every transaction: nothing of it is paid for while placing).
 */
export class OrderEmails {
  constructor(private readonly deps: OrdersDeps) {}

  /** The order page's absolute address with its token (PUBLIC_URL, else the first allowed host). */
  link(order: Pick<OrderRow, 'token' | 'lang'>): string {
    const lang = langOf(order);
    return `${this.deps.site.origin}${localePath(lang, '/order')}?token=${order.token}`;
  }

  /** In the confirming transaction: one outbox row when the order has an email, else nothing. */
  async queue(uow: UnitOfWork, order: Pick<OrderRow, 'id' | 'email'>): Promise<void> {
    if (order.email)
      await this.deps.emails.enqueueForOrder(uow, { to: order.email, purpose: ORDER_EMAIL, orderId: order.id });
  }

  /** The message of the order's row; null when the order is gone. */
  async compose(orderId: number): Promise<RenderedEmail | null> {
    const shared = this.deps.connection.shared;
    const order = await shared.repo(OrdersRepo).byId(orderId);
    if (!order) return null;
    const lang = langOf(order);
    const pages = shared.repo(OrderPageRepo);
    const [lines, place] = await Promise.all([shared.repo(OrdersRepo).lines(order.id), this.place(order, pages)]);
    return renderOrderEmail(
      {
        lang,
        site: this.deps.site.title,
        id: order.id,
        createdAt: order.created_at,
        fullName: order.full_name,
        link: this.link(order),
        occasion: order.payment_type === 'cash' ? 'placed' : 'paid',
        lines: lines
          .filter((l) => l.qty > 0)
          .map((l) => ({
            title: l.title,
            size: l.size,
            qty: l.qty,
            unitPrice: l.unit_price,
            payable: l.payable,
            gift: l.gift_of !== null,
          })),
        summary: orderTotals(order),
        delivery: order.delivery_type === 'pickup' ? 'pickup' : 'delivery',
        place,
        payment: order.payment_type as 'cash' | 'card' | 'installment',
        installment:
          order.payment_type === 'installment' && order.credit_card && order.credit_months
            ? { card: order.credit_card, months: order.credit_months }
            : null,
      },
      (key, vars) => this.deps.i18n.t(lang, key, vars),
    );
  }

  /** The pickup branch (name, city and address), or the delivery address in the order's language. */
  private async place(
    order: OrderRow,
    pages: OrderPageRepo,
  ): Promise<{ title: string | null; address: string } | null> {
    const lang = langOf(order);
    if (order.delivery_type === 'pickup') {
      if (!order.branch_id) return null;
      const b = await pages.branchCard(order.branch_id);
      if (!b) return null;
      const address = b[`address_${lang}`];
      const city = b[`city_${lang}`];
      return {
        title: b[`title_${lang}`],
        address: address.toLowerCase().startsWith(city.toLowerCase()) ? address : `${city}, ${address}`,
      };
    }
    const t = await pages.placeTitles(order.city_id, order.district_id, order.place_id);
    const name = (row: Titled) => (row ? row[`title_${lang}`] : null);
    const address = [name(t.city), name(t.district), name(t.place), order.address].filter((x) => x).join(', ');
    return address ? { title: null, address } : null;
  }
}
