import type { FieldDef } from '~/domain/api/admin';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { bakuDate, bakuDateTime } from '../../lib/format';

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
