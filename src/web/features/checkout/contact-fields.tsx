import { Field, fieldProps, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { useT } from '~/web/i18n/i18n-context';
import type { SetValue } from './checkout-values';
import type { CheckoutValues, FieldErrors, FieldName } from './field-rules';

/** The buyer's contact (CHK-2): full name, mobile, e-mail (optional). */
export function ContactFields({
  values,
  errors,
  set,
  blur,
}: {
  values: CheckoutValues;
  errors: FieldErrors;
  set: SetValue;
  blur: (f: FieldName) => void;
}) {
  const t = useT();
  return (
    <div className="co-grid-fields">
      <Field id="co-fullName" className="co-wide" label={t('checkout.fields.fullName')} error={errors.fullName}>
        <input
          {...fieldProps('co-fullName', errors.fullName)}
          className="sx-input"
          value={values.fullName}
          maxLength={100}
          autoComplete="name"
          onChange={(e) => set('fullName', e.target.value)}
          onBlur={() => blur('fullName')}
          data-autofocus
          data-testid="fullName"
        />
      </Field>
      <Field id="co-mobile" label={t('checkout.fields.mobile')} error={errors.mobile}>
        <MobileInput
          id="co-mobile"
          value={values.mobile}
          onChange={(m) => set('mobile', m)}
          onBlur={() => blur('mobile')}
          error={errors.mobile}
          testId="mobile"
        />
      </Field>
      <TextField
        id="co-email"
        label={t('checkout.fields.email')}
        hint={t('checkout.fields.optional')}
        error={errors.email}
        type="email"
        value={values.email}
        maxLength={254}
        autoComplete="email"
        onChange={(v) => set('email', v)}
        onBlur={() => blur('email')}
        testId="email"
      />
    </div>
  );
}
