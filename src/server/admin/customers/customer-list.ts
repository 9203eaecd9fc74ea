import type { AdminList, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { formatPhone, phoneSearchDigits } from '../../../domain/phone.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { boolFilter } from '../content/resource-helpers.ts';
import type { AdminCtx } from '../resource.ts';
import { AdminCustomersRepo, type CustomerListFilter, type CustomerRow, type CustomerSort } from './customers.repo.ts';

export const CUSTOMER_SORTS = ['created_at', 'orders_total'] as const satisfies readonly CustomerSort[];
export const CUSTOMER_FILTERS = ['hasOrders', 'loyal', 'consent', 'blocked'] as const;

/** The customer's name as the back office shows it (the mobile when the account has no name). */
export const customerName = (r: Pick<CustomerRow, 'first_name' | 'last_name' | 'mobile'>) =>
  `${r.first_name} ${r.last_name}`.trim() || formatPhone(r.mobile);

/**
 * The list's columns, filters and sorts (ADM-18): opened with View; the notes are edited on the page. Loyalty and the
 * newsletter are filters and row values, not columns, so the table stays readable at 768 px.
 */
export function customersMeta(i18n: I18n, ctx: AdminCtx): ResourceMeta {
  const t = (k: string) => i18n.t(ctx.lang, k);
  const f = (k: string) => t(`admin-customers.fields.${k}`);
  const write = ctx.staff.permissions.includes('customers.write');
  return {
    resource: 'customers',
    title: t('admin-customers.title'),
    columns: [
      { name: 'id', label: f('id'), kind: 'number' },
      { name: 'name', label: f('name'), kind: 'text' },
      { name: 'mobile', label: f('mobile'), kind: 'text' },
      { name: 'email', label: f('email'), kind: 'text' },
      { name: 'createdAt', label: f('createdAt'), kind: 'datetime', sortable: true },
      { name: 'orders', label: f('orders'), kind: 'number' },
      { name: 'ordersTotal', label: f('ordersTotal'), kind: 'money', sortable: true },
      { name: 'state', label: f('state'), kind: 'badge' },
    ],
    filters: [
      { name: 'hasOrders', label: f('hasOrders'), kind: 'bool' },
      { name: 'loyal', label: f('loyal'), kind: 'bool' },
      { name: 'consent', label: f('consent'), kind: 'bool' },
      { name: 'blocked', label: f('blocked'), kind: 'bool' },
    ],
    sorts: [...CUSTOMER_SORTS],
    defaultSort: 'created_at',
    searchable: true,
    fields: [],
    tools: ['view', 'edit'],
    can: { create: false, update: write, remove: false, verify: false },
  };
}

/** The list's filters as the repository wants them, or field errors (`f.<name>`) for values that are not yes/no. */
function listFilter(q: ListQuery): Result<CustomerListFilter> {
  const errors: Record<string, string> = {};
  const f: CustomerListFilter = { q: q.q, qPhone: phoneSearchDigits(q.q) };
  const keys = { hasOrders: 'hasOrders', loyal: 'loyal', consent: 'consent', blocked: 'blocked' } as const;
  for (const name of CUSTOMER_FILTERS) {
    const v = boolFilter(q.filters[name]);
    if (v === 'bad') errors[`f.${name}`] = 'validation.invalidValue';
    else if (v !== undefined) f[keys[name]] = v;
  }
  return Object.keys(errors).length ? fail('invalid', 'validation.failed', errors) : ok(f);
}

/** The state badge of a customer: blocked (red) or active (green); an account switched off otherwise is grey. */
export function customerState(i18n: I18n, ctx: AdminCtx, r: Pick<CustomerRow, 'blocked_at' | 'active'>) {
  const t = (k: string) => i18n.t(ctx.lang, `admin-customers.state.${k}`);
  if (r.blocked_at) return { label: t('blocked'), tone: 'danger' as const };
  return r.active === 1
    ? { label: t('active'), tone: 'success' as const }
    : { label: t('inactive'), tone: 'default' as const };
}

export async function listCustomers(
  connection: TransactionalConnection,
  i18n: I18n,
  q: ListQuery,
  ctx: AdminCtx,
): Promise<Result<AdminList>> {
  const f = listFilter(q);
  if (!f.ok) return f;
  // newest first unless another order is asked for
  const { rows, total } = await connection.shared.repo(AdminCustomersRepo).list(f.data, {
    sort: (q.sort ?? 'created_at') as CustomerSort,
    dir: q.sort ? q.dir : 'desc',
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return ok({
    items: rows.map((r) => ({
      id: r.id,
      name: customerName(r),
      mobile: formatPhone(r.mobile),
      email: r.email ?? '',
      createdAt: r.created_at,
      orders: r.orders_count,
      ordersTotal: r.orders_total,
      loyal: r.loyal === 1,
      consent: r.marketing_consent === 1,
      state: customerState(i18n, ctx, r),
      blocked: r.blocked_at !== null,
    })),
    total,
    page: q.page,
    limit: q.limit,
  });
}
