import { useEffect, useState } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';

/** Manat with two decimals on screen, qəpik in the form's value; a value that is not an amount stays as typed (the server refuses it). */
export function MoneyControl({
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
