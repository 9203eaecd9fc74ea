import { useEffect, useState } from 'react';
import type { FieldDef } from '~/domain/api/admin';
import { LANGS, type Lang } from '~/domain/i18n';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { bakuDate, bakuDateTime } from '../../lib/format';
import { emptyRow } from '~/domain/admin/record-values';
import { errorAt, hasErrorUnder, isShown } from '../../lib/form-values';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';
import { EditorField } from './editor-field';
import { ImageField, ImagesField } from './image-field';
import { PermissionsField } from './permissions-field';

export interface ControlProps {
  field: FieldDef;
  value: unknown;
  onChange: (v: unknown) => void;
  /** the form's field errors, keyed by path */
  errors: Readonly<Record<string, string>>;
  /** this value's path: `title`, `lines.2.qty` */
  path: string;
  readOnly: boolean;
  /** where image uploads go when the field does not say */
  area: string;
}

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

/** The control of one (single-language) value by its component. */
function Control(props: ControlProps & { id: string }) {
  const t = useT();
  const { field, value, onChange, id, path, errors } = props;
  const ro = props.readOnly || field.readOnly || field.component === 'readonly';
  const invalid = !!errorAt(errors, path);
  // named by its label also where no <label for> reaches it (a language tab, a row of a repeated group)
  const common = {
    id,
    name: path,
    'aria-label': field.label,
    'aria-invalid': invalid || undefined,
    'data-testid': `field-${path}`,
  };
  if (ro && !['image', 'images', 'editor', 'permissions'].includes(field.component))
    return <ReadValue field={field} value={value} testId={`field-${path}`} />;
  switch (field.component) {
    case 'textarea':
      return (
        <textarea
          {...common}
          className="adm-input adm-textarea"
          rows={4}
          maxLength={field.max}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          className="adm-input adm-input-num"
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'money':
      return <MoneyInput {...common} value={value} onChange={onChange} />;
    case 'select':
      return (
        <select
          {...common}
          className="adm-select"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(optionValue(field, e.target.value))}
        >
          {!field.required || value === null || value === undefined || value === '' ? (
            <option value="">{t('admin-ui.form.choose')}</option>
          ) : null}
          {(field.options ?? []).map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'multiselect': {
      const chosen = new Set((Array.isArray(value) ? value : []).map(String));
      return (
        <div className="adm-multi" role="group" aria-labelledby={`${id}-label`} data-testid={`field-${path}`}>
          {(field.options ?? []).map((o) => (
            <label key={String(o.value)} className={`adm-chip${chosen.has(String(o.value)) ? ' is-on' : ''}`}>
              <input
                type="checkbox"
                checked={chosen.has(String(o.value))}
                onChange={(e) => {
                  const cur = Array.isArray(value) ? value : [];
                  onChange(e.target.checked ? [...cur, o.value] : cur.filter((x) => String(x) !== String(o.value)));
                }}
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    }
    case 'checkbox':
      return <input {...common} type="checkbox" checked={!!value} onChange={(e) => onChange(e.target.checked)} />;
    case 'date':
      return (
        <input
          {...common}
          className="adm-input adm-input-date"
          type="date"
          value={str(value).slice(0, 10)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'datetime':
      return (
        <input
          {...common}
          className="adm-input adm-input-date"
          type="datetime-local"
          value={str(value).slice(0, 16)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'password':
      return (
        <input
          {...common}
          className="adm-input"
          type="password"
          autoComplete="new-password"
          maxLength={field.max ?? 128}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'image':
      return (
        <ImageField
          value={value}
          onChange={onChange}
          area={field.area ?? props.area}
          readOnly={ro}
          testId={`field-${path}`}
        />
      );
    case 'images':
      return (
        <ImagesField
          value={value}
          onChange={onChange}
          area={field.area ?? props.area}
          readOnly={ro}
          testId={`field-${path}`}
          errors={errors}
          path={path}
          max={field.max}
        />
      );
    case 'editor':
      return (
        <EditorField
          value={value}
          onChange={onChange}
          area={field.area ?? props.area}
          readOnly={ro}
          errors={errors}
          path={path}
        />
      );
    case 'permissions':
      return <PermissionsField value={value} onChange={onChange} readOnly={ro} />;
    default:
      return (
        <input
          {...common}
          className="adm-input"
          type="text"
          maxLength={field.max}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A select's value back in the option's own type (numbers stay numbers). */
function optionValue(field: FieldDef, raw: string): unknown {
  if (raw === '') return null;
  const o = (field.options ?? []).find((x) => String(x.value) === raw);
  return o ? o.value : raw;
}

/** Manat with two decimals on screen, qəpik in the form's value; a value that is not an amount stays as typed (the server refuses it). */
function MoneyInput({
  value,
  onChange,
  ...rest
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  id: string;
  name: string;
  'aria-invalid'?: boolean;
  'data-testid': string;
}) {
  const t = useT();
  const [text, setText] = useState(formatMoneyInput(value));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    // a value set from outside (a reset after saving) shows
    if (parseMoneyInput(text) !== value) setText(formatMoneyInput(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <div className="adm-money">
      <input
        {...rest}
        className={`adm-input adm-input-num${bad ? ' has-error' : ''}`}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const q = parseMoneyInput(e.target.value);
          setBad(e.target.value.trim() !== '' && q === null);
          onChange(q === null && e.target.value.trim() !== '' ? e.target.value : q);
        }}
        onBlur={() => {
          const q = parseMoneyInput(text);
          if (q !== null) setText(formatMoneyInput(q));
        }}
      />
      <span className="adm-money-sign">₼</span>
      {bad ? <span className="adm-field-error">{t('admin-ui.form.moneyFormat')}</span> : null}
    </div>
  );
}

/** A value shown, not edited (read-only records, `readonly` fields). */
export function ReadValue({ field, value, testId }: { field: FieldDef; value: unknown; testId?: string }) {
  const t = useT();
  let text: string;
  if (value === null || value === undefined || value === '') text = '—';
  else if (field.component === 'money' && typeof value === 'number') text = formatMoney(value);
  else if (field.component === 'checkbox') text = value ? t('admin-ui.common.yes') : t('admin-ui.common.no');
  else if (field.component === 'date') text = bakuDate(value);
  else if (field.component === 'datetime') text = bakuDateTime(value) || String(value);
  else if (field.component === 'password') text = '••••••';
  else if (field.component === 'select')
    text = (field.options ?? []).find((o) => String(o.value) === String(value))?.label ?? String(value);
  else if (field.component === 'multiselect' && Array.isArray(value))
    text =
      value
        .map((v) => (field.options ?? []).find((o) => String(o.value) === String(v))?.label ?? String(v))
        .join(', ') || '—';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return (
    <div className="adm-readvalue" data-testid={testId}>
      {text}
    </div>
  );
}
