import { canStaffMove } from '../../../domain/admin/sales.ts';
import { type AdminList, type AdminRecord, type ListQuery, type ResourceMeta } from '../../../domain/api/admin.ts';
import type { OrderCashRequest, OrderMoveRequest, OrderNoteRequest } from '../../../domain/api/admin-sales.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { OrdersService } from '../../modules/orders/orders.service.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { listOrders, ORDER_FILTERS, ORDER_SORTS, ordersMeta } from './order-list.ts';
import { orderRecord } from './order-record.ts';
import { orderSheetOf, orderStatusLabel, statusOf, type OrderSheet } from './order-sheet.ts';
import { AdminOrdersRepo } from './orders.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/**
 * Orders in the back office (ADM-12): the list with its filters, the read-only record with every part of the
 * order and the buttons of the moves staff may make, the status moves (through `OrdersService.move`, the one place
 * that moves an order and gives its stock back) and the staff's notes, each in one transaction with its audit row.
 * No create or remove: orders come from the shop.
 */
export class OrdersResource implements AdminResource {
  readonly name = 'orders';
  readonly area = 'orders' as const;
  readonly listSpec = { filters: ORDER_FILTERS, sorts: ORDER_SORTS };

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  meta(ctx: AdminCtx): ResourceMeta {
    return ordersMeta(this.i18n, ctx);
  }

  list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    return listOrders(this.connection, this.i18n, q, ctx);
  }

  info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return orderRecord({ connection: this.connection, i18n: this.i18n, orders: this.orders }, id, ctx);
  }

  /** The printable sheet of an order in `lang` (GET `/admin/orders/{id}/print`). */
  async sheet(id: number, lang: Lang): Promise<Result<OrderSheet>> {
    const repo = this.connection.shared.repo(AdminOrdersRepo);
    const o = await repo.byId(id);
    if (!o) return fail('notFound', 'admin.errors.notFound');
    const [lines, places] = await Promise.all([repo.lines(id), repo.placeNames(o, lang)]);
    return ok(orderSheetOf(this.i18n, o, lines, places, lang));
  }

  /**
   * Moves an order by staff: only along the moves staff may make (`domain/admin/sales.ts` over
   * `domain/orders/status.ts`), through `OrdersService.move` — a conditional update on the old status, the stock
   * given back once when the order stops holding it, the history row with actor `staff:<id>` — and the audit row,
   * all in one transaction. A move the rules refuse, or one another request made first, is a conflict.
   */
  move(id: number, input: OrderMoveRequest, ctx: AdminCtx): Promise<Result<{ id: number; status: OrderStatus }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminOrdersRepo).byId(id) },
      async (uow, order) => {
        const from = statusOf(order);
        const refused = () =>
          fail('conflict', 'admin-sales.orders.moveRefused', undefined, {
            from: orderStatusLabel(this.i18n, ctx.lang, from),
            to: orderStatusLabel(this.i18n, ctx.lang, input.to),
          });
        if (!canStaffMove(from, input.to)) return refused();
        const note = input.note ? input.note : null;
        const moved = await this.orders.move(uow, id, input.to, `staff:${ctx.staff.userId}`, note);
        if (!moved.ok) return moved.kind === 'conflict' ? refused() : moved;
        return ok({
          reply: { id, status: input.to },
          audit: {
            action: 'status',
            entityId: id,
            summary: `#${id}: ${from} → ${input.to}`,
            before: { status: from, holdsStock: order.holds_stock === 1 },
            after: { status: input.to, holdsStock: moved.data.holds_stock === 1, ...(note ? { note } : {}) },
          },
        });
      },
    );
  }

  /**
   * Records the cash received for a cash order (ADM-12) through `OrdersService.recordCash` — one conditional
   * update (so a repeat records nothing twice), the history line, the reward the payment earns — and the audit row
   * (who and when), in one transaction. The amount is the order's payable; a page that showed another is refused.
   * A repeat answers the order as it is, with no second trail row.
   */
  recordCash(
    id: number,
    input: OrderCashRequest,
    ctx: AdminCtx,
  ): Promise<Result<{ id: number; paid: true; paidAt: string | null }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminOrdersRepo).byId(id) },
      async (uow, order) => {
        if (order.paid !== 1 && input.amount !== order.total)
          return fail('conflict', 'admin-sales.orders.cashAmount', undefined, { amount: formatMoney(order.total) });
        const note = input.note ? input.note : null;
        const r = await this.orders.recordCash(uow, id, `staff:${ctx.staff.userId}`, note);
        if (!r.ok) return r;
        const { order: paid, already } = r.data;
        return ok({
          reply: { id, paid: true as const, paidAt: paid.paid_at },
          audit: already
            ? null
            : {
                action: 'payment',
                entityId: id,
                summary: `#${id}: cash ${formatMoney(paid.total)}`,
                before: { paid: false },
                after: {
                  paid: true,
                  paidAt: paid.paid_at,
                  amount: paid.total,
                  method: 'cash',
                  ...(note ? { note } : {}),
                },
              },
        });
      },
    );
  }

  /** A staff note on an order, with its audit row, in one transaction. */
  addNote(id: number, input: OrderNoteRequest, ctx: AdminCtx): Promise<Result<{ id: number; noteId: number }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminOrdersRepo).byId(id) },
      async (uow) => {
        const noteId = await uow.repo(AdminOrdersRepo).addNote({
          orderId: id,
          userId: ctx.staff.userId,
          userName: ctx.staff.name,
          text: input.text,
          at: this.now().toISOString(),
        });
        return ok({
          reply: { id, noteId },
          audit: { action: 'note', entityId: id, summary: `#${id}: ${input.text}`, after: { note: input.text } },
        });
      },
    );
  }
}
