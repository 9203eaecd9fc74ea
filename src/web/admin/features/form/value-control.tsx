import type { FieldDef } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { errorAt } from '../../lib/form-values';
import { EditorField } from './editor-field';
import { ImageField } from './image-field';
import { ImagesField } from './images-field';
import { MoneyControl } from './money-control';
import { PermissionsField } from './permissions-field';
import { ReadValue } from './read-value';

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

/** The control of one (single-language) value by its component. */
export function Control(props: ControlProps & { id: string }) {
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
      return <MoneyControl {...common} value={value} onChange={onChange} />;
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
