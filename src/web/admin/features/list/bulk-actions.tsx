import { useState } from 'react';
import type { ResourceMeta } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { adminApi } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';
import { ProductBulkDialog } from './product-bulk-dialog';

/**
 * The bulk bar's actions of a resource that declares them (`meta.bulk`, ADM-22, decision 0085): approve or reject
 * the selected reviews; change the selected products through a dialog with a preview. `onDone` clears the selection
 * and reads the list again.
 */
export function BulkActions({
  meta,
  selected,
  onDone,
}: {
  meta: ResourceMeta;
  selected: number[];
  onDone: () => void;
}) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  const moderate = async (action: 'approve' | 'reject') => {
    setBusy(true);
    const r = await adminApi('reviews.bulk', { ids: selected, action }, api);
    setBusy(false);
    if (!r.ok) return toast.error(r.fieldErrors.ids ?? r.error);
    toast.success(t('admin-ui.bulk.moderated', { count: r.data.changed }));
    onDone();
  };

  if (meta.bulk === 'reviews')
    return (
      <>
        <button
          type="button"
          className="adm-btn adm-btn-primary adm-btn-sm"
          disabled={busy}
          onClick={() => void moderate('approve')}
          data-testid="bulk-approve"
        >
          <AdminIcon name="check" size={15} />
          {t('admin-ui.bulk.approve')}
        </button>
        <button
          type="button"
          className="adm-btn adm-btn-sm"
          disabled={busy}
          onClick={() => void moderate('reject')}
          data-testid="bulk-reject"
        >
          <AdminIcon name="x" size={15} />
          {t('admin-ui.bulk.reject')}
        </button>
      </>
    );
  if (meta.bulk === 'products')
    return (
      <>
        <button
          type="button"
          className="adm-btn adm-btn-primary adm-btn-sm"
          onClick={() => setOpen(true)}
          data-testid="bulk-change"
        >
          <AdminIcon name="edit" size={15} />
          {t('admin-ui.bulk.change')}
        </button>
        {open ? (
          <ProductBulkDialog
            meta={meta}
            ids={selected}
            onClose={() => setOpen(false)}
            onApplied={(count) => {
              setOpen(false);
              toast.success(t('admin-ui.bulk.changed', { count }));
              onDone();
            }}
          />
        ) : null}
      </>
    );
  return null;
}
