import { useState, type FormEvent } from 'react';
import { afterLoginPath } from '~/domain/return-path';
import { Field } from '~/web/components/form/form-fields';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { PasswordInput } from '~/web/components/form/password-input';
import { AuthCard, AuthLink, FormMessage, SubmitButton } from './auth-card';
import { SocialButtons } from './social-buttons';
import { UsernameField } from './username-field';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName = 'username' | 'password';
type Errors = Partial<Record<FieldName, string>>;

/**
 * /login (ACC-1): mobile or email and the password. A success loads the return page (`?next=`, only a
 * path of this shop) or the home page again from the server, so the header and the lists are the customer's
 * (decision 0031). A wrong login and an unknown account get the same message (decision 0028).
 * Over the form: "Continue with Google / Facebook" for the configured providers (issue 31); a refused social sign-in
 * comes back here as `?socialError=` and is shown above the form.
 */
export function LoginPage({
  next,
  providers = [],
  socialError = null,
}: {
  next: string | null;
  providers?: ('google' | 'facebook')[];
  socialError?: string | null;
}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const changeUsername = (value: string) => {
    setUsername(value);
    edited('username');
  };
  const changePassword = (value: string) => {
    setPassword(value);
    edited('password');
  };

  function check(): Errors {
    return {
      username: username.trim() ? undefined : t('validation.required'),
      password: password ? undefined : t('auth.passwordRequired'),
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local = checkAll();
    setMessage(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    const r = await callApi('auth.login', { username, password }, { lang, t });
    if (r.ok) {
      window.location.assign(afterLoginPath(next, lang));
      return;
    }
    setBusy(false);
    setErrors(r.fieldErrors);
    if (!Object.keys(r.fieldErrors).length) setMessage(r.error);
  }

  const withNext = (path: string) => (next ? `${href(path)}?next=${encodeURIComponent(next)}` : href(path));
  return (
    <AuthCard
      title={t('signin.login.title')}
      lead={t('signin.login.lead')}
      testId="login"
      footer={
        <>
          <span>{t('signin.login.noAccount')}</span>
          <AuthLink to={withNext('/signup')} testId="to-signup">
            {t('signin.signup.title')}
          </AuthLink>
        </>
      }
    >
      {socialError ? (
        <FormMessage kind="error" text={t(`auth.social.error.${socialError}`)} testId="social-error" />
      ) : null}
      <SocialButtons providers={providers} returnTo={afterLoginPath(next, lang)} />
      <form className="au-form" method="post" noValidate onSubmit={submit} data-testid="login-form">
        <FormMessage kind="error" text={message} />
        <UsernameField
          value={username}
          onChange={changeUsername}
          onBlur={() => blur('username')}
          error={errors.username}
        />
        <Field id="au-password" label={t('signin.password.label')} error={errors.password}>
          <PasswordInput
            id="au-password"
            value={password}
            onChange={changePassword}
            onBlur={() => blur('password')}
            error={errors.password}
            autoComplete="current-password"
            testId="password"
          />
        </Field>
        <div className="au-row">
          <span />
          <AuthLink to={href('/remind')} testId="to-remind">
            {t('signin.forgot')}
          </AuthLink>
        </div>
        <SubmitButton busy={busy} label={t('signin.login.submit')} testId="login-submit" />
      </form>
    </AuthCard>
  );
}
