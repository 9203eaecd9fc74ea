import type { FastifyInstance } from 'fastify';
import {
  adminDashboard,
  adminOrderCash,
  adminOrderEdit,
  adminOrderNote,
  adminOrderRefund,
  adminOrdersExport,
  adminOrderStatus,
} from '../../../domain/api/admin-sales.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { route } from '../../platform/route.ts';
import { staffGate } from '../admin-route.ts';
import { adminDownload } from '../content/admin-download.ts';
import { ordersCsv } from './orders-csv.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import type { DashboardService } from './dashboard.service.ts';
import type { OrdersResource } from './orders.resource.ts';
import type { OrderRefundAction } from './order-refund.ts';
import type { OrderEditAction } from './order-edit.ts';

/**
 * The sales routes that are not generic CRUD (docs/admin/sales.md): order status moves, cash received, refunds, order notes and
 * the dashboard, from the endpoint table (`domain/api/admin-sales.ts`). Registered inside the admin plugin
 * (`/api/admin`), each with its permission, so the table-driven 401/403 test covers them.
 */
export function registerSalesAdminApi(
  a: FastifyInstance,
  deps: {
    i18n: I18n;
    orders: OrdersResource;
    refunds: OrderRefundAction;
    edits: OrderEditAction;
    dashboard: DashboardService;
    connection: TransactionalConnection;
  },
): void {
  const { i18n, orders, refunds, edits, dashboard, connection } = deps;
  route(a, i18n, adminOrderStatus, staffGate('orders.status'), (ctx) => orders.move(ctx.params.id, ctx.input, ctx));
  route(a, i18n, adminOrderCash, staffGate('orders.status'), (ctx) => orders.recordCash(ctx.params.id, ctx.input, ctx));
  // refunds: money back through the gateway or in cash (decision 0084)
  route(a, i18n, adminOrderRefund, staffGate('orders.refund'), (ctx) => refunds.refund(ctx.params.id, ctx.input, ctx));
  // editing an order before it ships: repriced, stock moved, texted (ADM-19, decision 0088)
  route(a, i18n, adminOrderEdit, staffGate('orders.update'), (ctx) => edits.edit(ctx.params.id, ctx.input, ctx));
  route(a, i18n, adminOrderNote, staffGate('orders.update'), (ctx) => orders.addNote(ctx.params.id, ctx.input, ctx));
  route(a, i18n, adminDashboard, staffGate('dashboard.read'), (ctx) => dashboard.get(ctx));
  // a streamed file with the list's filters (ADM-22, decision 0083)
  adminDownload(a, i18n, adminOrdersExport, {}, (ctx) => ordersCsv(connection, i18n, ctx.query, ctx));
}
