import { useState, type FormEvent } from 'react';
import { ConsentChecks } from './consent-checks';
import { afterLoginPath } from '~/domain/return-path';
import { isEmail, isPersonName } from '~/domain/validation';
import { passwordProblem } from '~/domain/passwords';
import { Field, fieldProps, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { completeMobile, EMPTY_MOBILE, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { OtpStep } from '~/web/components/form/otp-step';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { PasswordInput } from '~/web/components/form/password-input';
import { AuthCard, AuthLink, FormMessage, SubmitButton, TickScreen } from './auth-card';
import { SocialButtons } from './social-buttons';
import { codeStepProps, isCodeStep, useCodeStep } from '~/web/components/form/use-code-step';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobile'
  | 'gender'
  | 'birthday'
  | 'password'
  | 'password2'
  | 'notificationConsent';
type Errors = Partial<Record<FieldName, string>>;

/**
 * /signup (ACC-2): the form → the "OTP confirmation" step with the code
 * sent to the mobile → a tick screen: the account is made and signed in (ACC-2), its link goes on to where the customer
 * was going (a full load, so the header and the lists are the account's). Gender, birthday and the marketing consent are shown
 * only when configured. The server checks everything again; its field errors land on the fields.
 */
export function SignupPage({
  fields,
  next,
  providers = [],
}: {
  fields: { gender: boolean; birthday: boolean; marketing: boolean };
  next: string | null;
  /** the configured social sign-in providers (issue 31): their buttons over the form */
  providers?: ('google' | 'facebook')[];
}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [v, setV] = useState({
    firstName: '',
    lastName: '',
    email: '',
    gender: '',
    birthday: '',
    password: '',
    password2: '',
    marketing: false,
    notification: false,
  });
  const [mobile, setMobile] = useState<MobileParts>(EMPTY_MOBILE);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const otp = useCodeStep();
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const set = (k: keyof typeof v) => (value: string | boolean) => {
    setV((cur) => ({ ...cur, [k]: value }));
    edited(k === 'notification' ? 'notificationConsent' : (k as FieldName));
    // a stale "passwords do not match" goes once the first password is changed to match
    if (k === 'password') edited('password2');
  };
  const changeMobile = (m: MobileParts) => {
    setMobile(m);
    edited('mobile');
  };

  function check(): Errors {
    const e: Errors = {};
    const name = (s: string) =>
      !s.trim()
        ? t('validation.required')
        : s.trim().length > 50
          ? t('validation.tooLong')
          : isPersonName(s.trim())
            ? undefined
            : t('validation.name');
    e.firstName = name(v.firstName);
    e.lastName = name(v.lastName);
    if (v.email.trim() && !isEmail(v.email.trim())) e.email = t('validation.email');
    if (!mobile.prefix && !mobile.local) e.mobile = t('auth.mobileRequired');
    else if (!completeMobile(mobile)) e.mobile = t('validation.mobile');
    const p = passwordProblem(v.password);
    if (p) e.password = t(p);
    if (!v.password2) e.password2 = t('validation.required');
    else if (v.password2 !== v.password) e.password2 = t('auth.password.mismatch');
    if (!v.notification) e.notificationConsent = t('auth.notificationRequired');
    return e;
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (busy) return;
    setMessage(null);
    if (!otp.step) {
      const local = checkAll();
      if (Object.keys(local).length) return;
    } else if (otp.code.length !== 6) {
      otp.setError(t('otp.format'));
      return;
    }
    setBusy(true);
    const r = await callApi(
      'auth.signup',
      {
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email.trim() || null,
        mobile: mobileValue(mobile),
        ...(fields.gender && v.gender ? { gender: v.gender as 'm' | 'f' } : {}),
        ...(fields.birthday && v.birthday ? { birthday: v.birthday } : {}),
        password: v.password,
        password2: v.password2,
        ...(fields.marketing ? { marketingConsent: v.marketing } : {}),
        notificationConsent: v.notification,
        ...(otp.step ? { otp: otp.code, token: otp.step.token } : {}),
      },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) {
      if (isCodeStep(r.data)) otp.open(r.data, completeMobile(mobile) ?? mobileValue(mobile));
      else setDone(true);
      return;
    }
    const { otp: otpError, token: tokenError, ...rest } = r.fieldErrors;
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

  if (done) {
    return (
      <section className="au-card">
        <TickScreen
          title={t('signin.signup.doneTitle')}
          text={t('signin.signup.doneText')}
          testId="signup-done"
          action={
            <a className="sx-btn sx-btn-primary" href={afterLoginPath(next, lang)} data-testid="signup-continue">
              {t('signin.signup.continue')}
            </a>
          }
        />
      </section>
    );
  }

  const text = (k: 'firstName' | 'lastName' | 'email', autoComplete: string, type = 'text') => (
    <TextField
      id={`au-${k}`}
      label={t(`signin.signup.${k}`)}
      hint={k === 'email' ? t('signin.optional') : undefined}
      error={errors[k]}
      name={k}
      type={type}
      autoComplete={autoComplete}
      maxLength={k === 'email' ? 254 : 50}
      value={v[k]}
      onChange={set(k)}
      onBlur={() => blur(k)}
      testId={k}
    />
  );

  return (
    <AuthCard
      title={otp.step ? t('signin.signup.otpTitle') : t('signin.signup.title')}
      lead={otp.step ? undefined : t('signin.signup.lead')}
      testId="signup"
      footer={
        <>
          <span>{t('signin.signup.haveAccount')}</span>
          <AuthLink to={href('/login')} testId="to-login">
            {t('signin.login.title')}
          </AuthLink>
          <AuthLink to={href('/remind')}>{t('signin.forgot')}</AuthLink>
        </>
      }
    >
      {otp.step ? null : <SocialButtons providers={providers} returnTo={afterLoginPath(next, lang)} />}
      <form className="au-form" method="post" noValidate onSubmit={submit} data-testid="signup-form">
        <FormMessage kind="error" text={message} />
        {otp.step ? (
          <OtpStep {...codeStepProps(otp, otp.step, busy, t('signin.signup.confirm'))} />
        ) : (
          <>
            <div className="au-grid">
              {text('firstName', 'given-name')}
              {text('lastName', 'family-name')}
            </div>
            <Field id="au-mobile" label={t('signin.mobile')} error={errors.mobile}>
              <MobileInput
                id="au-mobile"
                value={mobile}
                onChange={changeMobile}
                onBlur={() => blur('mobile')}
                error={errors.mobile}
                testId="mobile"
              />
            </Field>
            {text('email', 'email', 'email')}
            {fields.gender || fields.birthday ? (
              <div className="au-grid">
                {fields.gender ? (
                  <Field
                    id="au-gender"
                    label={t('signin.signup.gender')}
                    hint={t('signin.optional')}
                    error={errors.gender}
                  >
                    <select
                      {...fieldProps('au-gender', errors.gender)}
                      className="sx-input"
                      value={v.gender}
                      onChange={(e) => set('gender')(e.target.value)}
                      data-testid="gender"
                    >
                      <option value="">—</option>
                      <option value="f">{t('signin.signup.female')}</option>
                      <option value="m">{t('signin.signup.male')}</option>
                    </select>
                  </Field>
                ) : null}
                {fields.birthday ? (
                  <Field
                    id="au-birthday"
                    label={t('signin.signup.birthday')}
                    hint={t('signin.optional')}
                    error={errors.birthday}
                  >
                    <input
                      {...fieldProps('au-birthday', errors.birthday)}
                      type="date"
                      className="sx-input"
                      autoComplete="bday"
                      value={v.birthday}
                      onChange={(e) => set('birthday')(e.target.value)}
                      data-testid="birthday"
                    />
                  </Field>
                ) : null}
              </div>
            ) : null}
            <Field id="au-password" label={t('signin.password.label')} error={errors.password}>
              <PasswordInput
                id="au-password"
                value={v.password}
                onChange={set('password')}
                onBlur={() => blur('password')}
                error={errors.password}
                autoComplete="new-password"
                testId="password"
              />
            </Field>
            {errors.password ? null : <p className="au-rules">{t('signin.password.rules')}</p>}
            <Field id="au-password2" label={t('signin.password.repeat')} error={errors.password2}>
              <PasswordInput
                id="au-password2"
                value={v.password2}
                onChange={set('password2')}
                onBlur={() => blur('password2')}
                error={errors.password2}
                autoComplete="new-password"
                testId="password2"
              />
            </Field>
            <ConsentChecks
              marketing={v.marketing}
              notification={v.notification}
              showMarketing={fields.marketing}
              error={errors.notificationConsent}
              onMarketing={set('marketing')}
              onNotification={set('notification')}
            />
            <SubmitButton busy={busy} label={t('signin.signup.submit')} testId="signup-submit" />
          </>
        )}
      </form>
    </AuthCard>
  );
}
