import { staffMoves } from '../../../domain/admin/sales.ts';
import type { RecordAction } from '../../../domain/api/admin.ts';
import {
  adminOrderCash,
  adminOrderEdit,
  adminOrderNote,
  adminOrderStatus,
  MOVE_NOTE_MAX,
  ORDER_NOTE_MAX,
} from '../../../domain/api/admin-sales.ts';
import { pathTo } from '../../../domain/api/endpoint.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import { editBlocked } from '../../../domain/orders/order-edit.ts';
import type { EditDialogData } from '../../../domain/api/admin-order-edit.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';
import { statusOf } from './order-sheet.ts';
import type { AdminOrderRow } from './orders.repo.ts';

/**
 * The buttons of an order's record (ADM-12) for this staff member: the status moves staff may make, recording a cash
 * payment, adding a note, printing.
 */
export function orderActions(
  i18n: I18n,
  o: AdminOrderRow,
  ctx: AdminCtx,
  edit: Omit<EditDialogData, 'orderId' | 'version' | 'total' | 'paid'> | null = null,
): RecordAction[] {
  const id = o.id;
  const st: OrderStatus = statusOf(o);
  const t = (k: string, vars?: Record<string, string | number>) => i18n.t(ctx.lang, k, vars);
  const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
  const can = (p: string) => ctx.staff.permissions.includes(p);
  const actions: RecordAction[] = [];
  if (can('orders.status')) {
    for (const to of staffMoves(st)) {
      actions.push({
        name: `status:${to}`,
        label: t(`admin-sales.orders.moveTo.${to}`),
        kind: 'post',
        url: pathTo(adminOrderStatus, { id }),
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
      url: pathTo(adminOrderCash, { id }),
      body: { amount: o.total },
      tone: 'primary',
      confirm: t('admin-sales.orders.confirmCash', { number: id, amount: formatMoney(o.total) }),
      fields: [{ name: 'note', label: f('moveNote'), component: 'textarea', max: MOVE_NOTE_MAX, value: '' }],
    });
  }
  // editing before it ships (ADM-19, decision 0088): only while the rules allow it
  if (
    edit &&
    can('orders.update') &&
    !editBlocked({ status: st, refunded: o.refunded, holdsStock: o.holds_stock === 1 })
  ) {
    actions.push({
      name: 'edit',
      label: t('admin-sales.orders.edit.action'),
      kind: 'edit',
      url: pathTo(adminOrderEdit, { id }),
      tone: 'default',
      edit: { ...edit, orderId: id, version: o.updated_at, total: o.total, paid: o.paid === 1 },
    });
  }
  if (can('orders.update')) {
    actions.push({
      name: 'note',
      label: t('admin-sales.orders.addNote'),
      kind: 'post',
      url: pathTo(adminOrderNote, { id }),
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
  return actions;
}
