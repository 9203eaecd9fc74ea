import { useEffect, useRef, useState, type DragEvent } from 'react';
import { isMediaArea, MEDIA_MAX_BYTES } from '~/domain/admin/media';
import { previewOf } from '../../lib/media-area';
import {
  addPictures,
  keyMove,
  movePicture,
  pictureErrors,
  picturesOf,
  removePicture,
  togglePad,
  type Picture,
} from '../../lib/picture-list';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { adminUpload } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';
import { ACCEPT, hasFiles, useFileInput } from './use-file-input';

/** a product holds at most this many pictures unless the field says (`FieldDef.max`; the server's rule) */
const DEFAULT_MAX = 30;

interface ImagesProps {
  value: unknown;
  onChange: (v: unknown) => void;
  area: string;
  readOnly: boolean;
  testId: string;
  /** the form's field errors and this field's path: `images.2.source` lands on picture 3 */
  errors?: Readonly<Record<string, string>>;
  path?: string;
  max?: number;
}

/**
 * `images`: a product's pictures (decision 0061) — a grid of thumbnails in order, the first the main one. Add (the
 * button or files dropped on the grid, uploaded one after another), reorder (drag a card; or focus its handle and
 * press the arrow keys, Home or End; or the earlier/later buttons; or "make main"), remove, and switch the margin
 * (`withPad`) per picture. The value is `{ source, withPad }[]`, what the server's form gives and takes.
 */
export function ImagesField({
  value,
  onChange,
  area,
  readOnly,
  testId,
  errors = {},
  path = 'images',
  max = DEFAULT_MAX,
}: ImagesProps) {
  const t = useT();
  const api = useAdminApi();
  const pictures = picturesOf(value);
  // the newest list, also between an upload's change and the next render (uploads finish one after another)
  const latest = useRef(pictures);
  latest.current = pictures;
  const [dragging, setDragging] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [fileOver, setFileOver] = useState(false);
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [focusAt, setFocusAt] = useState<{ at: number; part: 'handle' | 'add' } | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const { list: listError, at: errorOf } = pictureErrors(errors, path);
  const total = pictures.length;
  const room = max - total;

  useEffect(() => {
    if (!focusAt) return;
    (focusAt.part === 'add' ? addButton.current : handles.current.get(focusAt.at))?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const set = (next: Picture[]) => {
    latest.current = next;
    onChange(next);
  };
  const move = (from: number, to: number, focus = true) => {
    const next = movePicture(pictures, from, to);
    const at = next.indexOf(pictures[from]!);
    if (at === from) return;
    set(next);
    setSaid(t('admin-ui.pictures.moved', { n: at + 1, total }));
    if (focus) setFocusAt({ at, part: 'handle' });
  };
  const remove = (at: number) => {
    const next = removePicture(pictures, at);
    set(next);
    setSaid(t('admin-ui.pictures.removed'));
    setFocusAt(next.length ? { at: Math.min(at, next.length - 1), part: 'handle' } : { at: 0, part: 'add' });
  };

  const uploadAll = async (files: File[]) => {
    const fits = files.slice(0, Math.max(0, max - latest.current.length));
    const failed: string[] = files.length > fits.length ? [t('admin-ui.pictures.full', { max })] : [];
    let added = 0;
    for (const [i, file] of fits.entries()) {
      setProgress({ n: i + 1, total: fits.length });
      if (file.size > MEDIA_MAX_BYTES) {
        failed.push(`${file.name}: ${t('admin-ui.upload.tooLarge')}`);
        continue;
      }
      const form = new FormData();
      form.append('area', isMediaArea(area) ? area : 'product');
      form.append('file', file, file.name);
      const r = await adminUpload('media.upload', {}, form, api);
      if (r.ok) {
        set(addPictures(latest.current, [r.data.key], max));
        added++;
      } else failed.push(`${file.name}: ${r.fieldErrors.file ?? r.fieldErrors.area ?? r.error}`);
    }
    setProgress(null);
    setFailures(failed);
    if (added) setSaid(t('admin-ui.pictures.added', { count: added }));
  };
  const file = useFileInput((files) => void uploadAll(files), true, testId);
  const busy = progress !== null;

  const dropFiles = (e: DragEvent) => {
    if (readOnly || !hasFiles(e)) return false;
    e.preventDefault();
    setFileOver(false);
    if (!busy) void uploadAll([...e.dataTransfer.files].filter((f) => ACCEPT.split(',').includes(f.type) || !f.type));
    return true;
  };

  return (
    <div
      className={`adm-pics${fileOver ? ' is-file-over' : ''}${listError ? ' has-error' : ''}`}
      data-testid={testId}
      onDragOver={(e) => {
        if (readOnly || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setFileOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFileOver(false);
      }}
      onDrop={dropFiles}
    >
      {total === 0 && readOnly ? <span className="adm-muted">—</span> : null}
      <ul className="adm-pics-grid">
        {pictures.map((p, i) => {
          const n = i + 1;
          const err = errorOf.get(i);
          return (
            <li
              key={`${p.source}-${i}`}
              className={`adm-pic${i === 0 ? ' is-main' : ''}${dragging === i ? ' is-dragging' : ''}${target === i && dragging !== null && dragging !== i ? (dragging < i ? ' is-target-after' : ' is-target-before') : ''}${err ? ' has-error' : ''}${readOnly ? ' is-static' : ''}`}
              data-testid="picture"
              data-source={p.source}
              data-pad={p.withPad ? '1' : '0'}
              aria-label={t('admin-ui.pictures.picture', { n, total })}
              draggable={!readOnly}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', p.source);
                setDragging(i);
              }}
              onDragOver={(e) => {
                if (dragging === null) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                if (target !== i) setTarget(i);
              }}
              onDrop={(e) => {
                if (dragging === null) return;
                e.preventDefault();
                e.stopPropagation();
                move(dragging, i, false);
                setDragging(null);
                setTarget(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setTarget(null);
              }}
            >
              <div className="adm-pic-frame">
                <img
                  src={previewOf(area, p.source)}
                  alt={t('admin-ui.pictures.picture', { n, total })}
                  className={p.withPad ? 'is-pad' : undefined}
                  draggable={false}
                  loading="lazy"
                />
                {i === 0 ? (
                  <span className="adm-pic-main">
                    <AdminIcon name="star" size={12} />
                    {t('admin-ui.pictures.main')}
                  </span>
                ) : (
                  <span className="adm-pic-n" aria-hidden="true">
                    {n}
                  </span>
                )}
                {!readOnly ? (
                  <button
                    type="button"
                    className="adm-pic-remove"
                    onClick={() => remove(i)}
                    aria-label={t('admin-ui.pictures.remove', { n })}
                    title={t('admin-ui.pictures.remove', { n })}
                    data-testid="picture-remove"
                  >
                    <AdminIcon name="trash" size={15} />
                  </button>
                ) : null}
              </div>
              {!readOnly ? (
                <div className="adm-pic-bar">
                  <button
                    type="button"
                    className="adm-pic-tool adm-pic-handle"
                    ref={(el) => {
                      if (el) handles.current.set(i, el);
                      else handles.current.delete(i);
                    }}
                    aria-label={t('admin-ui.pictures.handle', { n })}
                    title={t('admin-ui.pictures.handle', { n })}
                    data-testid="picture-handle"
                    onKeyDown={(e) => {
                      const to = keyMove(e.key, i, total);
                      if (to === null) return;
                      e.preventDefault();
                      move(i, to);
                    }}
                  >
                    <AdminIcon name="grip" size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-pic-tool"
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                    aria-label={t('admin-ui.pictures.earlier')}
                    title={t('admin-ui.pictures.earlier')}
                    data-testid="picture-earlier"
                  >
                    <AdminIcon name="chevronLeft" size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-pic-tool"
                    onClick={() => move(i, i + 1)}
                    disabled={i === total - 1}
                    aria-label={t('admin-ui.pictures.later')}
                    title={t('admin-ui.pictures.later')}
                    data-testid="picture-later"
                  >
                    <AdminIcon name="chevronRight" size={16} />
                  </button>
                  <button
                    type="button"
                    className="adm-pic-tool"
                    onClick={() => move(i, 0)}
                    disabled={i === 0}
                    aria-label={t('admin-ui.pictures.makeMain')}
                    title={t('admin-ui.pictures.makeMain')}
                    data-testid="picture-main"
                  >
                    <AdminIcon name="star" size={16} />
                  </button>
                </div>
              ) : null}
              {!readOnly ? (
                <label className={`adm-pic-pad${p.withPad ? ' is-on' : ''}`} title={t('admin-ui.pictures.padHint')}>
                  <input
                    type="checkbox"
                    checked={p.withPad}
                    onChange={() => set(togglePad(pictures, i))}
                    data-testid="picture-pad"
                  />
                  <span>{t('admin-ui.pictures.pad')}</span>
                </label>
              ) : p.withPad ? (
                <span className="adm-pic-pad is-on">{t('admin-ui.pictures.pad')}</span>
              ) : null}
              {err ? <span className="adm-field-error adm-pic-error">{err}</span> : null}
            </li>
          );
        })}
        {!readOnly && room > 0 ? (
          <li className="adm-pics-add-cell">
            <button
              type="button"
              ref={addButton}
              className="adm-pics-add"
              onClick={file.open}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid={`${testId}-add`}
            >
              <AdminIcon name={busy ? 'refresh' : 'upload'} size={22} className={busy ? 'adm-spin' : undefined} />
              <span className="adm-pics-add-title">
                {progress
                  ? t('admin-ui.pictures.uploading', { n: progress.n, total: progress.total })
                  : fileOver
                    ? t('admin-ui.pictures.dropHere')
                    : t('admin-ui.pictures.add')}
              </span>
              {!busy ? <span className="adm-pics-add-hint">{t('admin-ui.pictures.drop')}</span> : null}
            </button>
          </li>
        ) : null}
      </ul>
      {!readOnly ? (
        <div className="adm-pics-foot">
          <span>{total === 0 ? t('admin-ui.pictures.empty') : t('admin-ui.pictures.formats')}</span>
          <span className="adm-pics-count" data-testid={`${testId}-count`}>
            {t('admin-ui.pictures.count', { count: total, max })}
          </span>
        </div>
      ) : null}
      {file.element}
      {failures.length ? (
        <ul className="adm-pics-failures" role="alert">
          {failures.map((f, i) => (
            <li key={i} className="adm-field-error">
              {f}
            </li>
          ))}
        </ul>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
