import type { Dispatch, SetStateAction } from 'react';
import type { AdminRow, RemovePlan, ResourceMeta } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { useConfirm } from '../../components/confirm';
import { adminApi, type AdminApiOptions } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';
import { rowTitle } from './list-columns';

/** Resources without a remove plan (they delete whatever they remove): asked once per page load. */
const planless = new Set<string>();

/** What removing these records will do, when the resource can tell (a 404: it deletes whatever it removes). */
async function removePlanOf(resource: string, ids: number[], api: AdminApiOptions): Promise<RemovePlan | null> {
  if (planless.has(resource)) return null;
  const r = await adminApi('resource.removePlan', { resource, ids: ids.join(',') }, api);
  if (!r.ok && r.status === 404) planless.add(resource);
  return r.ok ? r.data : null;
}

/**
 * The list's writes (ADM-6): remove one row or the selected ones (asked first), verify or unverify a row; each says
 * how it went in a toast and has the loader read the list again.
 */
export function useListActions(
  meta: ResourceMeta,
  selected: ReadonlySet<number>,
  setSelected: Dispatch<SetStateAction<Set<number>>>,
  revalidate: () => Promise<void>,
) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const confirm = useConfirm();

  // removal (decision 0063): the server first tells what removing each will do — a product with orders is kept and
  // deactivated, not deleted — so the question and the toast say what happens to each, not "deleted" for all
  const removeOne = async (row: AdminRow) => {
    const plan = await removePlanOf(meta.resource, [row.id], api);
    const keeps = !!plan?.deactivated.includes(row.id);
    const title = rowTitle(meta, row);
    const ask = keeps
      ? {
          text: t('admin-ui.list.confirmDeactivate', { title }),
          confirmLabel: t('admin-ui.list.deactivate'),
          danger: false,
        }
      : { text: t('admin-ui.list.confirmRemove', { title }), confirmLabel: t('admin-ui.list.remove'), danger: true };
    if (!(await confirm(ask))) return;
    const r = await adminApi('resource.remove', { resource: meta.resource, id: row.id }, api);
    if (r.ok)
      toast.success(r.data.removed === 'deactivated' ? t('admin-ui.list.deactivated') : t('admin-ui.list.removed'));
    else toast.error(r.error);
    void revalidate();
  };

  const removeSelected = async () => {
    const ids = [...selected];
    if (!ids.length) return;
    const plan = await removePlanOf(meta.resource, ids, api);
    const ask = plan?.deactivated.length
      ? {
          text: t('admin-ui.list.planIntro', { count: ids.length }),
          details: [
            ...(plan.deleted.length ? [t('admin-ui.list.planDelete', { count: plan.deleted.length })] : []),
            t('admin-ui.list.planDeactivate', { count: plan.deactivated.length }),
          ],
          confirmLabel: plan.deleted.length ? t('admin-ui.list.remove') : t('admin-ui.list.deactivate'),
          danger: plan.deleted.length > 0,
        }
      : {
          text: t('admin-ui.list.confirmRemoveMany', { count: ids.length }),
          confirmLabel: t('admin-ui.list.remove'),
          danger: true,
        };
    if (!(await confirm(ask))) return;
    let deleted = 0;
    let deactivated = 0;
    let lastError = '';
    for (const id of ids) {
      const r = await adminApi('resource.remove', { resource: meta.resource, id }, api);
      if (!r.ok) lastError = r.error;
      else if (r.data.removed === 'deactivated') deactivated++;
      else deleted++;
    }
    if (deactivated)
      toast.success(
        [
          ...(deleted ? [t('admin-ui.list.outcomeDeleted', { count: deleted })] : []),
          t('admin-ui.list.outcomeDeactivated', { count: deactivated }),
        ].join(', '),
      );
    else if (deleted) toast.success(t('admin-ui.list.removedMany', { count: deleted }));
    if (lastError) toast.error(lastError);
    setSelected(new Set());
    void revalidate();
  };

  const toggleVerified = async (row: AdminRow) => {
    const r = await adminApi('resource.verify', { resource: meta.resource, id: row.id, verified: !row.verified }, api);
    if (r.ok) toast.success(!row.verified ? t('admin-ui.list.verified') : t('admin-ui.list.unverified'));
    else toast.error(r.error);
    void revalidate();
  };

  return { removeOne, removeSelected, toggleVerified };
}
