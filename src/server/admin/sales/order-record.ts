import { statusTone } from '../../../domain/admin/sales.ts';
import type { AdminRecord, ColumnDef, RecordSection } from '../../../domain/api/admin.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { formatPhone } from '../../../domain/phone.ts';
import type { OrdersService } from '../../modules/orders/orders.service.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { orderActions } from './order-actions.ts';
import { refundsView } from './order-refunds-view.ts';
import { RefundsRepo } from '../../modules/orders/refunds.repo.ts';
import { orderSheetOf, orderStatusLabel, statusOf } from './order-sheet.ts';
import { AdminOrdersRepo } from './orders.repo.ts';
import { OrderEditRepo } from './order-edit.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/**
 * An order's read-only record in the back office (ADM-12): customer, delivery or pickup (with the pickup deadline),
 * gift, payment and its attempts, lines, totals, the status history and the staff's notes, with the buttons of what
 * this staff member may do.
 */
export async function orderRecord(
  d: { connection: TransactionalConnection; i18n: I18n; orders: OrdersService },
  id: number,
  ctx: AdminCtx,
): Promise<Result<AdminRecord>> {
  const repo = d.connection.shared.repo(AdminOrdersRepo);
  const o = await repo.byId(id);
  if (!o) return fail('notFound', 'admin.errors.notFound');
  const lang = ctx.lang;
  const t = (k: string, vars?: Record<string, string | number>) => d.i18n.t(lang, k, vars);
  const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
  const money = (k: string): ColumnDef => ({ name: k, label: f(k), kind: 'money' });
  const [lines, events, payments, notes, places, facts, refundLines] = await Promise.all([
    repo.lines(id),
    repo.events(id),
    repo.payments(id),
    repo.notes(id),
    repo.placeNames(o, lang),
    d.orders.refunds.facts(d.connection.shared, id),
    d.connection.shared.repo(RefundsRepo).linesOfOrder(id),
  ]);
  const refunds = facts ? refundsView(d.i18n, facts, refundLines, ctx) : null;
  const staffIds = events
    .map((e) => /^staff:(\d+)$/.exec(e.actor)?.[1])
    .filter((x): x is string => !!x)
    .map(Number);
  const names = await repo.staffNames([...new Set(staffIds)]);
  const actor = (a: string) => {
    const m = /^staff:(\d+)$/.exec(a);
    if (m) return t('admin-sales.orders.actor.staff', { name: names.get(Number(m[1])) ?? `#${m[1]}` });
    return ['customer', 'gateway', 'sweeper'].includes(a) ? t(`admin-sales.orders.actor.${a}`) : a;
  };
  const st = statusOf(o);
  const sheet = orderSheetOf(d.i18n, o, lines, places, lang);
  // an unpaid pickup order is cancelled unless collected by this moment (PICKUP_HOLD_DAYS, decision 0062)
  const deadline = d.orders.pickupDeadline(
    o,
    events.filter((e) => e.to_status === 'ready_for_pickup').at(-1)?.created_at ?? null,
  );
  const delivery = deadline
    ? [...sheet.delivery, { label: f('pickupDeadline'), value: formatOrderDate(deadline) }]
    : sheet.delivery;

  const sections: RecordSection[] = [
    { title: t('admin-sales.orders.sections.customer'), kind: 'pairs', pairs: sheet.customer },
    {
      title: t(`admin-sales.orders.sections.${o.delivery_type === 'pickup' ? 'pickup' : 'delivery'}`),
      kind: 'pairs',
      pairs: delivery,
    },
  ];
  if (o.gift_first_name || o.gift_last_name || o.gift_mobile) {
    sections.push({
      title: t('admin-sales.orders.sections.gift'),
      kind: 'pairs',
      pairs: [
        { label: f('giftName'), value: `${o.gift_first_name ?? ''} ${o.gift_last_name ?? ''}`.trim() },
        { label: f('giftMobile'), value: o.gift_mobile ? formatPhone(o.gift_mobile) : '' },
        { label: f('giftNote'), value: o.gift_note ?? '' },
      ],
    });
  }
  sections.push({
    title: t('admin-sales.orders.sections.payment'),
    kind: 'pairs',
    pairs: [...sheet.payment, ...(refunds?.pairs ?? [])],
  });
  if (payments.length) {
    sections.push({
      title: t('admin-sales.orders.sections.attempts'),
      kind: 'table',
      columns: [
        { name: 'date', label: f('date'), kind: 'datetime' },
        { name: 'provider', label: f('provider'), kind: 'text' },
        { name: 'reference', label: f('reference'), kind: 'text' },
        money('amount'),
        { name: 'status', label: f('paymentStatus'), kind: 'text' },
        { name: 'rc', label: f('rc'), kind: 'text' },
        { name: 'approval', label: f('approval'), kind: 'text' },
        { name: 'rrn', label: f('rrn'), kind: 'text' },
        { name: 'card', label: f('card'), kind: 'text' },
      ],
      rows: payments.map((p) => ({
        date: p.created_at,
        provider: `${p.provider} (${p.kind})`,
        reference: p.reference,
        amount: p.amount,
        status: t(
          `admin-sales.paymentStatus.${['pending', 'approved', 'declined', 'expired'].includes(p.status) ? p.status : 'pending'}`,
        ),
        rc: p.rc ?? '',
        approval: p.approval ?? '',
        rrn: p.rrn ?? '',
        card: [p.card_masked, p.card_name].filter(Boolean).join(' '),
      })),
    });
  }
  if (refunds?.section) sections.push(refunds.section);
  sections.push(
    {
      title: t('admin-sales.orders.sections.lines'),
      kind: 'table',
      columns: [
        { name: 'product', label: f('product'), kind: 'text' },
        { name: 'sku', label: f('sku'), kind: 'text' },
        { name: 'qty', label: f('qty'), kind: 'number' },
        money('unitPrice'),
        money('discounts'),
        money('lineTotal'),
      ],
      rows: lines.map((l) => ({
        product: l.gift_of !== null ? `${l.title} (${t('admin-sales.orders.gift')})` : l.title,
        productId: l.product_id,
        sku: l.sku,
        qty: l.qty,
        unitPrice: l.unit_price,
        discounts: l.campaign_discount + l.basket_discount + l.same_category_discount + l.cash_discount,
        lineTotal: l.payable,
      })),
    },
    { title: t('admin-sales.orders.sections.summary'), kind: 'pairs', pairs: sheet.totals },
    {
      title: t('admin-sales.orders.sections.history'),
      kind: 'table',
      columns: [
        { name: 'date', label: f('date'), kind: 'datetime' },
        { name: 'from', label: f('from'), kind: 'text' },
        { name: 'to', label: f('to'), kind: 'text' },
        { name: 'actor', label: f('actor'), kind: 'text' },
        { name: 'note', label: f('note'), kind: 'text' },
      ],
      rows: events.map((e) => ({
        date: e.created_at,
        from: e.from_status ? orderStatusLabel(d.i18n, lang, e.from_status) : '',
        to: orderStatusLabel(d.i18n, lang, e.to_status),
        actor: actor(e.actor),
        note: e.note ?? '',
      })),
    },
    {
      title: t('admin-sales.orders.sections.notes'),
      kind: 'table',
      columns: [
        { name: 'date', label: f('date'), kind: 'datetime' },
        { name: 'author', label: f('author'), kind: 'text' },
        { name: 'text', label: f('note'), kind: 'text' },
      ],
      rows: notes.map((n) => ({ date: n.created_at, author: n.user_name, text: n.text })),
    },
  );

  const pickup = o.delivery_type === 'pickup';
  const actions = orderActions(d.i18n, o, ctx, {
    lines: lines.map((l) => ({
      productId: l.product_id,
      title: l.title,
      sku: l.sku,
      size: l.size,
      qty: l.qty,
      gift: l.gift_of !== null,
    })),
    delivery: pickup ? 'pickup' : 'delivery',
    branchId: o.branch_id,
    branches: pickup ? await d.connection.shared.repo(OrderEditRepo).branches(lang) : [],
    place:
      !pickup && o.city_id && o.district_id && o.place_id
        ? { city: o.city_id, district: o.district_id, place: o.place_id }
        : null,
    address: o.address,
  });
  if (refunds?.action) actions.splice(actions.length - 1, 0, refunds.action);

  return ok({
    id,
    title: t('admin-sales.orders.title', { number: id }),
    siteUrl: null,
    readOnly: true,
    fields: [],
    // a refunded order says so beside its status (issue 30)
    badge: {
      label: [orderStatusLabel(d.i18n, lang, st), refunds?.state].filter(Boolean).join(' · '),
      tone: statusTone(st),
    },
    sections,
    actions,
  });
}
