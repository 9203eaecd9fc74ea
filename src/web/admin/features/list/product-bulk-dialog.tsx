import { useRef, useState } from 'react';
import type { ResourceMeta } from '~/domain/api/admin';
import type { BulkValues } from '~/domain/admin/bulk-products';
import type { ProductsBulkReply } from '~/domain/api/admin-bulk';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { AdminDialog } from '../../components/admin-dialog';
import type { AdminInput } from '~/domain/api/admin-endpoints';
import { adminApi } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

type Kind = 'price' | 'priceOld' | 'stock' | 'active' | 'category' | 'badge';
const KINDS: Kind[] = ['price', 'priceOld', 'stock', 'active', 'category', 'badge'];
const MODES: Record<Kind, string[]> = {
  price: ['percent', 'amount'],
  priceOld: ['set', 'clear'],
  stock: ['set', 'add'],
  active: ['on', 'off'],
  category: ['set'],
  badge: ['addBadge', 'removeBadge'],
};
type Change = AdminInput<'products.bulk'>['change'];

const money = (q: number | null) => (q === null ? '—' : formatMoney(q));
const qapik = (v: string) => Math.round(Number(v.replace(',', '.')) * 100);

/** The change the form describes, in the endpoint's shape (money in qəpik). */
function changeOf(kind: Kind, mode: string, value: string): Change {
  const n = Number(value.replace(',', '.'));
  switch (kind) {
    case 'price':
      return mode === 'percent' ? { kind, mode: 'percent', value: n } : { kind, mode: 'amount', value: qapik(value) };
    case 'priceOld':
      return { kind, value: mode === 'clear' ? null : qapik(value) };
    case 'stock':
      return { kind, mode: mode === 'add' ? 'add' : 'set', value: n };
    case 'active':
      return { kind, value: mode === 'on' };
    case 'category':
      return { kind, value: n };
    case 'badge':
      return { kind, mode: mode === 'addBadge' ? 'add' : 'remove', value: n };
  }
}

/**
 * The products' bulk change (ADM-22, decision 0085): what to change and how, a Preview table (before → after of
 * each selected product, with what keeps one from changing), then Apply — one audited step on the server, the
 * stock applied as a difference from what the preview showed.
 */
export function ProductBulkDialog({
  meta,
  ids,
  onClose,
  onApplied,
}: {
  meta: ResourceMeta;
  ids: number[];
  onClose: () => void;
  onApplied: (count: number) => void;
}) {
  const t = useT();
  const api = useAdminApi();
  const b = (k: string, vars?: Record<string, string | number>) => t(`admin-ui.bulk.${k}`, vars);
  const first = useRef<HTMLSelectElement>(null);
  const [kind, setKind] = useState<Kind>('price');
  const [mode, setMode] = useState('percent');
  const [value, setValue] = useState('');
  const [preview, setPreview] = useState<ProductsBulkReply | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = (name: string) => meta.fields.find((f) => f.name === name)?.options ?? [];
  const needsValue = !(kind === 'active' || (kind === 'priceOld' && mode === 'clear'));

  const reset = () => (setPreview(null), setErrors({}), setError(null));
  const send = async (dry: boolean) => {
    setBusy(true);
    const change = changeOf(kind, mode, value);
    const stockSeen = preview?.items.map((i) => ({ id: i.id, stock: i.before.stock }));
    const r = await adminApi(
      'products.bulk',
      { ids, change, preview: dry, ...(dry || !stockSeen ? {} : { stockSeen }) },
      api,
    );
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fieldErrors);
      setError(r.error);
      return;
    }
    setErrors({});
    setError(null);
    if (dry) setPreview(r.data);
    else onApplied(r.data.changed);
  };

  const show = (k: keyof BulkValues, v: BulkValues) => {
    if (k === 'price' || k === 'priceOld') return money(v[k]);
    if (k === 'active') return v.active ? b('on') : b('off');
    if (k === 'categoryId') return options('categoryId').find((o) => o.value === v.categoryId)?.label ?? v.categoryId;
    if (k === 'badges')
      return v.badges.map((id) => options('badges').find((o) => o.value === id)?.label ?? id).join(', ') || '—';
    return String(v[k]);
  };
  const shown: keyof BulkValues =
    kind === 'category' ? 'categoryId' : kind === 'badge' ? 'badges' : kind === 'priceOld' ? 'priceOld' : kind;
  const problems = preview?.items.filter((i) => i.problem).length ?? 0;

  return (
    <AdminDialog labelledBy="adm-bulk-title" initialFocus={first} onDismiss={onClose} testId="bulk-dialog">
      <h2 id="adm-bulk-title" className="adm-modal-title">
        {b('title', { count: ids.length })}
      </h2>
      <div className="adm-bulk-form">
        <label className="adm-field">
          <span className="adm-label">{b('field')}</span>
          <select
            ref={first}
            className="adm-select"
            value={kind}
            onChange={(e) => {
              const k = e.target.value as Kind;
              setKind(k);
              setMode(MODES[k][0]!);
              setValue('');
              reset();
            }}
            data-testid="bulk-kind"
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {b(k)}
              </option>
            ))}
          </select>
        </label>
        {MODES[kind].length > 1 ? (
          <label className="adm-field">
            <span className="adm-label">&nbsp;</span>
            <select
              className="adm-select"
              value={mode}
              onChange={(e) => (setMode(e.target.value), reset())}
              data-testid="bulk-mode"
            >
              {MODES[kind].map((m) => (
                <option key={m} value={m}>
                  {b(m)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {needsValue ? (
          <label className="adm-field">
            <span className="adm-label">{b('value')}</span>
            {kind === 'category' || kind === 'badge' ? (
              <select
                className="adm-select"
                value={value}
                onChange={(e) => (setValue(e.target.value), reset())}
                data-testid="bulk-value"
              >
                <option value="" />
                {options(kind === 'category' ? 'categoryId' : 'badges').map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                className="adm-input"
                inputMode="decimal"
                value={value}
                onChange={(e) => (setValue(e.target.value), reset())}
                aria-invalid={!!errors['change.value']}
                data-testid="bulk-value"
              />
            )}
            {errors['change.value'] ? <span className="adm-field-error">{errors['change.value']}</span> : null}
          </label>
        ) : null}
      </div>
      {error && !errors['change.value'] ? (
        <p className="adm-field-error" role="alert" data-testid="bulk-error">
          {Object.values(errors)[0] ?? error}
        </p>
      ) : null}
      {preview ? (
        <div className="adm-bulk-preview" data-testid="bulk-preview">
          <p className="adm-modal-lead">{b('willChange', { count: preview.changed, total: preview.items.length })}</p>
          <div className="adm-bulk-table">
            <table className="adm-table">
              <thead>
                <tr>
                  <th>{b('product')}</th>
                  <th>{b('before')}</th>
                  <th>{b('after')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.items.map((i) => (
                  <tr key={i.id} data-testid="bulk-preview-row" className={i.problem ? 'is-problem' : undefined}>
                    <td>
                      <span className="adm-bulk-sku">{i.sku}</span> {i.title}
                      {i.problem ? <span className="adm-field-error">{i.problem}</span> : null}
                    </td>
                    <td>{show(shown, i.before)}</td>
                    <td className={i.changes.length ? 'adm-bulk-after' : undefined}>
                      {i.changes.length ? show(shown, i.after) : b('unchanged')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <div className="adm-modal-actions">
        <button type="button" className="adm-btn" onClick={onClose}>
          {b('cancel')}
        </button>
        <button
          type="button"
          className="adm-btn"
          disabled={busy || (needsValue && !value)}
          onClick={() => void send(true)}
          data-testid="bulk-preview-button"
        >
          {b('preview')}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn-primary"
          disabled={busy || !preview || problems > 0 || preview.changed === 0}
          onClick={() => void send(false)}
          data-testid="bulk-apply"
        >
          {b('apply')}
        </button>
      </div>
    </AdminDialog>
  );
}
