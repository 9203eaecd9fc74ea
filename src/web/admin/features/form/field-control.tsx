import { useEffect, useState } from 'react';
import { LANGS, type Lang } from '~/domain/i18n';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { emptyRow } from '~/domain/admin/record-values';
import { errorAt, hasErrorUnder, isShown } from '../../lib/form-values';
import { Control, type ControlProps } from './value-control';

/** One field of the form engine (decision 0042): label, control by component, help, and its error. */
export function Field(props: ControlProps & { siblings: Readonly<Record<string, unknown>> }) {
  const { field, path, errors, siblings } = props;
  if (!isShown(field, siblings)) return null;
  const error = errorAt(errors, path) ?? field.error;
  const id = `f-${path.replace(/\./g, '-')}`;
  const wide =
    field.isMultiLang || field.fields || ['textarea', 'editor', 'images', 'permissions'].includes(field.component);
  if (field.component === 'checkbox' && !field.isMultiLang) {
    return (
      <div className={`adm-field adm-field-check${error ? ' has-error' : ''}`} data-field={path}>
        <label className="adm-check">
          <input
            id={id}
            type="checkbox"
            checked={!!props.value}
            disabled={props.readOnly || field.readOnly}
            onChange={(e) => props.onChange(e.target.checked)}
          />
          <span>{field.label}</span>
        </label>
        {field.help ? <span className="adm-help">{field.help}</span> : null}
        {error ? <span className="adm-field-error">{error}</span> : null}
      </div>
    );
  }
  return (
    <div
      className={`adm-field${wide ? ' adm-field-wide' : ''}${error || hasErrorUnder(errors, path) ? ' has-error' : ''}`}
      data-field={path}
    >
      <label className="adm-label" htmlFor={field.isMultiLang || field.fields ? undefined : id} id={`${id}-label`}>
        {field.label}
        {field.required && !props.readOnly ? (
          <span className="adm-req" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {field.isMultiLang ? (
        <MultiLang {...props} id={id} />
      ) : field.fields ? (
        <RepeatedGroup {...props} />
      ) : (
        <Control {...props} id={id} />
      )}
      {field.help ? <span className="adm-help">{field.help}</span> : null}
      {error ? (
        <span className="adm-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** az / ru / en tabs; a tab whose value the server refused is marked, and the first such tab opens. */
function MultiLang(props: ControlProps & { id: string }) {
  const t = useT();
  const { path, errors } = props;
  const value = (props.value && typeof props.value === 'object' ? props.value : {}) as Record<Lang, unknown>;
  const firstBad = LANGS.find((l) => errorAt(errors, `${path}.${l}`));
  const [tab, setTab] = useState<Lang>(firstBad ?? 'az');
  useEffect(() => {
    if (firstBad) setTab(firstBad);
  }, [firstBad, errors]);
  const error = errorAt(errors, `${path}.${tab}`);
  return (
    <div className="adm-ml">
      <div className="adm-ml-tabs" role="tablist" aria-labelledby={`${props.id}-label`}>
        {LANGS.map((l) => {
          const bad = !!errorAt(errors, `${path}.${l}`);
          const empty = !value[l] || (Array.isArray(value[l]) && !(value[l] as unknown[]).length);
          return (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={tab === l}
              className={`adm-ml-tab${tab === l ? ' is-active' : ''}${bad ? ' has-error' : ''}`}
              onClick={() => setTab(l)}
              data-testid={`tab-${path}-${l}`}
              title={bad ? t('admin-ui.form.tabHasError') : undefined}
            >
              {l.toUpperCase()}
              {bad ? (
                <span className="adm-ml-dot" aria-label={t('admin-ui.form.tabHasError')} />
              ) : empty ? (
                <span className="adm-ml-empty" aria-hidden="true" />
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel">
        <Control
          {...props}
          field={{ ...props.field, isMultiLang: false, label: `${props.field.label} (${tab.toUpperCase()})` }}
          value={value[tab] ?? ''}
          onChange={(v) => props.onChange({ ...value, [tab]: v })}
          path={`${path}.${tab}`}
          id={`${props.id}-${tab}`}
        />
        {error ? (
          <span className="adm-field-error" role="alert" data-testid={`error-${path}.${tab}`}>
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** `fields`: a repeated group, one row per item (order lines, branch phones…), rows added and removed. */
function RepeatedGroup(props: ControlProps) {
  const t = useT();
  const { field, path, errors, readOnly } = props;
  const rows = (Array.isArray(props.value) ? props.value : []) as Record<string, unknown>[];
  const children = field.fields ?? [];
  const set = (i: number, name: string, v: unknown) =>
    props.onChange(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)));
  return (
    <div className="adm-repeat">
      {rows.length === 0 ? <p className="adm-muted adm-repeat-empty">{t('admin-ui.form.noRows')}</p> : null}
      {rows.map((row, i) => (
        <div
          className={`adm-repeat-row${hasErrorUnder(errors, `${path}.${i}`) ? ' has-error' : ''}`}
          key={i}
          data-testid={`row-${path}-${i}`}
        >
          <span className="adm-repeat-n">{i + 1}</span>
          <div className="adm-repeat-fields">
            {children.map((c) => (
              <Field
                key={c.name}
                {...props}
                field={c}
                value={row[c.name]}
                onChange={(v) => set(i, c.name, v)}
                path={`${path}.${i}.${c.name}`}
                siblings={row}
              />
            ))}
          </div>
          {!readOnly && !field.readOnly ? (
            <button
              type="button"
              className="adm-tool adm-tool-danger"
              onClick={() => props.onChange(rows.filter((_, j) => j !== i))}
              aria-label={t('admin-ui.form.removeRow')}
              title={t('admin-ui.form.removeRow')}
            >
              <AdminIcon name="trash" size={16} />
            </button>
          ) : null}
        </div>
      ))}
      {!readOnly && !field.readOnly ? (
        <button
          type="button"
          className="adm-btn adm-btn-sm"
          onClick={() => props.onChange([...rows, emptyRow(children)])}
          data-testid={`add-row-${path}`}
        >
          <AdminIcon name="plus" size={15} />
          {t('admin-ui.form.addRow')}
        </button>
      ) : null}
    </div>
  );
}
