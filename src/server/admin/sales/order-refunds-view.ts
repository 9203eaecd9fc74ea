import type { RecordAction, RecordSection } from '../../../domain/api/admin.ts';
import { adminOrderRefund, REFUND_REASON_MAX } from '../../../domain/api/admin-sales.ts';
import { pathTo } from '../../../domain/api/endpoint.ts';
import { formatMoney } from '../../../domain/money.ts';
import { refundableLeft, refundState } from '../../../domain/orders/refunds.ts';
import type { RefundFacts } from '../../modules/orders/order-refunds.ts';
import type { RefundsRepo } from '../../modules/orders/refunds.repo.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminCtx } from '../resource.ts';

type Lines = Awaited<ReturnType<RefundsRepo['linesOfOrder']>>;

/**
 * An order's refunds on its record (issue 30, decision 0084): the payment state (what was paid, what was refunded),
 * the refunds' history, and — for staff with `orders.refund`, while something is left to refund — the Refund button
 * with its dialog's data.
 */
export function refundsView(
  i18n: I18n,
  facts: RefundFacts,
  refundLines: Lines,
  ctx: AdminCtx,
): {
  state: string | null;
  pairs: { label: string; value: string }[];
  section: RecordSection | null;
  action: RecordAction | null;
} {
  const t = (k: string, vars?: Record<string, string | number>) => i18n.t(ctx.lang, k, vars);
  const st = refundState(facts.paid, facts.refunded);
  const pairs =
    facts.refunded > 0
      ? [
          {
            label: t('admin-sales.refunds.title'),
            value: `${t(`admin-sales.refunds.state.${st}`)} · ${t('admin-sales.refunds.paidRefunded', { refunded: formatMoney(facts.refunded), paid: formatMoney(facts.paid) })}`,
          },
        ]
      : [];
  const section: RecordSection | null = facts.refunds.length
    ? {
        title: t('admin-sales.refunds.title'),
        kind: 'table',
        columns: [
          { name: 'date', label: t('admin-sales.refunds.fields.date'), kind: 'datetime' },
          { name: 'amount', label: t('admin-sales.refunds.fields.amount'), kind: 'money' },
          { name: 'method', label: t('admin-sales.refunds.fields.method'), kind: 'text' },
          { name: 'lines', label: t('admin-sales.refunds.fields.lines'), kind: 'text' },
          { name: 'reason', label: t('admin-sales.refunds.fields.reason'), kind: 'text' },
          { name: 'staff', label: t('admin-sales.refunds.fields.staff'), kind: 'text' },
          { name: 'status', label: t('admin-sales.refunds.fields.status'), kind: 'text' },
          { name: 'approval', label: t('admin-sales.refunds.fields.approval'), kind: 'text' },
        ],
        rows: facts.refunds.map((r) => ({
          date: r.created_at,
          amount: r.amount,
          method: t(`admin-sales.refunds.method.${r.method === 'cash' ? 'cash' : 'card'}`),
          lines: refundLines
            .filter((l) => l.refundId === r.id)
            .map((l) => `${l.title} × ${l.qty}`)
            .join(', '),
          reason: r.reason,
          staff: r.staff_name,
          status: t(`admin-sales.refunds.status.${r.status === 'done' ? 'done' : 'pending'}`),
          approval: r.approval ?? '',
        })),
      }
    : null;
  const left = facts.sources.reduce((a, s) => a + refundableLeft(s), 0);
  const action: RecordAction | null =
    ctx.staff.permissions.includes('orders.refund') && left > 0
      ? {
          name: 'refund',
          label: t('admin-sales.refunds.action'),
          kind: 'refund',
          url: pathTo(adminOrderRefund, { id: facts.order.id }),
          tone: 'danger',
          refund: {
            orderId: facts.order.id,
            total: facts.order.total,
            deliveryPrice: facts.order.delivery_price,
            lines: facts.lines.map((l) => ({
              id: l.id,
              title: l.title,
              qty: l.qty,
              payable: l.payable,
              refundedQty: l.refunded_qty,
            })),
            sources: facts.sources
              .filter((s) => refundableLeft(s) > 0)
              .map((s) => ({
                id: s.id,
                paid: s.paid,
                left: refundableLeft(s),
                label:
                  s.method === 'cash'
                    ? t('admin-sales.refunds.sourceCash', {
                        left: formatMoney(refundableLeft(s)),
                        paid: formatMoney(s.paid),
                      })
                    : t('admin-sales.refunds.sourceCard', {
                        card: s.card ?? '',
                        reference: s.reference ? `…${s.reference.slice(-6)}` : '',
                        left: formatMoney(refundableLeft(s)),
                        paid: formatMoney(s.paid),
                      }),
              })),
            canRestock: facts.order.holds_stock === 1,
            reasonMax: REFUND_REASON_MAX,
          },
        }
      : null;
  return { state: st === 'none' ? null : t(`admin-sales.refunds.state.${st}`), pairs, section, action };
}
