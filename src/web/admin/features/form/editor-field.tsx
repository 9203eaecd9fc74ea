import type { EditorBlock } from '~/domain/catalog';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { errorAt } from '../../lib/form-values';
import { useUpload } from './use-upload';

type Block = EditorBlock;

const NEW: Record<string, () => Block> = {
  paragraph: () => ({ type: 'paragraph', data: { text: '' } }) as Block,
  header: () => ({ type: 'header', data: { text: '', level: 2 } }) as Block,
  list: () => ({ type: 'list', data: { style: 'unordered', items: [''] } }) as Block,
  image: () => ({ type: 'image', data: { file: { url: '' }, caption: '' } }) as Block,
};

/**
 * `editor`: the rich content of products, articles and pages as editor blocks (ADM-7, CNT-11: header, paragraph, list,
 * image; the shop renders them with `components/rich-content`). Blocks are added, removed and moved up or down;
 * blocks of other kinds (embed, delimiter) are kept as they are and can be moved or removed.
 */
export function EditorField({
  value,
  onChange,
  area,
  readOnly,
  errors,
  path,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  area: string;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
  path: string;
}) {
  const t = useT();
  const blocks = (Array.isArray(value) ? value : []) as Block[];
  const set = (i: number, b: Block) => onChange(blocks.map((x, j) => (j === i ? b : x)));
  const move = (i: number, d: -1 | 1) => {
    const next = [...blocks];
    const [b] = next.splice(i, 1);
    next.splice(i + d, 0, b!);
    onChange(next);
  };
  return (
    <div className="adm-editor" data-testid={`field-${path}`}>
      {blocks.length === 0 ? <p className="adm-muted adm-editor-empty">{t('admin-ui.editor.empty')}</p> : null}
      {blocks.map((b, i) => (
        <div className={`adm-block${errorAt(errors, `${path}.${i}`) ? ' has-error' : ''}`} key={i}>
          <div className="adm-block-head">
            <span className="adm-block-kind">
              {t(`admin-ui.editor.${['paragraph', 'header', 'list', 'image'].includes(b.type) ? b.type : 'other'}`)}
            </span>
            {!readOnly ? (
              <span className="adm-block-tools">
                <button
                  type="button"
                  className="adm-tool"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('admin-ui.editor.up')}
                  title={t('admin-ui.editor.up')}
                >
                  <AdminIcon name="arrowUp" size={15} />
                </button>
                <button
                  type="button"
                  className="adm-tool"
                  disabled={i === blocks.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('admin-ui.editor.down')}
                  title={t('admin-ui.editor.down')}
                >
                  <AdminIcon name="arrowDown" size={15} />
                </button>
                <button
                  type="button"
                  className="adm-tool adm-tool-danger"
                  onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                  aria-label={t('admin-ui.editor.remove')}
                  title={t('admin-ui.editor.remove')}
                >
                  <AdminIcon name="trash" size={15} />
                </button>
              </span>
            ) : null}
          </div>
          <BlockBody block={b} onChange={(nb) => set(i, nb)} area={area} readOnly={readOnly} />
          {errorAt(errors, `${path}.${i}`) ? (
            <span className="adm-field-error">{errorAt(errors, `${path}.${i}`)}</span>
          ) : null}
        </div>
      ))}
      {!readOnly ? (
        <div className="adm-editor-add">
          <span className="adm-muted">{t('admin-ui.editor.add')}</span>
          {(['paragraph', 'header', 'list', 'image'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className="adm-btn adm-btn-sm"
              onClick={() => onChange([...blocks, NEW[k]!()])}
              data-testid={`add-block-${k}`}
            >
              <AdminIcon name={k === 'paragraph' ? 'text' : k === 'header' ? 'heading' : k} size={14} />
              {t(`admin-ui.editor.${k}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function BlockBody({
  block,
  onChange,
  area,
  readOnly,
}: {
  block: Block;
  onChange: (b: Block) => void;
  area: string;
  readOnly: boolean;
}) {
  const t = useT();
  const { upload, busy, error } = useUpload(area);
  const d = (block as { data?: Record<string, unknown> }).data ?? {};
  const with_ = (patch: Record<string, unknown>) => onChange({ ...block, data: { ...d, ...patch } } as Block);
  switch (block.type) {
    case 'paragraph':
      return (
        <textarea
          className="adm-input adm-textarea"
          rows={3}
          readOnly={readOnly}
          aria-label={t('admin-ui.editor.paragraph')}
          value={String(d.text ?? '')}
          onChange={(e) => with_({ text: e.target.value })}
        />
      );
    case 'header':
      return (
        <div className="adm-block-row">
          <select
            className="adm-select adm-select-sm"
            disabled={readOnly}
            value={Number(d.level ?? 2)}
            onChange={(e) => with_({ level: Number(e.target.value) })}
            aria-label={t('admin-ui.editor.level')}
          >
            {[2, 3, 4].map((l) => (
              <option key={l} value={l}>
                H{l}
              </option>
            ))}
          </select>
          <input
            className="adm-input"
            readOnly={readOnly}
            aria-label={t('admin-ui.editor.header')}
            value={String(d.text ?? '')}
            onChange={(e) => with_({ text: e.target.value })}
          />
        </div>
      );
    case 'list': {
      const items = Array.isArray(d.items) ? (d.items as unknown[]).map(String) : [];
      return (
        <div className="adm-block-list">
          <label className="adm-check">
            <input
              type="checkbox"
              disabled={readOnly}
              aria-label={t('admin-ui.editor.numbered')}
              checked={d.style === 'ordered'}
              onChange={(e) => with_({ style: e.target.checked ? 'ordered' : 'unordered' })}
            />
            <span>{t('admin-ui.editor.numbered')}</span>
          </label>
          {items.map((it, i) => (
            <div className="adm-block-row" key={i}>
              <span className="adm-muted">{d.style === 'ordered' ? `${i + 1}.` : '•'}</span>
              <input
                className="adm-input"
                readOnly={readOnly}
                aria-label={`${t('admin-ui.editor.list')} ${i + 1}`}
                value={it}
                onChange={(e) => with_({ items: items.map((x, j) => (j === i ? e.target.value : x)) })}
              />
              {!readOnly ? (
                <button
                  type="button"
                  className="adm-tool"
                  onClick={() => with_({ items: items.filter((_, j) => j !== i) })}
                  aria-label={t('admin-ui.editor.removeItem')}
                >
                  <AdminIcon name="x" size={14} />
                </button>
              ) : null}
            </div>
          ))}
          {!readOnly ? (
            <button
              type="button"
              className="adm-btn adm-btn-ghost adm-btn-sm"
              onClick={() => with_({ items: [...items, ''] })}
            >
              <AdminIcon name="plus" size={14} />
              {t('admin-ui.editor.addItem')}
            </button>
          ) : null}
        </div>
      );
    }
    case 'image': {
      const url = String((d.file as { url?: unknown } | undefined)?.url ?? '');
      return (
        <div className="adm-block-image">
          {url ? <img src={url} alt="" /> : null}
          {!readOnly ? (
            <label className="adm-btn adm-btn-sm">
              <AdminIcon name="upload" size={14} />
              {busy ? t('admin-ui.form.uploading') : t('admin-ui.form.upload')}
              <input
                type="file"
                hidden
                accept="image/jpeg,image/png,image/webp,image/gif"
                onChange={async (e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  if (!f) return;
                  const r = await upload(f);
                  if (r) with_({ file: { url: r.url } });
                }}
              />
            </label>
          ) : null}
          <input
            className="adm-input"
            readOnly={readOnly}
            aria-label={t('admin-ui.editor.caption')}
            placeholder={t('admin-ui.editor.caption')}
            value={String(d.caption ?? '')}
            onChange={(e) => with_({ caption: e.target.value })}
          />
          {error ? <span className="adm-field-error">{error}</span> : null}
        </div>
      );
    }
    default:
      return <pre className="adm-block-raw">{JSON.stringify(d, null, 1)}</pre>;
  }
}
