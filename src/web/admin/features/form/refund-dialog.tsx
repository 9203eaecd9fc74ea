import { useMemo, useRef, useState } from 'react';
import type { RecordAction } from '~/domain/api/admin';
import type { RefundDialogData } from '~/domain/api/admin-refund';
import { formatMoney } from '~/domain/money';
import { planRefund, type RefundAsk } from '~/domain/orders/refunds';
import { useT } from '~/web/i18n/i18n-context';
import { newIdempotencyKey } from '~/web/lib/api-client';
import { useToast } from '~/web/components/ui/toast';
import { AdminDialog } from '../../components/admin-dialog';
import { adminAction } from '../../lib/admin-api';
import { parseMoneyInput } from '../../lib/money-input';
import { useAdminApi } from '../../lib/use-admin-api';

/**
 * An order's Refund button and dialog (issue 30, decision 0084): where the money goes back to (a card payment or the
 * cash), units of the lines or an amount, the reason and "back on sale". The amount shown is worked out with the
 * server's rules (`domain/orders/refunds.ts`); the server works it out again and is the judge. One idempotency key
 * per opening, so a double press or a retry after a lost answer refunds once.
 */
export function RefundDialog({
  action,
  data,
  title,
  onClose,
  onDone,
}: {
  action: RecordAction;
  data: RefundDialogData;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const first = useRef<HTMLSelectElement>(null);
  const [key] = useState(newIdempotencyKey);
  const [source, setSource] = useState<number | 'cash'>(data.sources[0]?.id ?? 'cash');
  const [mode, setMode] = useState<'lines' | 'amount'>(
    data.lines.some((l) => l.qty > l.refundedQty) ? 'lines' : 'amount',
  );
  const [qty, setQty] = useState<Record<number, number>>({});
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(data.canRestock);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const chosen = data.sources.find((s) => s.id === source) ?? data.sources[0];
  const left = chosen?.left ?? 0;

  const ask: RefundAsk =
    mode === 'lines'
      ? { kind: 'lines', lines: Object.entries(qty).map(([id, n]) => ({ lineId: Number(id), qty: n })) }
      : { kind: 'amount', amount: parseMoneyInput(amountText) ?? 0 };
  const preview = useMemo(
    () =>
      planRefund(
        {
          total: data.total,
          deliveryPrice: data.deliveryPrice,
          lines: data.lines.map((l) => ({ id: l.id, qty: l.qty, payable: l.payable, refundedQty: l.refundedQty })),
        },
        left,
        ask,
      ),
    // the ask is rebuilt from these on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, left, mode, qty, amountText],
  );
  const amount = preview.ok ? preview.plan.amount : 0;

  const submit = async () => {
    setBusy(true);
    const body: Record<string, unknown> = { key, source, reason, restock: mode === 'lines' && restock };
    if (mode === 'lines') body.lines = ask.kind === 'lines' ? ask.lines.filter((l) => l.qty > 0) : [];
    else body.amount = parseMoneyInput(amountText) ?? amountText;
    const r = await adminAction(action.url, body, api);
    setBusy(false);
    if (r.ok) {
      const done = r.data as { amount?: number };
      toast.success(t('admin-ui.refund.done', { amount: formatMoney(done.amount ?? amount) }));
      onDone();
    } else {
      setErrors(r.fieldErrors);
      toast.error(r.error);
    }
  };

  return (
    <AdminDialog labelledBy="adm-refund-title" initialFocus={first} onDismiss={onClose} testId="refund-dialog">
      <div className="adm-refund">
        <h2 id="adm-refund-title" className="adm-modal-title">
          {title}
        </h2>
        <label className="adm-field">
          <span className="adm-label">{t('admin-ui.refund.source')}</span>
          <select
            ref={first}
            className="adm-input"
            value={String(source)}
            onChange={(e) => setSource(e.target.value === 'cash' ? 'cash' : Number(e.target.value))}
            data-testid="refund-source"
          >
            {data.sources.map((s) => (
              <option key={String(s.id)} value={String(s.id)}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <div className="adm-refund-modes" role="radiogroup" aria-label={t('admin-ui.refund.title')}>
          {(['lines', 'amount'] as const).map((m) => (
            <label key={m} className={`adm-refund-mode${mode === m ? ' is-on' : ''}`}>
              <input type="radio" name="refund-mode" checked={mode === m} onChange={() => setMode(m)} />
              {t(m === 'lines' ? 'admin-ui.refund.byLines' : 'admin-ui.refund.byAmount')}
            </label>
          ))}
        </div>
        {mode === 'lines' ? (
          <div className="adm-refund-lines" data-testid="refund-lines">
            {data.lines.map((l) => {
              const room = l.qty - l.refundedQty;
              return (
                <div key={l.id} className="adm-refund-line">
                  <div className="adm-refund-line-text">
                    <span className="adm-refund-line-title">{l.title}</span>
                    <span className="adm-help">{t('admin-ui.refund.refundable', { n: room, qty: l.qty })}</span>
                  </div>
                  <input
                    type="number"
                    className="adm-input adm-refund-qty"
                    min={0}
                    max={room}
                    step={1}
                    disabled={room <= 0}
                    value={qty[l.id] ?? 0}
                    aria-label={`${l.title}: ${t('admin-ui.refund.qty')}`}
                    data-testid={`refund-qty-${l.id}`}
                    onChange={(e) => {
                      const n = Math.max(0, Math.min(room, Math.floor(Number(e.target.value) || 0)));
                      setQty((c) => ({ ...c, [l.id]: n }));
                    }}
                  />
                </div>
              );
            })}
            {data.canRestock ? (
              <label className="adm-check">
                <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
                {t('admin-ui.refund.restock')}
              </label>
            ) : (
              <p className="adm-help">{t('admin-ui.refund.restockOff')}</p>
            )}
          </div>
        ) : (
          <label className="adm-field">
            <span className="adm-label">{t('admin-ui.refund.amount')}</span>
            <input
              className="adm-input adm-input-num"
              inputMode="decimal"
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              data-testid="refund-amount"
            />
            <span className="adm-help">{t('admin-ui.refund.amountHint', { left: formatMoney(left) })}</span>
            {errors.amount ? <span className="adm-field-error">{errors.amount}</span> : null}
          </label>
        )}
        <label className="adm-field">
          <span className="adm-label">
            {t('admin-ui.refund.reason')} <span className="adm-req">*</span>
          </span>
          <textarea
            className="adm-input"
            rows={3}
            maxLength={data.reasonMax}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            data-testid="refund-reason"
          />
          {errors.reason ? <span className="adm-field-error">{errors.reason}</span> : null}
        </label>
        <div className="adm-refund-total">
          <span>{t('admin-ui.refund.total')}</span>
          <strong data-testid="refund-total">{formatMoney(amount)}</strong>
        </div>
        <div className="adm-modal-actions">
          <button type="button" className="adm-btn" onClick={onClose}>
            {t('admin-ui.common.cancel')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-danger"
            disabled={busy || !preview.ok || reason.trim() === ''}
            onClick={() => void submit()}
            data-testid="refund-submit"
          >
            {t('admin-ui.refund.submit', { amount: formatMoney(amount) })}
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}
