import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseId } from '../../../domain/api/fields.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { Services } from '../../services.ts';
import { escapeHtml, renderOrderSheet } from './order-sheet.html.ts';

/**
 * GET `/admin/orders/{id}/print` — the printable order sheet (docs/admin/sales.md), a Fastify route beside the
 * admin pages: a staff session (401) with `orders.read` (403) is required, and the refusals are small HTML pages
 * too, since a browser opens this address. The staff session hook (`admin-session.ts`) already set `req.staff`
 * (the path is under `/admin`), and `no-store` / `noindex`.
 */
export function registerOrderPrint(app: FastifyInstance, services: Services): void {
  const { i18n, config } = services;
  const orders = services.admin.sales.orders;

  const page = (reply: FastifyReply, status: number, lang: Lang, key: string): FastifyReply => {
    const text = i18n.t(lang, key);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(text)}</title>` +
          `<body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem"><h1>${escapeHtml(text)}</h1>` +
          `<p><a href="/admin/login">${escapeHtml(i18n.t(lang, 'admin-sales.print.signIn'))}</a></p></body></html>`,
      );
  };

  app.get('/admin/orders/:id/print', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const staff = req.staff;
    if (!staff) return page(reply, 401, DEFAULT_LANG, 'admin.errors.signInRequired');
    const lang = staff.lang;
    if (!hasPermission(staff, 'orders.read')) return page(reply, 403, lang, 'admin.errors.forbidden');
    // a page, not the API: an id the one id parser refuses names no order (404)
    const id = parseId((req.params as { id: string }).id);
    const sheet = id !== null ? await orders.sheet(id, lang) : null;
    if (id === null || !sheet?.ok) return page(reply, 404, lang, 'admin.errors.notFound');
    const t = (k: string, vars?: Record<string, string | number>) => i18n.t(lang, `admin-sales.print.${k}`, vars);
    const html = renderOrderSheet(
      sheet.data,
      {
        title: t('title', { number: id, shop: config.siteTitle }),
        shop: config.siteTitle,
        number: t('number', { number: id }),
        date: t('date'),
        status: t('status'),
        customer: t('customer'),
        delivery: t('delivery'),
        lines: t('lines'),
        product: t('product'),
        sku: t('sku'),
        qty: t('qty'),
        unitPrice: t('unitPrice'),
        discount: t('discount'),
        total: t('total'),
        totals: t('totals'),
        payment: t('payment'),
        signStaff: t('signStaff'),
        signCustomer: t('signCustomer'),
        hint: t('hint'),
      },
      lang,
    );
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
