import type { FastifyInstance } from 'fastify';
import { adminIdParams } from '../../../domain/api/admin.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { adminGet, adminPost } from '../admin-route.ts';
import type { DashboardService } from './dashboard.service.ts';
import { orderCashRequest, orderMoveRequest, orderNoteRequest, type OrdersResource } from './orders.resource.ts';

/**
 * The sales routes that are not generic CRUD (docs/admin/sales.md): order status moves, cash received, order notes and the
 * dashboard. Registered inside the admin plugin (`/api/admin`), each with its permission, so the table-driven
 * 401/403 test covers them.
 */
export function registerSalesAdminApi(
  a: FastifyInstance,
  deps: { i18n: I18n; orders: OrdersResource; dashboard: DashboardService },
): void {
  const { i18n, orders, dashboard } = deps;
  adminPost(
    a,
    i18n,
    '/orders/status/:id',
    { permission: 'orders.status', params: adminIdParams, body: orderMoveRequest },
    (ctx) => orders.move(ctx.params.id, ctx.body, ctx),
  );
  adminPost(
    a,
    i18n,
    '/orders/cash/:id',
    { permission: 'orders.status', params: adminIdParams, body: orderCashRequest },
    (ctx) => orders.recordCash(ctx.params.id, ctx.body, ctx),
  );
  adminPost(
    a,
    i18n,
    '/orders/notes/:id',
    { permission: 'orders.update', params: adminIdParams, body: orderNoteRequest },
    (ctx) => orders.addNote(ctx.params.id, ctx.body, ctx),
  );
  adminGet(a, i18n, '/dashboard', { permission: 'dashboard.read' }, (ctx) => dashboard.get(ctx));
}
