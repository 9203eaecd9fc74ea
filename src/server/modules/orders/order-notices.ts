import { fillNotice, isNoticeMove, noticePurpose, noticeValues } from '../../../domain/orders/order-notices.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { OrderEmails } from './order-email.ts';
import { OrderNoticesRepo } from './order-notices.repo.ts';
import { OrderPageRepo } from './order-page.repo.ts';
import { langOf, type OrdersDeps } from './orders-deps.ts';
import type { OrderRow } from './orders.repo.ts';

/**
 * The customer's notice of a move staff made (ADM-21, decision 0083): ready for pickup, shipped, delivered or
 * cancelled. In the move's transaction, the move's template (`order_notices`) in the order's language is filled with
 * the order's number, total, pickup branch and page address and written to the SMS outbox — and to the email outbox
 * when the order has an address — each once per order and move (the outboxes' unique `(order_id, purpose)`), so two
 * instances, a retry, or the move made again never tell the customer twice. The outbox jobs send them.
 */
export class OrderNotices {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly emails: OrderEmails,
  ) {}

  async queue(uow: UnitOfWork, order: OrderRow, to: OrderStatus): Promise<void> {
    if (!isNoticeMove(to)) return;
    const texts = await uow.repo(OrderNoticesRepo).byMove(to);
    if (!texts) return;
    const lang = langOf(order);
    const values = noticeValues({
      id: order.id,
      total: order.total,
      branch: await this.branch(uow, order),
      link: this.emails.link(order),
    });
    // an empty text in the order's language (never saved so: every language is required) falls back to Azerbaijani
    const body = fillNotice(texts[`text_${lang}`] || texts.text_az, values);
    const purpose = noticePurpose(to);
    if (body) await this.deps.texts.enqueueOnce(uow, { mobile: order.mobile, purpose, body, orderId: order.id });
    if (body && order.email) {
      const subject = fillNotice(texts[`subject_${lang}`] || texts.subject_az, values) || `#${order.id}`;
      await this.deps.emails.enqueueOnce(uow, { to: order.email, purpose, orderId: order.id, subject, text: body });
    }
  }

  /** The pickup branch's name in the order's language; null for a delivery. */
  private async branch(uow: UnitOfWork, order: OrderRow): Promise<string | null> {
    if (order.delivery_type !== 'pickup' || order.branch_id === null) return null;
    const b = await uow.repo(OrderPageRepo).branchCard(order.branch_id);
    return b ? b[`title_${langOf(order)}`] || b.title_az : null;
  }
}
