import { Readable } from 'node:stream';
import { bakuDay } from '../../../domain/dates.ts';
import { orderCsvLine, ordersCsvHeader } from '../../../domain/admin/orders-csv.ts';
import { parseListQuery } from '../../../domain/api/admin.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { Download } from '../content/admin-download.ts';
import type { AdminCtx } from '../resource.ts';
import { ORDER_FILTERS, ORDER_SORTS, orderListFilter } from './order-list.ts';
import { orderStatusLabel, statusOf } from './order-sheet.ts';
import { AdminOrdersRepo, type OrderListFilter } from './orders.repo.ts';

/** The orders the export reads at a time. */
export const ORDERS_CSV_PAGE = 500;

/**
 * The orders CSV export (ADM-22, decision 0083): GET `/api/admin/orders/export.csv` with the list's query (`q`,
 * `f.status`, `f.payment`, `f.delivery`, `f.date`, `f.from`, `f.to`, `f.number`, `f.mobile`; page and sort are
 * ignored) — parsed by the list's
 * own parsers (`parseListQuery`, `orderListFilter`), so a filter the list refuses is the same 400 here. Newest first,
 * streamed: a page of orders is read, written, and the next one read after it (keyset by number), on either database.
 * The header and the labels (status, payment, delivery, paid) are in the staff member's language.
 */
export function ordersCsv(
  connection: TransactionalConnection,
  i18n: I18n,
  query: unknown,
  ctx: AdminCtx,
): Result<Download> {
  const parsed = parseListQuery((query ?? {}) as Record<string, unknown>, {
    filters: ORDER_FILTERS,
    sorts: ORDER_SORTS,
  });
  if (!parsed.ok) return fail('invalid', 'validation.failed', parsed.errors);
  const f = orderListFilter(parsed.query);
  if (!f.ok) return f;
  return ok({
    body: Readable.from(lines(connection, i18n, f.data, ctx)),
    type: 'text/csv; charset=utf-8',
    fileName: `orders-${bakuDay(new Date())}.csv`,
  });
}

async function* lines(
  connection: TransactionalConnection,
  i18n: I18n,
  f: OrderListFilter,
  ctx: AdminCtx,
): AsyncGenerator<string> {
  const t = (k: string) => i18n.t(ctx.lang, k);
  yield ordersCsvHeader((c) => t(c === 'total' ? 'admin-sales.orders.csv.total' : `admin-sales.orders.fields.${c}`));
  const repo = connection.shared.repo(AdminOrdersRepo);
  for (let before = 0; ;) {
    const rows = await repo.exportPage(f, before, ORDERS_CSV_PAGE);
    if (rows.length)
      yield rows
        .map((o) =>
          orderCsvLine({
            id: o.id,
            createdAt: o.created_at,
            status: orderStatusLabel(i18n, ctx.lang, statusOf(o)),
            customer: o.full_name,
            mobile: o.mobile,
            email: o.email,
            payment: t(`admin-sales.payment.${o.payment_type}`),
            paid: t(o.paid === 1 ? 'admin-sales.orders.csv.paidYes' : 'admin-sales.orders.csv.paidNo'),
            delivery: t(`admin-sales.delivery.${o.delivery_type}`),
            total: o.total,
          }),
        )
        .join('');
    if (rows.length < ORDERS_CSV_PAGE) return;
    before = rows[rows.length - 1]!.id;
  }
}
