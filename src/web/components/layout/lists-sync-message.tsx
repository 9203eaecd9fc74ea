import { useEffect } from 'react';
import { useToast } from '~/web/components/ui/toast';
import { useLists } from '~/web/lib/lists/lists-context';

/** Says why the server refused a change of a signed-in customer's list (the change was undone meanwhile). */
export function ListsSyncMessage() {
  const { syncError, clearSyncError } = useLists();
  const toast = useToast();
  useEffect(() => {
    if (!syncError) return;
    toast.error(syncError);
    clearSyncError();
  }, [syncError, clearSyncError, toast]);
  return null;
}
