import { useState } from 'react';
import { isMediaArea } from '~/domain/admin/media';
import { adminUpload } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

/** Uploads one file to POST /api/admin/media/upload; the key (and its preview) or the server's message. */
export function useUpload(area: string) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File): Promise<{ key: string; url: string } | null> => {
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.append('area', isMediaArea(area) ? area : 'product');
    form.append('file', file, file.name);
    const r = await adminUpload('media.upload', {}, form, api);
    setBusy(false);
    if (r.ok) return r.data;
    setError(r.fieldErrors.file ?? r.fieldErrors.area ?? r.error);
    return null;
  };
  return { upload, busy, error };
}
