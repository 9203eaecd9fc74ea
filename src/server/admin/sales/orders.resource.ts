import * as z from 'zod/mini';
import { bakuDayRange, canStaffMove, mobileDigits, staffMoves, statusTone } from '../../../domain/admin/sales.ts';
import {
  intField,
  type AdminList,
  type AdminRecord,
  type ColumnDef,
  type ListQuery,
  type RecordAction,
  type RecordSection,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { plainText, requiredOr, requiredPlainText } from '../../../domain/api/fields.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/status.ts';
import { formatPhone, phoneSearchDigits } from '../../../domain/phone.ts';
import type { Database } from '../../db/kysely.ts';
import type { OrdersService } from '../../modules/orders/orders.service.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminOrdersRepo, type AdminOrderRow, type OrderListFilter, type OrderSort } from './orders.repo.ts';

export const ORDER_NOTE_MAX = 1000;
export const MOVE_NOTE_MAX = 500;

/** POST `/api/admin/orders/status/{id}` (orders.status). */
export const orderMoveRequest = z.strictObject({
  to: z.enum(ORDER_STATUSES, { error: requiredOr('validation.invalidValue') }),
  note: z.optional(z.nullable(plainText(MOVE_NOTE_MAX))),
});
export type OrderMoveRequest = z.output<typeof orderMoveRequest>;

/**
 * POST `/api/admin/orders/cash/{id}` (orders.status): the cash received for a cash order. `amount` is the order's
 * payable as the page showed it (qəpik): the server records the order's own total and refuses a page that showed
 * another figure.
 */
export const orderCashRequest = z.strictObject({
  amount: intField(0, 2_000_000_000),
  note: z.optional(z.nullable(plainText(MOVE_NOTE_MAX))),
});
export type OrderCashRequest = z.output<typeof orderCashRequest>;

/** POST `/api/admin/orders/notes/{id}` (orders.update). */
export const orderNoteRequest = z.strictObject({ text: requiredPlainText(ORDER_NOTE_MAX) });
export type OrderNoteRequest = z.output<typeof orderNoteRequest>;

const SORTS = ['date', 'total', 'status'] as const satisfies readonly OrderSort[];
const FILTERS = ['status', 'payment', 'delivery', 'date', 'number', 'mobile'] as const;
const PAYMENTS = ['cash', 'card', 'installment'] as const;
const DELIVERIES = ['delivery', 'pickup'] as const;

const statusOf = (o: AdminOrderRow): OrderStatus => (isOrderStatus(o.status) ? o.status : 'new');

/** The data of the printable order sheet (`order-print.ts`), every text already in the staff member's language. */
export interface OrderSheet {
  number: number;
  date: string;
  status: string;
  customer: { label: string; value: string }[];
  delivery: { label: string; value: string }[];
  lines: { title: string; sku: string; qty: number; unitPrice: string; discount: string; total: string }[];
  totals: { label: string; value: string }[];
  payment: { label: string; value: string }[];
}

/**
 * Orders in the back office (ADM-12): the list with its filters, the read-only record with every part of the
 * order and the buttons of the moves staff may make, the status moves (through `OrdersService.move`, the one place
 * that moves an order and gives its stock back) and the staff's notes, each in one transaction with its audit row.
 * No create or remove: orders come from the shop.
 */
export class OrdersResource implements AdminResource {
  readonly name = 'orders';
  readonly area = 'orders' as const;
  readonly listSpec = { filters: FILTERS, sorts: SORTS };

  constructor(
    private readonly database: Database,
    private readonly i18n: I18n,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private t(lang: Lang, key: string, vars?: Record<string, string | number>) {
    return this.i18n.t(lang, key, vars);
  }

  private statusLabel(lang: Lang, s: string) {
    return isOrderStatus(s) ? this.t(lang, `orders.status.${s}`) : s;
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = (k: string) => this.t(ctx.lang, k);
    const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
    return {
      resource: this.name,
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
          options: ORDER_STATUSES.map((s) => ({ value: s, label: this.statusLabel(ctx.lang, s) })),
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
        { name: 'number', label: f('number'), kind: 'text' },
        { name: 'mobile', label: f('mobile'), kind: 'text' },
      ],
      sorts: [...SORTS],
      defaultSort: 'date',
      searchable: true,
      fields: [],
      tools: ['view'],
      can: { create: false, update: false, remove: false, verify: false },
    };
  }

  /** The list's filters as the repository wants them, or field errors (`f.<name>`) for values that cannot match. */
  private filter(q: ListQuery): Result<OrderListFilter> {
    const errors: Record<string, string> = {};
    const f: OrderListFilter = { q: q.q, qPhone: phoneSearchDigits(q.q) };
    const { status, payment, delivery, date, number, mobile } = q.filters;
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

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const f = this.filter(q);
    if (!f.ok) return f;
    // newest first unless another order is asked for
    const sort = (q.sort ?? 'date') as OrderSort;
    const { rows, total } = await new AdminOrdersRepo(this.database.db).list(f.data, {
      sort,
      dir: q.sort ? q.dir : 'desc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const t = (k: string) => this.t(ctx.lang, k);
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
          status: this.statusLabel(ctx.lang, st),
          statusCode: st,
          statusTone: statusTone(st),
        };
      }),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = new AdminOrdersRepo(this.database.db);
    const o = await repo.byId(id);
    if (!o) return fail('notFound', 'admin.errors.notFound');
    const lang = ctx.lang;
    const t = (k: string, vars?: Record<string, string | number>) => this.t(lang, k, vars);
    const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
    const money = (k: string): ColumnDef => ({ name: k, label: f(k), kind: 'money' });
    const [lines, events, payments, notes, places] = await Promise.all([
      repo.lines(id),
      repo.events(id),
      repo.payments(id),
      repo.notes(id),
      repo.placeNames(o, lang),
    ]);
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
    const sheet = this.sheetOf(o, lines, places, lang);
    // an unpaid pickup order is cancelled unless collected by this moment (PICKUP_HOLD_DAYS, decision 0062)
    const deadline = this.orders.pickupDeadline(
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
    sections.push({ title: t('admin-sales.orders.sections.payment'), kind: 'pairs', pairs: sheet.payment });
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
          from: e.from_status ? this.statusLabel(lang, e.from_status) : '',
          to: this.statusLabel(lang, e.to_status),
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

    const can = (p: string) => ctx.staff.permissions.includes(p);
    const actions: RecordAction[] = [];
    if (can('orders.status')) {
      for (const to of staffMoves(st)) {
        actions.push({
          name: `status:${to}`,
          label: t(`admin-sales.orders.moveTo.${to}`),
          kind: 'post',
          url: `/api/admin/orders/status/${id}`,
          body: { to },
          tone: to === 'cancelled' ? 'danger' : 'primary',
          ...(to === 'cancelled' ? { confirm: t('admin-sales.orders.confirmCancel', { number: id }) } : {}),
          fields: [{ name: 'note', label: f('moveNote'), component: 'textarea', max: MOVE_NOTE_MAX, value: '' }],
        });
      }
    }
    // a cash order paid at the counter or to the courier: staff record the money (ADM-12)
    if (
      can('orders.status') &&
      o.payment_type === 'cash' &&
      o.paid !== 1 &&
      st !== 'cancelled' &&
      st !== 'payment_failed'
    ) {
      actions.push({
        name: 'cash',
        label: t('admin-sales.orders.recordCash', { amount: formatMoney(o.total) }),
        kind: 'post',
        url: `/api/admin/orders/cash/${id}`,
        body: { amount: o.total },
        tone: 'primary',
        confirm: t('admin-sales.orders.confirmCash', { number: id, amount: formatMoney(o.total) }),
        fields: [{ name: 'note', label: f('moveNote'), component: 'textarea', max: MOVE_NOTE_MAX, value: '' }],
      });
    }
    if (can('orders.update')) {
      actions.push({
        name: 'note',
        label: t('admin-sales.orders.addNote'),
        kind: 'post',
        url: `/api/admin/orders/notes/${id}`,
        tone: 'default',
        fields: [
          { name: 'text', label: f('note'), component: 'textarea', required: true, max: ORDER_NOTE_MAX, value: '' },
        ],
      });
    }
    actions.push({
      name: 'print',
      label: t('admin-sales.orders.print'),
      kind: 'link',
      url: `/admin/orders/${id}/print`,
      tone: 'default',
    });

    return ok({
      id,
      title: t('admin-sales.orders.title', { number: id }),
      siteUrl: null,
      readOnly: true,
      fields: [],
      badge: { label: this.statusLabel(lang, st), tone: statusTone(st) },
      sections,
      actions,
    });
  }

  /** The parts of an order that the record page and the printed sheet share. */
  private sheetOf(
    o: AdminOrderRow,
    lines: Awaited<ReturnType<AdminOrdersRepo['lines']>>,
    places: Awaited<ReturnType<AdminOrdersRepo['placeNames']>>,
    lang: Lang,
  ): OrderSheet {
    const t = (k: string, vars?: Record<string, string | number>) => this.t(lang, k, vars);
    const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
    const pair = (k: string, value: string | null | undefined) => ({ label: f(k), value: value ?? '' });
    const customer = [
      pair('customer', o.full_name),
      pair('mobile', formatPhone(o.mobile)),
      pair('email', o.email),
      pair('account', o.customer_id !== null ? `#${o.customer_id}` : t('admin-sales.orders.guest')),
      pair('lang', o.lang),
    ];
    const delivery =
      o.delivery_type === 'pickup'
        ? [
            pair('deliveryType', t('admin-sales.delivery.pickup')),
            pair('branch', places.branch),
            pair('branchAddress', places.branchAddress),
          ]
        : [
            pair('deliveryType', t('admin-sales.delivery.delivery')),
            pair('city', places.city),
            pair('district', places.district),
            pair('place', places.place),
            pair('address', o.address),
          ];
    const totals = [pair('goods', formatMoney(o.sub_total))];
    const discounts: [string, number][] = [
      ['campaignDiscount', o.campaign_discount],
      ['basketDiscount', o.basket_discount],
      ['sameCategoryDiscount', o.same_category_discount],
      ['cashDiscount', o.cash_discount],
      ['newCustomerDiscount', o.new_customer_discount],
      ['loyaltyDiscount', o.loyalty_discount],
      ['promoDiscount', o.promo_discount],
    ];
    for (const [k, v] of discounts) if (v) totals.push(pair(k, `−${formatMoney(v)}`));
    if (o.promo_code) totals.push(pair('promoCode', o.promo_code));
    totals.push(pair('deliveryPrice', formatMoney(o.delivery_price)), pair('total', formatMoney(o.total)));
    const payment = [
      pair('payment', t(`admin-sales.payment.${o.payment_type}`)),
      pair('paid', t(o.paid === 1 ? 'admin-sales.yes' : 'admin-sales.no')),
    ];
    if (o.paid_at) payment.push(pair('paidAt', formatOrderDate(o.paid_at)));
    if (o.payment_type === 'installment')
      payment.push(
        pair('installmentCard', o.credit_card),
        pair('installmentMonths', o.credit_months !== null ? String(o.credit_months) : ''),
      );
    return {
      number: o.id,
      date: formatOrderDate(o.created_at),
      status: this.statusLabel(lang, statusOf(o)),
      customer,
      delivery,
      lines: lines.map((l) => ({
        title: l.gift_of !== null ? `${l.title} (${t('admin-sales.orders.gift')})` : l.title,
        sku: l.sku,
        qty: l.qty,
        unitPrice: formatMoney(l.unit_price),
        discount: formatMoney(l.campaign_discount + l.basket_discount + l.same_category_discount + l.cash_discount),
        total: formatMoney(l.payable),
      })),
      totals,
      payment,
    };
  }

  /** The printable sheet of an order in `lang` (GET `/admin/orders/{id}/print`). */
  async sheet(id: number, lang: Lang): Promise<Result<OrderSheet>> {
    const repo = new AdminOrdersRepo(this.database.db);
    const o = await repo.byId(id);
    if (!o) return fail('notFound', 'admin.errors.notFound');
    const [lines, places] = await Promise.all([repo.lines(id), repo.placeNames(o, lang)]);
    return ok(this.sheetOf(o, lines, places, lang));
  }

  /**
   * Moves an order by staff: only along the moves staff may make (`domain/admin/sales.ts` over
   * `domain/orders/status.ts`), through `OrdersService.move` — a conditional update on the old status, the stock
   * given back once when the order stops holding it, the history row with actor `staff:<id>` — and the audit row,
   * all in one transaction. A move the rules refuse, or one another request made first, is a conflict.
   */
  move(id: number, input: OrderMoveRequest, ctx: AdminCtx): Promise<Result<{ id: number; status: OrderStatus }>> {
    return auditedChange(
      this.database,
      ctx,
      { entity: this.name, id, load: (tx) => new AdminOrdersRepo(tx).byId(id) },
      async (tx, order) => {
        const from = statusOf(order);
        const refused = () =>
          fail('conflict', 'admin-sales.orders.moveRefused', undefined, {
            from: this.statusLabel(ctx.lang, from),
            to: this.statusLabel(ctx.lang, input.to),
          });
        if (!canStaffMove(from, input.to)) return refused();
        const note = input.note ? input.note : null;
        const moved = await this.orders.move(tx, id, input.to, `staff:${ctx.staff.userId}`, note);
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
      this.database,
      ctx,
      { entity: this.name, id, load: (tx) => new AdminOrdersRepo(tx).byId(id) },
      async (tx, order) => {
        if (order.paid !== 1 && input.amount !== order.total)
          return fail('conflict', 'admin-sales.orders.cashAmount', undefined, { amount: formatMoney(order.total) });
        const note = input.note ? input.note : null;
        const r = await this.orders.recordCash(tx, id, `staff:${ctx.staff.userId}`, note);
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
      this.database,
      ctx,
      { entity: this.name, id, load: (tx) => new AdminOrdersRepo(tx).byId(id) },
      async (tx) => {
        const noteId = await new AdminOrdersRepo(tx).addNote({
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
