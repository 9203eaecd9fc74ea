import './form.css';
import { useT } from '~/web/i18n/i18n-context';
import { formatLocal, MOBILE_PREFIXES, readLocalInput, type MobileParts } from './mobile-mask';

/**
 * The masked mobile field (FORM-4): "+994", the operator prefix from a list, then "555-00-00". A whole number
 * pasted or autofilled into the digits ("+994 50 555 00 00", "050 555 00 00") fills the prefix as well.
 */
export function MobileInput({
  id,
  value,
  onChange,
  onBlur,
  error,
  autoComplete = 'tel-national',
  testId,
}: {
  id: string;
  value: MobileParts;
  onChange: (v: MobileParts) => void;
  onBlur?: () => void;
  error?: string;
  autoComplete?: string;
  testId: string;
}) {
  const t = useT();
  const invalid = error ? true : undefined;
  const described = error ? `${id}-err` : undefined;
  return (
    <div
      className={`co-mobile${error ? ' is-invalid' : ''}`}
      onBlur={(e) => {
        // one blur for the pair: leaving the prefix for the digits is not leaving the field
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <span className="co-mobile-cc" aria-hidden="true">
        +994
      </span>
      <select
        className="co-mobile-prefix"
        aria-label={t('checkout.fields.mobilePrefix')}
        value={value.prefix}
        onChange={(e) => onChange({ ...value, prefix: e.target.value })}
        aria-invalid={invalid}
        aria-describedby={described}
        data-testid={`${testId}-prefix`}
      >
        <option value="">XX</option>
        {MOBILE_PREFIXES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
      <input
        id={id}
        className="co-mobile-local"
        type="tel"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder="XXX-XX-XX"
        value={formatLocal(value.local)}
        onChange={(e) => onChange(readLocalInput(e.target.value, value))}
        aria-invalid={invalid}
        aria-describedby={described}
        data-testid={testId}
      />
    </div>
  );
}
