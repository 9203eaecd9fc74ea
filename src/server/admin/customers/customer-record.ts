import { statusTone } from '../../../domain/admin/sales.ts';
import {
  BLOCK_REASON_MAX,
  CUSTOMER_NOTES_MAX,
  adminCustomerBlock,
  adminCustomerUnblock,
} from '../../../domain/api/admin-customers.ts';
import type { AdminRecord, FieldDef, RecordAction, RecordSection } from '../../../domain/api/admin.ts';
import { pathTo } from '../../../domain/api/endpoint.ts';
import { formatDmy, formatOrderDate } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { isOrderStatus } from '../../../domain/orders/status.ts';
import { formatPhone } from '../../../domain/phone.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { orderStatusLabel } from '../sales/order-sheet.ts';
import { customerName, customerState } from './customer-list.ts';
import { AdminCustomersRepo, NOT_COUNTED, type CustomerRow } from './customers.repo.ts';

const yes = (t: (k: string) => string, v: boolean) => t(v ? 'admin-customers.yes' : 'admin-customers.no');
const pick = (r: Record<string, unknown>, base: string, lang: Lang) =>
  String(r[`${base}_${lang}`] || r[`${base}_az`] || '');

/** The staff's notes: the one field of a customer's form (versioned like every record's, decision 0059). */
export function notesField(t: (k: string) => string, row?: Pick<CustomerRow, 'staff_notes'>): FieldDef {
  return {
    name: 'notes',
    label: t('admin-customers.fields.notes'),
    component: 'textarea',
    max: CUSTOMER_NOTES_MAX,
    help: t('admin-customers.help.notes'),
    value: row?.staff_notes ?? '',
  };
}

/** Block (with a required reason) or unblock, for a staff member holding `customers.write`. */
function blockActions(t: (k: string, v?: Record<string, string | number>) => string, c: CustomerRow, ctx: AdminCtx) {
  if (!ctx.staff.permissions.includes('customers.write')) return [];
  const reason = (required: boolean): FieldDef => ({
    name: 'reason',
    label: t('admin-customers.fields.reason'),
    component: 'textarea',
    max: BLOCK_REASON_MAX,
    ...(required ? { required: true } : {}),
    value: '',
  });
  const actions: RecordAction[] = [];
  if (c.blocked_at)
    actions.push({
      name: 'unblock',
      label: t('admin-customers.unblock'),
      kind: 'post',
      url: pathTo(adminCustomerUnblock, { id: c.id }),
      tone: 'primary',
      fields: [reason(false)],
    });
  else if (c.active === 1)
    actions.push({
      name: 'block',
      label: t('admin-customers.block'),
      kind: 'post',
      url: pathTo(adminCustomerBlock, { id: c.id }),
      tone: 'danger',
      confirm: t('admin-customers.confirmBlock', { name: customerName(c) }),
      fields: [reason(true)],
    });
  return actions;
}

/**
 * A customer's page in the back office (ADM-18): the staff's notes (the form), profile, addresses, orders with their
 * totals and links to the order records, cart and wish list with links to the products, loyalty and reward codes,
 * and the trail of every change made in the back office; block or unblock as the page's buttons.
 */
export async function customerRecord(
  d: { connection: TransactionalConnection; i18n: I18n },
  id: number,
  ctx: AdminCtx,
): Promise<Result<AdminRecord>> {
  const repo = d.connection.shared.repo(AdminCustomersRepo);
  const c = await repo.byId(id);
  if (!c) return fail('notFound', 'admin.errors.notFound');
  const lang = ctx.lang;
  const t = (k: string, vars?: Record<string, string | number>) => d.i18n.t(lang, k, vars);
  const f = (k: string) => t(`admin-customers.fields.${k}`);
  const [addresses, orders, items, rewards, trail] = await Promise.all([
    repo.addresses(id),
    repo.orders(id),
    repo.listItems(id),
    repo.rewardCodes(id),
    repo.audit(id),
  ]);
  const counted = orders.filter((o) => !(NOT_COUNTED as readonly string[]).includes(o.status));
  const total = counted.reduce((s, o) => s + o.total, 0);

  const profile = [
    { label: f('name'), value: customerName(c) },
    { label: f('mobile'), value: formatPhone(c.mobile) },
    { label: f('mobileVerified'), value: yes(t, c.mobile_verified_at !== null) },
    { label: f('email'), value: c.email ?? '' },
    { label: f('gender'), value: c.gender ? t(`admin-customers.gender.${c.gender === 'f' ? 'female' : 'male'}`) : '' },
    { label: f('birthday'), value: c.birthday ? formatDmy(`${c.birthday}T12:00:00Z`) : '' },
    { label: f('lang'), value: c.lang.toUpperCase() },
    { label: f('consent'), value: yes(t, c.marketing_consent === 1) },
    { label: f('notifications'), value: yes(t, c.notification_consent === 1) },
    { label: f('createdAt'), value: formatOrderDate(c.created_at) },
    { label: f('lastLogin'), value: c.last_login_at ? formatOrderDate(c.last_login_at) : '' },
  ];
  if (c.blocked_at)
    profile.push(
      { label: f('blockedAt'), value: formatOrderDate(c.blocked_at) },
      { label: f('reason'), value: c.blocked_reason ?? '' },
    );

  const product = (l: (typeof items)[number]) => ({
    label: pick(l, 'title', lang) + (l.size ? ` (${l.size})` : ''),
    href: `/admin/products?do=update&id=${l.product_id}`,
  });
  const listTable = (list: 'cart' | 'wish'): RecordSection => ({
    title: t(`admin-customers.sections.${list}`),
    kind: 'table',
    columns: [
      { name: 'product', label: f('product'), kind: 'link' },
      { name: 'sku', label: f('sku'), kind: 'text' },
      ...(list === 'cart' ? [{ name: 'qty', label: f('qty'), kind: 'number' as const }] : []),
      { name: 'price', label: f('price'), kind: 'money' },
      { name: 'date', label: f('added'), kind: 'datetime' },
    ],
    rows: items
      .filter((l) => l.list === list)
      .map((l) => ({ product: product(l), sku: l.sku, qty: l.qty, price: l.price, date: l.created_at })),
  });

  const sections: RecordSection[] = [
    { title: t('admin-customers.sections.profile'), kind: 'pairs', pairs: profile },
    {
      title: t('admin-customers.sections.addresses'),
      kind: 'table',
      columns: [
        { name: 'title', label: f('addressTitle'), kind: 'text' },
        { name: 'city', label: f('city'), kind: 'text' },
        { name: 'address', label: f('address'), kind: 'text' },
        { name: 'selected', label: f('selected'), kind: 'bool' },
      ],
      rows: addresses.map((a) => ({
        title: a.title,
        city: [pick(a, 'city', lang), pick(a, 'district', lang), pick(a, 'place', lang)].filter(Boolean).join(', '),
        address: a.address,
        selected: a.selected === 1,
      })),
    },
    {
      title: t('admin-customers.sections.orders', { count: orders.length, total: formatMoney(total) }),
      kind: 'table',
      columns: [
        { name: 'number', label: f('orderNumber'), kind: 'link' },
        { name: 'date', label: f('date'), kind: 'datetime' },
        { name: 'status', label: f('status'), kind: 'badge' },
        { name: 'paid', label: f('paid'), kind: 'bool' },
        { name: 'total', label: f('total'), kind: 'money' },
      ],
      rows: orders.map((o) => ({
        number: { label: `#${o.id}`, href: `/admin/orders?do=view&id=${o.id}` },
        date: o.created_at,
        status: orderStatusLabel(d.i18n, lang, o.status),
        statusTone: statusTone(isOrderStatus(o.status) ? o.status : 'new'),
        paid: o.paid === 1,
        total: o.total,
      })),
    },
    listTable('cart'),
    listTable('wish'),
    {
      title: t('admin-customers.sections.loyalty'),
      kind: 'pairs',
      pairs: [
        { label: f('loyal'), value: yes(t, c.loyal === 1) },
        { label: f('ordersTotal'), value: formatMoney(total) },
        { label: f('rewardCodes'), value: String(rewards.length) },
      ],
    },
    {
      title: t('admin-customers.sections.rewards'),
      kind: 'table',
      columns: [
        { name: 'code', label: f('code'), kind: 'text' },
        { name: 'value', label: f('value'), kind: 'text' },
        { name: 'state', label: f('state'), kind: 'badge' },
        { name: 'endsAt', label: f('endsAt'), kind: 'datetime' },
      ],
      rows: rewards.map((r) => ({
        code: r.code,
        value: r.kind === 'percent' ? `${r.value}%` : formatMoney(r.value),
        state:
          r.used > 0
            ? { label: t('admin-customers.reward.used'), tone: 'info' }
            : r.active === 1
              ? { label: t('admin-customers.reward.active'), tone: 'success' }
              : { label: t('admin-customers.reward.off'), tone: 'default' },
        endsAt: r.ends_at,
      })),
    },
    {
      title: t('admin-customers.sections.audit'),
      kind: 'table',
      columns: [
        { name: 'at', label: f('date'), kind: 'datetime' },
        { name: 'who', label: f('who'), kind: 'text' },
        { name: 'action', label: f('action'), kind: 'text' },
        { name: 'summary', label: f('summary'), kind: 'text' },
      ],
      rows: trail.map((a) => ({
        at: a.at,
        who: a.user_name,
        action: ['update', 'block', 'unblock'].includes(a.action) ? t(`admin-customers.actions.${a.action}`) : a.action,
        summary: a.summary,
      })),
    },
  ];

  return ok({
    id,
    title: customerName(c),
    siteUrl: null,
    fields: [notesField(t, c)],
    // the notes are written with customers.write only: without it the page is read
    ...(ctx.staff.permissions.includes('customers.write') ? {} : { readOnly: true }),
    badge: customerState(d.i18n, ctx, c),
    sections,
    actions: blockActions(t, c, ctx),
  });
}
