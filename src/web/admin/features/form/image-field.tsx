import { useRef, useState } from 'react';
import { isMediaArea } from '~/domain/admin/media';
import { previewOf } from '../../lib/media-area';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { adminPostForm } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

/** The preview of a stored image value: a key of the area, or a path the server gave. */

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
    const r = await adminPostForm<{ key: string; url: string }>('/media/upload', form, api);
    setBusy(false);
    if (r.ok) return r.data;
    setError(r.fieldErrors.file ?? r.fieldErrors.area ?? r.error);
    return null;
  };
  return { upload, busy, error };
}

function Picker({ onFiles, busy, multiple, testId }: { onFiles: (files: File[]) => void; busy: boolean; multiple?: boolean; testId?: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="adm-upload-btn" onClick={() => input.current?.click()} disabled={busy}>
        <AdminIcon name={busy ? 'refresh' : 'upload'} size={18} className={busy ? 'adm-spin' : undefined} />
        <span>{busy ? t('admin-ui.form.uploading') : t('admin-ui.form.upload')}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple={multiple}
        hidden
        data-testid={testId ? `${testId}-file` : undefined}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}

/** `image`: one picture — upload, preview, remove. The value is the stored key. */
export function ImageField({ value, onChange, area, readOnly, testId }: { value: unknown; onChange: (v: unknown) => void; area: string; readOnly: boolean; testId: string }) {
  const t = useT();
  const { upload, busy, error } = useUpload(area);
  const key = typeof value === 'string' ? value : '';
  return (
    <div className="adm-images" data-testid={testId}>
      {key ? (
        <figure className="adm-image">
          <img src={previewOf(area, key)} alt="" />
          {!readOnly ? (
            <button type="button" className="adm-image-remove" onClick={() => onChange('')} aria-label={t('admin-ui.form.removeImage')} title={t('admin-ui.form.removeImage')}>
              <AdminIcon name="x" size={14} />
            </button>
          ) : null}
        </figure>
      ) : readOnly ? (
        <span className="adm-muted">—</span>
      ) : null}
      {!readOnly ? (
        <Picker
          busy={busy}
          testId={testId}
          onFiles={async ([f]) => {
            const r = await upload(f!);
            if (r) onChange(r.key);
          }}
        />
      ) : null}
      {error ? <span className="adm-field-error">{error}</span> : null}
    </div>
  );
}

/** `images`: several pictures in order — upload, preview, remove, drag to reorder (the first is the main one). */
export function ImagesField({ value, onChange, area, readOnly, testId }: { value: unknown; onChange: (v: unknown) => void; area: string; readOnly: boolean; testId: string }) {
  const t = useT();
  const { upload, busy, error } = useUpload(area);
  const keys = (Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string');
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (from === to) return;
    const next = [...keys];
    const [k] = next.splice(from, 1);
    next.splice(to, 0, k!);
    onChange(next);
  };
  return (
    <div className="adm-images" data-testid={testId}>
      {keys.map((k, i) => (
        <figure
          key={`${k}-${i}`}
          className={`adm-image${dragging === i ? ' is-dragging' : ''}`}
          draggable={!readOnly}
          onDragStart={() => setDragging(i)}
          onDragOver={(e) => dragging !== null && e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) move(dragging, i);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
        >
          <img src={previewOf(area, k)} alt="" draggable={false} />
          {i === 0 ? <span className="adm-image-main">{t('admin-ui.form.mainImage')}</span> : null}
          {!readOnly ? (
            <span className="adm-image-tools">
              {i > 0 ? (
                <button type="button" onClick={() => move(i, i - 1)} aria-label={t('admin-ui.form.moveLeft')} title={t('admin-ui.form.moveLeft')}>
                  <AdminIcon name="chevronLeft" size={14} />
                </button>
              ) : null}
              {i < keys.length - 1 ? (
                <button type="button" onClick={() => move(i, i + 1)} aria-label={t('admin-ui.form.moveRight')} title={t('admin-ui.form.moveRight')}>
                  <AdminIcon name="chevronRight" size={14} />
                </button>
              ) : null}
              <button type="button" onClick={() => onChange(keys.filter((_, j) => j !== i))} aria-label={t('admin-ui.form.removeImage')} title={t('admin-ui.form.removeImage')}>
                <AdminIcon name="x" size={14} />
              </button>
            </span>
          ) : null}
        </figure>
      ))}
      {readOnly && keys.length === 0 ? <span className="adm-muted">—</span> : null}
      {!readOnly ? (
        <Picker
          busy={busy}
          multiple
          testId={testId}
          onFiles={async (files) => {
            const added: string[] = [];
            for (const f of files) {
              const r = await upload(f);
              if (r) added.push(r.key);
            }
            if (added.length) onChange([...keys, ...added]);
          }}
        />
      ) : null}
      {error ? <span className="adm-field-error">{error}</span> : null}
    </div>
  );
}
