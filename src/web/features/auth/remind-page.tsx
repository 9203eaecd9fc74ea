import { useState, type FormEvent } from 'react';
import { isEmail } from '~/domain/validation';
import { normalizeMobile } from '~/domain/phone';
import { OtpStep } from '~/web/components/form/otp-step';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { AuthCard, AuthLink, FormMessage, SubmitButton } from './auth-card';
import { UsernameField } from './username-field';
import { codeStepProps, isCodeStep, useCodeStep } from '~/web/components/form/use-code-step';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

/**
 * /remind (ACC-3): a mobile number gets a code by SMS and, with the right code, goes on to
 * /new-password with a one-time token; an email address gets a link by email (the same answer whether an account
 * uses it or not: decision 0028).
 */
export function RemindPage() {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const otp = useCodeStep();
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<'username'>(check);
  const changeUsername = (value: string) => {
    setUsername(value);
    edited('username');
  };

  function check() {
    const name = username.trim();
    return {
      username: !name
        ? t('validation.required')
        : (name.includes('@') ? isEmail(name) : normalizeMobile(name))
          ? undefined
          : t('auth.usernameInvalid'),
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const name = username.trim();
    if (!otp.step) {
      if (checkAll().username) return;
    } else if (otp.code.length !== 6) {
      otp.setError(t('otp.format'));
      return;
    }
    setBusy(true);
    const r = await callApi(
      'auth.remind',
      { username: name, ...(otp.step ? { otp: otp.code, token: otp.step.token } : {}) },
      { lang, t },
    );
    if (r.ok) {
      if ('redirect' in r.data) {
        window.location.assign(r.data.redirect);
        return;
      }
      setBusy(false);
      if (isCodeStep(r.data)) otp.open(r.data, normalizeMobile(name) ?? name);
      else setMessage({ kind: 'success', text: r.data.alert });
      return;
    }
    setBusy(false);
    const otpError = r.fieldErrors.otp ?? r.fieldErrors.token;
    if (otp.step && otpError) {
      const message = otp.refused(r.fieldErrors.otp, r.fieldErrors.token);
      if (message !== null) setMessage({ kind: 'error', text: message });
      return;
    }
    otp.close();
    setErrors(r.fieldErrors.username ? { username: r.fieldErrors.username } : {});
    if (!r.fieldErrors.username) setMessage({ kind: 'error', text: r.error });
  }

  return (
    <AuthCard
      title={otp.step ? t('signin.remind.otpTitle') : t('signin.remind.title')}
      lead={otp.step ? undefined : t('signin.remind.lead')}
      testId="remind"
      footer={
        <>
          <AuthLink to={href('/login')} testId="to-login">
            {t('signin.login.title')}
          </AuthLink>
          <AuthLink to={href('/signup')}>{t('signin.signup.title')}</AuthLink>
        </>
      }
    >
      <form className="au-form" method="post" noValidate onSubmit={submit} data-testid="remind-form">
        {message ? <FormMessage kind={message.kind} text={message.text} testId={`remind-${message.kind}`} /> : null}
        {otp.step ? (
          <OtpStep {...codeStepProps(otp, otp.step, busy, t('signin.remind.confirm'))} />
        ) : (
          <>
            <UsernameField
              value={username}
              onChange={changeUsername}
              onBlur={() => blur('username')}
              error={errors.username}
            />
            <SubmitButton busy={busy} label={t('signin.remind.submit')} testId="remind-submit" />
          </>
        )}
      </form>
    </AuthCard>
  );
}
