import { useState, type FormEvent } from 'react';
import { ConsentChecks } from './consent-checks';
import type { SocialTicket } from '~/domain/api/social-auth';
import { isPersonName } from '~/domain/validation';
import { Field, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { completeMobile, EMPTY_MOBILE, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { OtpStep } from '~/web/components/form/otp-step';
import { codeStepProps, isCodeStep, useCodeStep } from '~/web/components/form/use-code-step';
import { useFieldErrors } from '~/web/components/form/use-field-errors';
import { PROVIDER_LABEL } from '~/web/components/ui/social-marks';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { AuthCard, AuthLink, FormMessage, SubmitButton, TickScreen } from './auth-card';
import { afterSocialPath, TicketExpired, TicketLoading, TicketWho, useSocialTicket } from './social-ticket';

type FieldName = 'firstName' | 'lastName' | 'mobile' | 'notificationConsent';
type Errors = Partial<Record<FieldName, string>>;

/**
 * /signup/social?ticket= (issue 31): nobody has the provider's email. The names come from the provider (editable),
 * the email is shown; the customer adds a mobile and the notification consent, confirms the mobile with the SMS code
 * and the account is made (no password) and signed in. The marketing consent shows when the shop asks it at sign-up.
 */
export function SocialSignupPage({ ticket, marketing }: { ticket: string | null; marketing: boolean }) {
  const state = useSocialTicket(ticket, 'signup');
  if (state.kind === 'loading') return <TicketLoading testId="social-signup" />;
  if (state.kind === 'expired' || !ticket)
    return <TicketExpired message={state.kind === 'expired' ? state.message : null} />;
  return <SignupForm ticket={ticket} data={state.data} marketing={marketing} />;
}

function SignupForm({ ticket, data, marketing }: { ticket: string; data: SocialTicket; marketing: boolean }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [v, setV] = useState({
    firstName: data.firstName,
    lastName: data.lastName,
    marketing: false,
    notification: false,
  });
  const [mobile, setMobile] = useState<MobileParts>(EMPTY_MOBILE);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const otp = useCodeStep();
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const provider = PROVIDER_LABEL[data.provider];
  const set = (k: keyof typeof v) => (value: string | boolean) => {
    setV((cur) => ({ ...cur, [k]: value }));
    edited(k === 'notification' ? 'notificationConsent' : (k as FieldName));
  };

  function check(): Errors {
    const name = (s: string) =>
      !s.trim()
        ? t('validation.required')
        : s.trim().length > 50
          ? t('validation.tooLong')
          : isPersonName(s.trim())
            ? undefined
            : t('validation.name');
    return {
      firstName: name(v.firstName),
      lastName: name(v.lastName),
      mobile:
        !mobile.prefix && !mobile.local
          ? t('auth.mobileRequired')
          : completeMobile(mobile)
            ? undefined
            : t('validation.mobile'),
      notificationConsent: v.notification ? undefined : t('auth.notificationRequired'),
    };
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (busy) return;
    setMessage(null);
    if (!otp.step) {
      if (Object.keys(checkAll()).length) return;
    } else if (otp.code.length !== 6) return otp.setError(t('otp.format'));
    setBusy(true);
    const r = await callApi(
      'auth.socialSignup',
      {
        ticket,
        firstName: v.firstName,
        lastName: v.lastName,
        mobile: mobileValue(mobile),
        notificationConsent: v.notification,
        ...(marketing ? { marketingConsent: v.marketing } : {}),
        ...(otp.step ? { otp: otp.code, token: otp.step.token } : {}),
      },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) {
      if (isCodeStep(r.data)) otp.open(r.data, completeMobile(mobile) ?? mobileValue(mobile));
      else setDone(afterSocialPath(lang));
      return;
    }
    const { otp: otpError, token: tokenError, ticket: ticketError, ...rest } = r.fieldErrors;
    if (ticketError) return setExpired(true);
    if (otp.step && (otpError || tokenError) && !Object.keys(rest).length) {
      // too many wrong codes or an expired code: the step is void, the form is shown again with the message
      const message = otp.refused(otpError, tokenError);
      if (message !== null) setMessage(message);
      return;
    }
    otp.close();
    setErrors(rest);
    if (!Object.keys(rest).length) setMessage(r.error);
  }

  if (expired) return <TicketExpired message={null} />;
  if (done) {
    return (
      <section className="au-card">
        <TickScreen
          title={t('signin.signup.doneTitle')}
          text={t('signin.signup.doneText')}
          testId="social-signup-done"
          action={
            <a className="sx-btn sx-btn-primary" href={done} data-testid="signup-continue">
              {t('signin.signup.continue')}
            </a>
          }
        />
      </section>
    );
  }

  return (
    <AuthCard
      title={otp.step ? t('signin.signup.otpTitle') : t('signin.social.signup.title')}
      lead={otp.step ? undefined : t('signin.social.signup.lead', { provider })}
      testId="social-signup"
      footer={
        <>
          <span>{t('signin.signup.haveAccount')}</span>
          <AuthLink to={href('/login')} testId="to-login">
            {t('signin.login.title')}
          </AuthLink>
        </>
      }
    >
      {otp.step ? null : <TicketWho data={data} />}
      <form className="au-form" method="post" noValidate onSubmit={submit} data-testid="social-signup-form">
        <FormMessage kind="error" text={message} />
        {otp.step ? (
          <OtpStep {...codeStepProps(otp, otp.step, busy, t('signin.social.signup.confirm'))} />
        ) : (
          <>
            <div className="au-grid">
              {(['firstName', 'lastName'] as const).map((k) => (
                <TextField
                  key={k}
                  id={`au-${k}`}
                  label={t(`signin.signup.${k}`)}
                  error={errors[k]}
                  name={k}
                  autoComplete={k === 'firstName' ? 'given-name' : 'family-name'}
                  maxLength={50}
                  value={v[k]}
                  onChange={set(k)}
                  onBlur={() => blur(k)}
                  testId={k}
                />
              ))}
            </div>
            <Field id="au-mobile" label={t('signin.mobile')} error={errors.mobile}>
              <MobileInput
                id="au-mobile"
                value={mobile}
                onChange={(m) => {
                  setMobile(m);
                  edited('mobile');
                }}
                onBlur={() => blur('mobile')}
                error={errors.mobile}
                testId="mobile"
              />
            </Field>
            <ConsentChecks
              marketing={v.marketing}
              notification={v.notification}
              showMarketing={marketing}
              error={errors.notificationConsent}
              onMarketing={set('marketing')}
              onNotification={set('notification')}
            />
            <SubmitButton busy={busy} label={t('signin.social.signup.submit')} testId="social-signup-submit" />
          </>
        )}
      </form>
    </AuthCard>
  );
}
