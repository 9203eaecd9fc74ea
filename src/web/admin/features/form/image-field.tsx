import { useState } from 'react';
import { previewOf } from '../../lib/media-area';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { hasFiles, useFileInput } from './use-file-input';
import { useUpload } from './use-upload';

/** `image`: one picture — upload, preview, replace, remove. The value is the stored key. */
export function ImageField({
  value,
  onChange,
  area,
  readOnly,
  testId,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  area: string;
  readOnly: boolean;
  testId: string;
}) {
  const t = useT();
  const { upload, busy, error } = useUpload(area);
  const key = typeof value === 'string' ? value : '';
  const [over, setOver] = useState(false);
  const take = async (f: File) => {
    const r = await upload(f);
    if (r) onChange(r.key);
  };
  const file = useFileInput(([f]) => void take(f!), false, testId);
  if (readOnly)
    return (
      <div className="adm-pics adm-pics-one" data-testid={testId}>
        {key ? (
          <div className="adm-pic is-static">
            <div className="adm-pic-frame">
              <img src={previewOf(area, key)} alt="" />
            </div>
          </div>
        ) : (
          <span className="adm-muted">—</span>
        )}
      </div>
    );
  return (
    <div
      className={`adm-pics adm-pics-one${over ? ' is-file-over' : ''}`}
      data-testid={testId}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        const [f] = [...e.dataTransfer.files];
        if (f) void take(f);
      }}
    >
      <div className="adm-pics-grid">
        {key ? (
          <div className="adm-pic">
            <div className="adm-pic-frame">
              <img src={previewOf(area, key)} alt="" />
              <button
                type="button"
                className="adm-pic-remove"
                onClick={() => onChange('')}
                aria-label={t('admin-ui.form.removeImage')}
                title={t('admin-ui.form.removeImage')}
              >
                <AdminIcon name="trash" size={15} />
              </button>
            </div>
          </div>
        ) : null}
        <button
          type="button"
          className="adm-pics-add"
          onClick={file.open}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <AdminIcon name={busy ? 'refresh' : 'upload'} size={20} className={busy ? 'adm-spin' : undefined} />
          <span className="adm-pics-add-title">
            {busy ? t('admin-ui.form.uploading') : key ? t('admin-ui.pictures.replace') : t('admin-ui.form.upload')}
          </span>
          <span className="adm-pics-add-hint">{t('admin-ui.pictures.formats')}</span>
        </button>
      </div>
      {file.element}
      {error ? (
        <span className="adm-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
