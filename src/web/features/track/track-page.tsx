import './track.css';
import { useState, type FormEvent } from 'react';
import { Field, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { completeMobile, EMPTY_MOBILE, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { OtpStep } from '~/web/components/form/otp-step';
import { codeStepProps, isCodeStep, useCodeStep } from '~/web/components/form/use-code-step';
import { useFieldErrors } from '~/web/components/form/use-field-errors';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { useHydrated } from '~/web/lib/use-hydrated';

/** "1042", "№ 1042", "#1042" → "1042"; as the server reads it (domain/api/orders.ts). */
const numberOf = (typed: string) => typed.trim().replace(/^(№|#|No\.?)\s*/i, '');

/**
 * "Track your order" (ORD-11, decision 0077): the order number and the mobile it was placed with, a code texted to
 * that mobile, then the order page. The server answers the code step whether or not the order is there, so the page
 * says nothing about it either: a wrong number or mobile only ends in a code that does not open anything.
 */
export function TrackPage() {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const hydrated = useHydrated();
  const [number, setNumber] = useState('');
  const [mobile, setMobile] = useState<MobileParts>(EMPTY_MOBILE);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const otp = useCodeStep();
  const step = otp.step;
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<'number' | 'mobile'>(check);

  function check() {
    const n = numberOf(number);
    return {
      number: !n
        ? t('order.track.numberRequired')
        : /^\d{1,10}$/.test(n) && Number(n) >= 1 && Number(n) <= 2_147_483_647
          ? undefined
          : t('order.track.numberInvalid'),
      mobile: completeMobile(mobile)
        ? undefined
        : mobile.prefix || mobile.local
          ? t('validation.mobile')
          : t('order.track.mobileRequired'),
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    if (!step) {
      const found = checkAll();
      if (found.number || found.mobile) return;
    } else if (otp.code.length !== 6) return otp.setError(t('otp.format'));
    setBusy(true);
    const r = await callApi(
      'orders.track',
      { number: numberOf(number), mobile: mobileValue(mobile), ...(step ? { otp: otp.code, token: step.token } : {}) },
      { lang, t },
    );
    if (r.ok) {
      if (isCodeStep(r.data)) {
        setBusy(false);
        return otp.open(r.data, completeMobile(mobile) ?? mobileValue(mobile));
      }
      if ('orderToken' in r.data) {
        setMessage(t('order.track.opening'));
        window.location.assign(`${href('/order')}?token=${encodeURIComponent(r.data.orderToken)}`);
      }
      return;
    }
    setBusy(false);
    const otpError = r.fieldErrors.otp ?? r.fieldErrors.token;
    if (step && otpError && otpError !== t('otp.tooManyAttempts') && otpError !== t('otp.expired'))
      return otp.setError(otpError);
    otp.close();
    setErrors({ number: r.fieldErrors.number, mobile: r.fieldErrors.mobile });
    if (!r.fieldErrors.number && !r.fieldErrors.mobile) setMessage(otpError ?? r.error);
  }

  return (
    <div className="container tr-page">
      <section className="tr-card" aria-labelledby="tr-title" data-testid="track">
        <h1 id="tr-title" className="tr-title">
          {t('order.track.title')}
        </h1>
        {step ? null : <p className="tr-lead">{t('order.track.lead')}</p>}
        <form className="tr-form" method="post" noValidate onSubmit={submit} data-testid="track-form">
          {message ? (
            <p className="tr-message" role="alert" data-testid="track-message">
              {message}
            </p>
          ) : null}
          {step ? (
            <OtpStep {...codeStepProps(otp, step, busy, t('order.track.confirm'))} />
          ) : (
            <>
              <TextField
                id="tr-number"
                label={t('order.track.number')}
                hint={t('order.track.numberHint')}
                error={errors.number}
                value={number}
                onChange={(v) => {
                  setNumber(v);
                  edited('number');
                }}
                onBlur={() => blur('number')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={16}
                name="number"
                testId="track-number"
              />
              <Field id="tr-mobile" label={t('order.track.mobile')} error={errors.mobile}>
                <MobileInput
                  id="tr-mobile"
                  value={mobile}
                  onChange={(m) => {
                    setMobile(m);
                    edited('mobile');
                  }}
                  onBlur={() => blur('mobile')}
                  error={errors.mobile}
                  testId="track-mobile"
                />
              </Field>
              <button
                type="submit"
                className="sx-btn sx-btn-primary tr-submit"
                disabled={!hydrated || busy}
                data-testid="track-submit"
              >
                {busy ? t('checkout.submit.sending') : t('order.track.submit')}
              </button>
            </>
          )}
        </form>
      </section>
    </div>
  );
}
