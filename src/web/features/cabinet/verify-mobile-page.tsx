import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { completeMobile, EMPTY_MOBILE, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { OtpStep } from '~/web/components/form/otp-step';
import { codeStepProps, isCodeStep, useCodeStep } from '~/web/components/form/use-code-step';
import { useFieldErrors } from '~/web/components/form/use-field-errors';
import { useToast } from '~/web/components/ui/toast';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { useHydrated } from '~/web/lib/use-hydrated';

/**
 * /cabinet/verify-mobile (CAB-3): a number, a code sent to it, and back to /cabinet
 * with the number verified (a number of another account is named only after the right code: decision 0028).
 */
export function VerifyMobilePage() {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const navigate = useNavigate();
  const toast = useToast();
  const hydrated = useHydrated();
  const [mobile, setMobile] = useState<MobileParts>(EMPTY_MOBILE);
  const otp = useCodeStep();
  const step = otp.step;
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<'mobile'>(check);
  const changeMobile = (m: MobileParts) => {
    setMobile(m);
    edited('mobile');
  };

  function check() {
    return {
      mobile: completeMobile(mobile)
        ? undefined
        : mobile.prefix || mobile.local
          ? t('validation.mobile')
          : t('auth.mobileRequired'),
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const number = completeMobile(mobile);
    if (!step && checkAll().mobile) return;
    if (step && otp.code.length !== 6) return otp.setError(t('otp.format'));
    setBusy(true);
    const r = await callApi(
      'auth.verifyMobile',
      { mobile: mobileValue(mobile), ...(step ? { otp: otp.code, token: step.token } : {}) },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) {
      if (isCodeStep(r.data)) return otp.open(r.data, number ?? mobileValue(mobile));
      toast.success(t('cabinet.verifyMobile.done'));
      navigate(href('/cabinet'));
      return;
    }
    const otpError = r.fieldErrors.otp ?? r.fieldErrors.token;
    if (step && otpError && otpError !== t('otp.tooManyAttempts') && otpError !== t('otp.expired'))
      return otp.setError(otpError);
    otp.close();
    setErrors({ mobile: r.fieldErrors.mobile ?? otpError ?? r.error });
  }

  return (
    <section className="cb-card" data-testid="verify-mobile">
      <div className="cb-card-head">
        <h2>{t('cabinet.verifyMobile.title')}</h2>
      </div>
      <form className="cb-form" method="post" noValidate onSubmit={submit}>
        {step ? (
          <OtpStep {...codeStepProps(otp, step, busy, t('signin.remind.confirm'))} />
        ) : (
          <>
            <p className="cb-lead">{t('cabinet.verifyMobile.lead')}</p>
            <Field id="cb-mobile" label={t('signin.mobile')} error={errors.mobile}>
              <MobileInput
                id="cb-mobile"
                value={mobile}
                onChange={changeMobile}
                onBlur={() => blur('mobile')}
                error={errors.mobile}
                testId="verify-mobile-number"
              />
            </Field>
            <div className="cb-actions">
              <button
                type="submit"
                className="sx-btn sx-btn-primary"
                disabled={!hydrated || busy}
                data-testid="verify-mobile-submit"
              >
                {busy ? t('checkout.submit.sending') : t('cabinet.verifyMobile.send')}
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
