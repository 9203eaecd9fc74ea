import { useState, type FormEvent } from 'react';
import { passwordProblem } from '~/domain/passwords';
import { Field } from '~/web/components/form/form-fields';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { PasswordInput } from '~/web/components/form/password-input';
import { AuthCard, AuthLink, FormMessage, SubmitButton, TickScreen } from './auth-card';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName = 'password' | 'repeat_password';
type Errors = Partial<Record<FieldName, string>>;

/**
 * /new-password?token= (ACC-3): the page's loader has checked the token (without a valid one
 * it goes home); the new password and its repeat, then a tick with a link to /login. Every login of the account
 * ends (decision 0028).
 */
export function NewPasswordPage({ token }: { token: string }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const changePassword = (value: string) => {
    setPassword(value);
    edited('password');
    // a shown "do not match" under the repeat goes once the new password matches it
    edited('repeat_password');
  };
  const changeRepeat = (value: string) => {
    setRepeat(value);
    edited('repeat_password');
  };

  function check(): Errors {
    const e: Errors = {};
    const p = passwordProblem(password);
    if (p) e.password = t(p);
    if (!repeat) e.repeat_password = t('validation.required');
    else if (repeat !== password) e.repeat_password = t('auth.password.mismatch');
    return e;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local = checkAll();
    setMessage(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    const r = await callApi('auth.newPassword', { token, password, repeat_password: repeat }, { lang, t });
    setBusy(false);
    if (r.ok) return setDone(true);
    const { token: tokenError, ...rest } = r.fieldErrors;
    setErrors(rest);
    if (tokenError || !Object.keys(rest).length) setMessage(tokenError ?? r.error);
  }

  if (done) {
    return (
      <section className="au-card">
        <TickScreen
          title={t('signin.newPassword.doneTitle')}
          text={t('signin.newPassword.doneText')}
          testId="new-password-done"
          action={
            <a className="sx-btn sx-btn-primary" href={href('/login')} data-testid="new-password-to-login">
              {t('signin.login.submit')}
            </a>
          }
        />
      </section>
    );
  }

  return (
    <AuthCard title={t('signin.newPassword.title')} lead={t('signin.newPassword.lead')} testId="new-password">
      <form className="au-form" method="post" noValidate onSubmit={submit} data-testid="new-password-form">
        <FormMessage kind="error" text={message} />
        {message ? (
          <p className="au-row">
            <AuthLink to={href('/remind')}>{t('signin.remind.again')}</AuthLink>
          </p>
        ) : null}
        <Field id="au-password" label={t('signin.password.new')} error={errors.password}>
          <PasswordInput
            id="au-password"
            value={password}
            onChange={changePassword}
            onBlur={() => blur('password')}
            error={errors.password}
            autoComplete="new-password"
            testId="password"
          />
        </Field>
        {errors.password ? null : <p className="au-rules">{t('signin.password.rules')}</p>}
        <Field id="au-repeat" label={t('signin.password.repeat')} error={errors.repeat_password}>
          <PasswordInput
            id="au-repeat"
            value={repeat}
            onChange={changeRepeat}
            onBlur={() => blur('repeat_password')}
            error={errors.repeat_password}
            autoComplete="new-password"
            testId="repeat_password"
          />
        </Field>
        <SubmitButton busy={busy} label={t('signin.newPassword.submit')} testId="new-password-submit" />
      </form>
    </AuthCard>
  );
}
