import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import type { CheckoutValues, FieldErrors } from './field-rules';

/** Installments (CHK-4): the card, then the months the pricing engine allows for it with the monthly amount. */
export default function InstallmentFields({
  values,
  errors,
  cards,
  months,
  total,
  set,
}: {
  values: CheckoutValues;
  errors: FieldErrors;
  cards: string[];
  /** the months offered with the chosen card */
  months: number[];
  total: number | null;
  set: <K extends keyof CheckoutValues>(k: K, v: CheckoutValues[K]) => void;
}) {
  const t = useT();
  const cardName = (c: string) => {
    const k = `payment.cards.${c}`;
    const v = t(k);
    return v === k ? c.charAt(0).toUpperCase() + c.slice(1) : v;
  };
  return (
    <div className="co-installment" data-testid="installment">
      <fieldset>
        <legend>{t('checkout.installment.card')}</legend>
        <div className="co-chips">
          {cards.map((c) => (
            <label
              key={c}
              className={`co-chip co-chip-card${values.creditCard === c ? ' is-on' : ''}`}
              data-testid={`installment-card-${c}`}
            >
              <input
                type="radio"
                name="co-card"
                value={c}
                checked={values.creditCard === c}
                onChange={() => set('creditCard', c)}
              />
              {cardName(c)}
            </label>
          ))}
        </div>
        {errors.creditCard ? (
          <span className="co-error" data-testid="error-creditCard">
            {errors.creditCard}
          </span>
        ) : null}
      </fieldset>
      {values.creditCard ? (
        <fieldset>
          <legend>{t('checkout.installment.months')}</legend>
          <div className="co-chips" data-testid="installment-months">
            {months.map((m) => (
              <label
                key={m}
                className={`co-chip co-chip-month${values.creditMonth === m ? ' is-on' : ''}`}
                data-testid="installment-month"
                data-months={m}
              >
                <input
                  type="radio"
                  name="co-months"
                  value={m}
                  checked={values.creditMonth === m}
                  onChange={() => set('creditMonth', m)}
                />
                <strong>{t('checkout.installment.monthsOption', { count: m })}</strong>
                {total ? (
                  <span>{t('checkout.installment.perMonth', { amount: formatMoney(Math.round(total / m)) })}</span>
                ) : null}
              </label>
            ))}
          </div>
          {errors.creditMonth ? (
            <span className="co-error" data-testid="error-creditMonth">
              {errors.creditMonth}
            </span>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
