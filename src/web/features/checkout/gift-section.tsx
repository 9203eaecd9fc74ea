import { Field, fieldProps, Section, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { useT } from '~/web/i18n/i18n-context';
import type { SetValue } from './checkout-values';
import { giftOn, type CheckoutValues, type FieldErrors, type FieldName } from './field-rules';

/** The checkout page's gift (CHK-3): the recipient's name, mobile and a note, delivered to the recipient. */
export function GiftSection({
  level,
  values,
  errors,
  set,
  blur,
}: {
  level: 2 | 3;
  values: CheckoutValues;
  errors: FieldErrors;
  set: SetValue;
  blur: (f: FieldName) => void;
}) {
  const t = useT();
  return (
    <Section n={4} level={level} title={t('checkout.sections.gift')} testId="section-gift">
      {values.delivery === 'pickup' ? (
        // a gift is delivered to the recipient's address: with pickup there is none (decision 0057)
        <p className="co-hint" data-testid="gift-pickup-note">
          {t('checkout.gift.pickupNote')}
        </p>
      ) : (
        <label className="co-check">
          <input
            type="checkbox"
            checked={values.gift}
            onChange={(e) => set('gift', e.target.checked)}
            data-testid="gift"
          />
          <span>{t('checkout.gift.toggle')}</span>
        </label>
      )}
      {giftOn(values, 'checkout') ? (
        <div className="co-grid-fields co-gift">
          <TextField
            id="co-giftFirstName"
            label={t('checkout.gift.firstName')}
            error={errors.giftFirstName}
            value={values.giftFirstName}
            maxLength={50}
            autoComplete="off"
            onChange={(v) => set('giftFirstName', v)}
            onBlur={() => blur('giftFirstName')}
            testId="giftFirstName"
          />
          <TextField
            id="co-giftLastName"
            label={t('checkout.gift.lastName')}
            error={errors.giftLastName}
            value={values.giftLastName}
            maxLength={50}
            autoComplete="off"
            onChange={(v) => set('giftLastName', v)}
            onBlur={() => blur('giftLastName')}
            testId="giftLastName"
          />
          <Field id="co-giftMobile" label={t('checkout.gift.mobile')} error={errors.giftMobile}>
            <MobileInput
              id="co-giftMobile"
              value={values.giftMobile}
              onChange={(m) => set('giftMobile', m)}
              onBlur={() => blur('giftMobile')}
              error={errors.giftMobile}
              autoComplete="off"
              testId="giftMobile"
            />
          </Field>
          <Field
            id="co-giftNote"
            className="co-wide"
            label={t('checkout.gift.note')}
            hint={t('checkout.fields.optional')}
            error={errors.giftNote}
          >
            <textarea
              {...fieldProps('co-giftNote', errors.giftNote)}
              className="sx-input"
              value={values.giftNote}
              maxLength={500}
              rows={3}
              onChange={(e) => set('giftNote', e.target.value)}
              onBlur={() => blur('giftNote')}
              data-testid="giftNote"
            />
          </Field>
        </div>
      ) : null}
    </Section>
  );
}
