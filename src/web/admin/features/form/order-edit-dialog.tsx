import { useEffect, useRef, useState } from 'react';
import type { OrderEditReply } from '~/domain/api/admin-sales';
import type { EditDialogData } from '~/domain/api/admin-order-edit';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { newIdempotencyKey } from '~/web/lib/api-client';
import { useToast } from '~/web/components/ui/toast';
import { AdminDialog } from '../../components/admin-dialog';
import { adminAction, adminApi } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

type Line = { productId: number; title: string; sku: string; size: string | null; qty: number };

/** An order's Edit button and dialog (ADM-19, decision 0088). */
/**
 * Quantity steppers, remove, add a product by search, the pickup branch or the delivery address; Preview asks the
 * server to reprice (new total, stock warnings, refund due) without writing; Save sends the same body with one
 * idempotency key per opening. Any change after a preview asks for a new preview before saving.
 */
export function OrderEditDialog({
  url,
  data,
  onClose,
  onDone,
}: {
  url: string;
  data: EditDialogData;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const first = useRef<HTMLInputElement>(null);
  const [key] = useState(newIdempotencyKey);
  const [lines, setLines] = useState<Line[]>(() => data.lines.filter((l) => !l.gift));
  const [branch, setBranch] = useState(data.branchId ?? data.branches[0]?.id ?? 0);
  const [address, setAddress] = useState(data.address ?? '');
  const [preview, setPreview] = useState<OrderEditReply | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ id: number; title: string; sku: string; price: number; stock: number }[]>([]);

  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) return setFound([]);
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      void adminApi(
        'resource.list',
        { resource: 'products', q: text, 'f.active': '1', limit: 10 },
        {
          ...api,
          signal: ctl.signal,
        },
      ).then((r) => {
        if (!r.ok) return setFound([]);
        setFound(
          r.data.items.map((i) => ({
            id: i.id,
            title: String(i.title ?? ''),
            sku: String(i.sku ?? ''),
            price: Number(i.price ?? 0),
            stock: Number(i.stock ?? 0),
          })),
        );
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
    // `api` is rebuilt every render; the search depends on the text only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const change = (next: Line[]) => {
    setLines(next);
    setPreview(null);
  };
  const setQty = (i: number, qty: number) =>
    change(lines.map((l, j) => (j === i ? { ...l, qty: Math.max(1, Math.min(1000, Math.floor(qty) || 1)) } : l)));
  const add = (p: { id: number; title: string; sku: string }) => {
    const at = lines.findIndex((l) => l.productId === p.id);
    if (at >= 0) setQty(at, lines[at]!.qty + 1);
    else change([...lines, { productId: p.id, title: p.title, sku: p.sku, size: null, qty: 1 }]);
    setQ('');
    setFound([]);
  };

  const send = async (asPreview: boolean) => {
    setBusy(true);
    const body: Record<string, unknown> = {
      key,
      version: data.version,
      lines: lines.map((l) => ({ productId: l.productId, size: l.size, qty: l.qty })),
      ...(asPreview ? { preview: true } : {}),
    };
    if (data.delivery === 'pickup' && branch && branch !== data.branchId) body.branch = branch;
    if (data.delivery === 'delivery' && data.place && address.trim() !== (data.address ?? ''))
      body.delivery = { ...data.place, address: address.trim() };
    const r = await adminAction(url, body, api);
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fieldErrors);
      toast.error(r.error);
      return;
    }
    setErrors({});
    const reply = r.data as OrderEditReply;
    if (asPreview) setPreview(reply);
    else {
      toast.success(t('admin-ui.orderEdit.saved', { total: formatMoney(reply.total) }));
      onDone();
    }
  };

  const lineError = (i: number) => errors[`lines.${i}.qty`] ?? errors[`lines.${i}.size`] ?? null;
  return (
    <AdminDialog labelledBy="adm-edit-title" initialFocus={first} onDismiss={onClose} testId="order-edit-dialog">
      <div className="adm-refund adm-order-edit">
        <h2 id="adm-edit-title" className="adm-modal-title">
          {t('admin-ui.orderEdit.title', { number: data.orderId })}
        </h2>
        <div className="adm-refund-lines" data-testid="edit-lines">
          {lines.map((l, i) => (
            <div key={l.productId} className="adm-refund-line">
              <div className="adm-refund-line-text">
                <span className="adm-refund-line-title">{l.title}</span>
                <span className="adm-help">{l.sku}</span>
                {lineError(i) ? <span className="adm-field-error">{lineError(i)}</span> : null}
              </div>
              <div className="adm-stepper">
                <button
                  type="button"
                  className="adm-btn adm-btn-sm"
                  aria-label={`${l.title}: −1`}
                  disabled={l.qty <= 1}
                  onClick={() => setQty(i, l.qty - 1)}
                >
                  −
                </button>
                <input
                  ref={i === 0 ? first : undefined}
                  type="number"
                  className="adm-input adm-refund-qty"
                  min={1}
                  max={1000}
                  value={l.qty}
                  aria-label={`${l.title}: ${t('admin-ui.orderEdit.qty')}`}
                  data-testid={`edit-qty-${l.productId}`}
                  onChange={(e) => setQty(i, Number(e.target.value))}
                />
                <button
                  type="button"
                  className="adm-btn adm-btn-sm"
                  aria-label={`${l.title}: +1`}
                  onClick={() => setQty(i, l.qty + 1)}
                  data-testid={`edit-plus-${l.productId}`}
                >
                  +
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn-sm adm-btn-ghost"
                  disabled={lines.length <= 1}
                  onClick={() => change(lines.filter((_, j) => j !== i))}
                  data-testid={`edit-remove-${l.productId}`}
                >
                  {t('admin-ui.orderEdit.remove')}
                </button>
              </div>
            </div>
          ))}
        </div>
        <label className="adm-field adm-order-edit-search">
          <span className="adm-label">{t('admin-ui.orderEdit.add')}</span>
          <input
            className="adm-input"
            type="search"
            value={q}
            placeholder={t('admin-ui.orderEdit.search')}
            onChange={(e) => setQ(e.target.value)}
            data-testid="edit-search"
          />
          {q.trim().length >= 2 ? (
            <ul className="adm-order-edit-found" role="listbox" aria-label={t('admin-ui.orderEdit.add')}>
              {found.length === 0 ? <li className="adm-help">{t('admin-ui.orderEdit.noResults')}</li> : null}
              {found.map((p) => (
                <li key={p.id}>
                  <button type="button" role="option" aria-selected={false} onClick={() => add(p)}>
                    <span>{p.title}</span>
                    <span className="adm-help">
                      {p.sku} · {formatMoney(p.price)} · {t('admin-ui.orderEdit.inStock', { n: p.stock })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </label>
        {data.delivery === 'pickup' && data.branches.length ? (
          <label className="adm-field">
            <span className="adm-label">{t('admin-ui.orderEdit.branch')}</span>
            <select
              className="adm-input"
              value={String(branch)}
              onChange={(e) => {
                setBranch(Number(e.target.value));
                setPreview(null);
              }}
            >
              {data.branches.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.title}
                </option>
              ))}
            </select>
            {errors.branch ? <span className="adm-field-error">{errors.branch}</span> : null}
          </label>
        ) : null}
        {data.delivery === 'delivery' && data.place ? (
          <label className="adm-field">
            <span className="adm-label">{t('admin-ui.orderEdit.address')}</span>
            <input
              className="adm-input"
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                setPreview(null);
              }}
            />
            {errors['delivery.address'] ? <span className="adm-field-error">{errors['delivery.address']}</span> : null}
          </label>
        ) : null}
        {preview ? (
          <div className="adm-order-edit-preview" data-testid="edit-preview">
            <div className="adm-refund-total">
              <span>{t('admin-ui.orderEdit.previousTotal')}</span>
              <span>{formatMoney(preview.previousTotal)}</span>
            </div>
            <div className="adm-refund-total">
              <span>{t('admin-ui.orderEdit.newTotal')}</span>
              <strong data-testid="edit-new-total">{formatMoney(preview.total)}</strong>
            </div>
            {preview.short.length ? (
              <p className="adm-field-error" role="alert">
                {t('admin-ui.orderEdit.short', { titles: preview.short.join(', ') })}
              </p>
            ) : null}
            {data.paid && preview.total > data.total ? (
              <p className="adm-field-error" role="alert">
                {t('admin-ui.orderEdit.overPaid', { paid: formatMoney(data.total) })}
              </p>
            ) : null}
            {preview.refundDue > 0 ? (
              <p className="adm-help">
                {t('admin-ui.orderEdit.refundDue', { amount: formatMoney(preview.refundDue) })}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="adm-help">{t('admin-ui.orderEdit.previewFirst')}</p>
        )}
        <div className="adm-modal-actions">
          <button type="button" className="adm-btn" onClick={onClose}>
            {t('admin-ui.orderEdit.cancel')}
          </button>
          <button
            type="button"
            className="adm-btn"
            disabled={busy}
            onClick={() => void send(true)}
            data-testid="edit-preview-button"
          >
            {t('admin-ui.orderEdit.preview')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-primary"
            disabled={busy || !preview || preview.short.length > 0 || (data.paid && preview.total > data.total)}
            onClick={() => void send(false)}
            data-testid="edit-save"
          >
            {t('admin-ui.orderEdit.save')}
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}
