import type { AgainSkip, CancelledOrder, OrderAgainReply } from '../../../domain/api/orders.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { isOrderStatus } from '../../../domain/orders/status.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CardSource } from '../cart/cart.service.ts';
import type { UserListsService } from '../lists/user-lists.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { OrdersRepo } from '../orders/orders.repo.ts';

/**
 * The cabinet's actions on one of the customer's orders (ORD-12, decision 0078):
 * - `cancel`: while the order is still new (or awaiting the bank) — the orders module's rule and move (units back
 *   once, a history line by the customer); a repeat answers the cancelled order again;
 * - `again`: the order's own lines (not its gifts, which follow from the rules) go into the customer's cart through
 *   the cart's add (`UserListsService.addToCart`: its stock and size rules) — as many units as can be bought, what is
 *   no longer sold or out of stock named as skipped. The cart stores products and quantities only: every place that
 *   shows it prices it anew.
 */
export class MyOrderActionsService {
  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      i18n: I18n;
      orders: Pick<OrdersService, 'cancelByShopper'>;
      cart: Pick<UserListsService, 'addToCart' | 'cart'>;
      catalog: CardSource;
    },
  ) {}

  async cancel(userId: number, orderId: number, lang: Lang): Promise<Result<CancelledOrder>> {
    const r = await this.deps.orders.cancelByShopper({ customerId: userId, orderId });
    if (!r.ok) return r;
    const status = isOrderStatus(r.data.order.status) ? r.data.order.status : 'cancelled';
    return ok({
      id: r.data.order.id,
      status,
      statusText: this.deps.i18n.t(lang, `orders.status.${status}`),
      alert: this.deps.i18n.t(lang, 'account.orders.cancelled', { id: r.data.order.id }),
    });
  }

  async again(userId: number, orderId: number, lang: Lang): Promise<Result<OrderAgainReply>> {
    const repo = this.deps.connection.shared.repo(OrdersRepo);
    const order = await repo.customerOrder(userId, orderId);
    if (!order) return fail('notFound', 'orders.notFound');
    // one entry per product, in the order's order (a product may have been split over lines)
    const wanted = new Map<number, { title: string; qty: number }>();
    for (const l of await repo.lines(order.id)) {
      if (l.gift_of !== null || l.qty <= 0) continue;
      const w = wanted.get(l.product_id);
      wanted.set(l.product_id, { title: w?.title ?? l.title, qty: (w?.qty ?? 0) + l.qty });
    }
    const sold = new Map((await this.deps.catalog.cards(lang, [...wanted.keys()])).map((c) => [c.id, c]));
    const start = await this.deps.cart.cart(userId);
    if (!start.ok) return start;
    let cart = start.data.items;
    const added: OrderAgainReply['added'] = [];
    const skipped: OrderAgainReply['skipped'] = [];
    const skip = (id: number, title: string, reason: AgainSkip) => skipped.push({ id, title, reason });
    for (const [id, w] of wanted) {
      const card = sold.get(id);
      const title = card?.title ?? w.title;
      if (!card) {
        skip(id, title, 'notSold');
        continue;
      }
      const held = cart.filter((c) => c.id === id).reduce((n, c) => n + c.qty, 0);
      const qty = Math.min(w.qty, card.stock - held);
      if (qty <= 0) {
        skip(id, title, 'noStock');
        continue;
      }
      const r = await this.deps.cart.addToCart(userId, { productId: id, qty });
      if (r.ok) {
        cart = r.data.items;
        added.push({ id, title, qty, ordered: w.qty });
      } else if (r.kind === 'notFound') skip(id, title, 'notSold');
      else if (r.kind === 'conflict') skip(id, title, 'noStock');
      else if (r.code === 'cart.error.tooManyLines') skip(id, title, 'cartFull');
      else return r;
    }
    return ok({ added, skipped, cart });
  }
}
