import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { registerAdminAuthApi } from './admin-auth.api.ts';
import { StaffResource } from './people/staff.resource.ts';
import { requestOrigin } from '../platform/ssr.ts';
import { registerAdminKeepAlive } from './admin-keep-alive.api.ts';
import { registerMediaUploadApi } from './media-upload.api.ts';
import { registerResource } from './resource-routes.ts';
import { registerSalesAdminApi } from './sales/sales.api.ts';
import { registerCustomersAdminApi } from './customers/customers.api.ts';
import { registerProductsCsvApi } from './catalog/products-csv.api.ts';
import { registerContentAdminApi } from './content/content-resources.ts';
import { registerBulkAdminApi } from './bulk.api.ts';
import { registerMostWantedApi } from './catalog/most-wanted.api.ts';

/**
 * The back office's API under `/api/admin/` (decision 0041), registered inside the shop's `/api` plugin so it shares
 * the envelope, the error handler and the JSON 404. Every route but the sign-in ones declares a permission
 * (`route` with `staffGate`, `config.permission`); the list of them is kept in `services.admin.routes`.
 */
export async function registerAdminApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, admin, config } = services;
  await api.register(
    async (a) => {
      a.addHook('onRoute', (route) => {
        const permission = (route.config as { permission?: string | null } | undefined)?.permission;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          admin.routes.push({ method, url: route.url, permission: permission ?? null });
        }
      });
      const staff = admin.resources.find((r): r is StaffResource => r instanceof StaffResource);
      if (!staff) throw new Error('the staff resource is not registered');
      registerAdminAuthApi(a, {
        i18n,
        staffAuth: admin.staffAuth,
        cookies: { prefix: config.business.cookiePrefix, mode: config.business.cookieSecure },
        staffPasswords: admin.staffPasswords,
        staff,
        origin: (req) =>
          requestOrigin(req.protocol, req.headers.host, {
            publicUrl: config.publicUrl,
            allowedHosts: config.allowedHosts,
          }),
      });
      // typing and clicking in the back office keep the session (and its cookie) alive: decision 0063
      registerAdminKeepAlive(a, {
        i18n,
        staffAuth: admin.staffAuth,
        cookies: { prefix: config.business.cookiePrefix, mode: config.business.cookieSecure },
      });
      for (const r of admin.resources) registerResource(a, i18n, services.connection, r);
      // sales: order status moves and notes, refunds, the dashboard, the orders CSV
      registerSalesAdminApi(a, {
        i18n,
        orders: admin.sales.orders,
        refunds: admin.sales.refunds,
        edits: admin.sales.edits,
        dashboard: admin.sales.dashboard,
        connection: services.connection,
      });
      // customers: block and unblock (decision 0082)
      registerCustomersAdminApi(a, { i18n, customers: admin.sales.customers });
      // images of any record (the web UI's image fields): decision 0042
      await registerMediaUploadApi(a, { i18n, store: services.storage });
      // catalogue: products CSV export and import
      await registerProductsCsvApi(a, { i18n, connection: services.connection, imports: admin.productImports });
      // the lists' bulk actions: products and reviews (decision 0085)
      registerBulkAdminApi(a, { i18n, products: admin.productsBulk, reviews: admin.sales.reviews });
      // content, people and settings: downloads and exports (docs/admin/content.md)
      registerContentAdminApi(a, admin.resources, services);
      // sold-out products by their stock alerts (decision 0092)
      registerMostWantedApi(a, { i18n, alerts: services.alerts });
    },
    { prefix: '/admin' },
  );
}
