import { adminOrdersExport } from '../../../domain/api/admin-sales.ts';
import { bakuDayRange, mobileDigits, statusTone } from '../../../domain/admin/sales.ts';
import type { AdminList, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { isOrderStatus, ORDER_STATUSES } from '../../../domain/orders/status.ts';
import { formatPhone, phoneSearchDigits } from '../../../domain/phone.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { orderStatusLabel, statusOf } from './order-sheet.ts';
import { AdminOrdersRepo, type OrderListFilter, type OrderSort } from './orders.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

export const ORDER_SORTS = ['date', 'total', 'status'] as const satisfies readonly OrderSort[];
export const ORDER_FILTERS = ['status', 'payment', 'delivery', 'date', 'from', 'to', 'number', 'mobile'] as const;
const PAYMENTS = ['cash', 'card', 'installment'] as const;
const DELIVERIES = ['delivery', 'pickup'] as const;

/** The orders list's columns, filters and sorts (ADM-12): read-only, opened with View. */
export function ordersMeta(i18n: I18n, ctx: AdminCtx): ResourceMeta {
  const t = (k: string) => i18n.t(ctx.lang, k);
  const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
  return {
    resource: 'orders',
    title: t('admin-sales.resources.orders'),
    columns: [
      { name: 'number', label: f('number'), kind: 'number' },
      { name: 'date', label: f('date'), kind: 'datetime', sortable: true },
      { name: 'customer', label: f('customer'), kind: 'text' },
      { name: 'mobile', label: f('mobile'), kind: 'text' },
      { name: 'total', label: f('total'), kind: 'money', sortable: true },
      { name: 'payment', label: f('payment'), kind: 'text' },
      { name: 'paid', label: f('paid'), kind: 'bool' },
      { name: 'delivery', label: f('delivery'), kind: 'text' },
      { name: 'status', label: f('status'), kind: 'badge', sortable: true },
    ],
    filters: [
      {
        name: 'status',
        label: f('status'),
        kind: 'select',
        options: ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(i18n, ctx.lang, s) })),
      },
      {
        name: 'payment',
        label: f('payment'),
        kind: 'select',
        options: PAYMENTS.map((p) => ({ value: p, label: t(`admin-sales.payment.${p}`) })),
      },
      {
        name: 'delivery',
        label: f('delivery'),
        kind: 'select',
        options: DELIVERIES.map((d) => ({ value: d, label: t(`admin-sales.delivery.${d}`) })),
      },
      { name: 'date', label: f('date'), kind: 'date' },
      { name: 'from', label: f('dateFrom'), kind: 'date' },
      { name: 'to', label: f('dateTo'), kind: 'date' },
      { name: 'number', label: f('number'), kind: 'text' },
      { name: 'mobile', label: f('mobile'), kind: 'text' },
    ],
    sorts: [...ORDER_SORTS],
    defaultSort: 'date',
    searchable: true,
    fields: [],
    tools: ['view'],
    can: { create: false, update: false, remove: false, verify: false },
    // the CSV of what the list shows: the list's filters go with it (ADM-22)
    links: [
      { label: t('admin-sales.orders.csv.export'), href: adminOrdersExport.path, download: true, withFilters: true },
    ],
  };
}

/**
 * The list's filters as the repository wants them, or field errors (`f.<name>`) for values that cannot match: the one
 * parser of the list and its CSV export (`orders-csv.ts`). `from` and `to` are Baku days, both included.
 */
export function orderListFilter(q: Pick<ListQuery, 'q' | 'filters'>): Result<OrderListFilter> {
  const errors: Record<string, string> = {};
  const f: OrderListFilter = { q: q.q, qPhone: phoneSearchDigits(q.q) };
  const { status, payment, delivery, date, from, to, number, mobile } = q.filters;
  if (status !== undefined) {
    if (isOrderStatus(status)) f.status = status;
    else errors['f.status'] = 'validation.invalidValue';
  }
  if (payment !== undefined) {
    if ((PAYMENTS as readonly string[]).includes(payment)) f.payment = payment;
    else errors['f.payment'] = 'validation.invalidValue';
  }
  if (delivery !== undefined) {
    if ((DELIVERIES as readonly string[]).includes(delivery)) f.delivery = delivery;
    else errors['f.delivery'] = 'validation.invalidValue';
  }
  if (date !== undefined) {
    const range = bakuDayRange(date);
    if (range) f.day = range;
    else errors['f.date'] = 'validation.invalidValue';
  }
  for (const [name, value, end] of [
    ['from', from, 'from'],
    ['to', to, 'to'],
  ] as const) {
    if (value === undefined) continue;
    const range = bakuDayRange(value);
    if (range) f[name === 'from' ? 'since' : 'until'] = range[end];
    else errors[`f.${name}`] = 'validation.invalidValue';
  }
  if (number !== undefined) {
    const n = /^#?\d{1,10}$/.test(number) ? Number(number.replace('#', '')) : NaN;
    if (n >= 1 && n <= 2_147_483_647) f.number = n;
    else errors['f.number'] = 'validation.invalidValue';
  }
  if (mobile !== undefined) {
    const digits = mobileDigits(mobile);
    if (digits) f.mobile = digits;
    else errors['f.mobile'] = 'validation.mobile';
  }
  return Object.keys(errors).length ? fail('invalid', 'validation.failed', errors) : ok(f);
}

export async function listOrders(
  connection: TransactionalConnection,
  i18n: I18n,
  q: ListQuery,
  ctx: AdminCtx,
): Promise<Result<AdminList>> {
  const f = orderListFilter(q);
  if (!f.ok) return f;
  // newest first unless another order is asked for
  const sort = (q.sort ?? 'date') as OrderSort;
  const { rows, total } = await connection.shared.repo(AdminOrdersRepo).list(f.data, {
    sort,
    dir: q.sort ? q.dir : 'desc',
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const t = (k: string) => i18n.t(ctx.lang, k);
  return ok({
    items: rows.map((o) => {
      const st = statusOf(o);
      return {
        id: o.id,
        number: o.id,
        date: o.created_at,
        customer: o.full_name,
        mobile: formatPhone(o.mobile),
        total: o.total,
        payment: t(`admin-sales.payment.${o.payment_type}`),
        paid: o.paid === 1,
        delivery: t(`admin-sales.delivery.${o.delivery_type}`),
        status: orderStatusLabel(i18n, ctx.lang, st),
        statusCode: st,
        statusTone: statusTone(st),
      };
    }),
    total,
    page: q.page,
    limit: q.limit,
  });
}
