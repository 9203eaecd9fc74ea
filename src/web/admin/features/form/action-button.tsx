import { useState } from 'react';
import type { RecordAction } from '~/domain/api/admin';
import { initialValues, bodyOf, type FormValues } from '~/domain/admin/record-values';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { useConfirm } from '../../components/confirm';
import { adminAction } from '../../lib/admin-api';
import { safeHref } from '../../lib/record-href';
import { useAdminApi } from '../../lib/use-admin-api';
import { Field } from './field-control';
import { DialogAction } from './dialog-action';
import { OrderEditDialog } from './order-edit-dialog';
import { RefundDialog } from './refund-dialog';

/** A button the server describes: posts its body (and its small form's values), or opens a link. */
export function ActionButton({ action, area, onDone }: { action: RecordAction; area: string; onDone: () => void }) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FormValues>(() => initialValues(action.fields ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const tone = action.tone === 'primary' ? ' adm-btn-primary' : action.tone === 'danger' ? ' adm-btn-danger' : '';
  const { refund, edit } = action;
  if (action.kind === 'refund' && refund)
    return (
      <DialogAction
        action={action}
        onDone={onDone}
        dialog={(close, done) => (
          <RefundDialog
            action={action}
            data={refund}
            onClose={close}
            onDone={done}
            title={t('admin-ui.refund.dialogTitle', { number: refund.orderId })}
          />
        )}
      />
    );
  if (action.kind === 'edit' && edit)
    return (
      <DialogAction
        action={action}
        onDone={onDone}
        dialog={(close, done) => <OrderEditDialog url={action.url} data={edit} onClose={close} onDone={done} />}
      />
    );
  if (action.kind === 'link') {
    return (
      <a
        className={`adm-btn${tone}`}
        href={safeHref(action.url) ?? undefined}
        target="_blank"
        rel="noopener"
        data-testid={`action-${action.name}`}
      >
        <AdminIcon name="external" size={16} />
        {action.label}
      </a>
    );
  }
  const run = async () => {
    if (action.confirm && !(await confirm({ text: action.confirm, danger: action.tone === 'danger' }))) return;
    setBusy(true);
    const r = await adminAction(action.url, { ...(action.body ?? {}), ...bodyOf(action.fields ?? [], values) }, api);
    setBusy(false);
    if (r.ok) {
      toast.success(t('admin-ui.form.done'));
      setOpen(false);
      setErrors({});
      onDone();
    } else {
      setErrors(r.fieldErrors);
      toast.error(r.error);
    }
  };
  const hasForm = !!action.fields?.length;
  return (
    <span className="adm-action">
      <button
        type="button"
        className={`adm-btn${tone}`}
        disabled={busy}
        onClick={() => (hasForm ? setOpen((v) => !v) : void run())}
        data-testid={`action-${action.name}`}
        aria-expanded={hasForm ? open : undefined}
      >
        {action.label}
      </button>
      {hasForm && open ? (
        <div className="adm-action-pop" role="dialog" aria-label={action.label}>
          {action.fields!.map((f) => (
            <Field
              key={f.name}
              field={f}
              value={values[f.name]}
              onChange={(v) => setValues((c) => ({ ...c, [f.name]: v }))}
              errors={errors}
              path={f.name}
              readOnly={false}
              area={area}
              siblings={values}
            />
          ))}
          <div className="adm-form-buttons">
            <button type="button" className="adm-btn adm-btn-ghost adm-btn-sm" onClick={() => setOpen(false)}>
              {t('admin-ui.common.cancel')}
            </button>
            <button
              type="button"
              className={`adm-btn adm-btn-sm${tone || ' adm-btn-primary'}`}
              disabled={busy}
              onClick={() => void run()}
            >
              {action.label}
            </button>
          </div>
        </div>
      ) : null}
    </span>
  );
}
