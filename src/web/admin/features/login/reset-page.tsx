import { useState, type FormEvent } from 'react';
import { Logo } from '~/web/components/logo';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHydrated } from '~/web/lib/use-hydrated';
import { adminApi } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';
import { InputField } from '../../components/input-field';
import { loginHref } from './login-page';

/**
 * `/admin/reset?token=…` (decision 0060): the account's owner sets their back-office password through the link sent
 * to their own email or mobile (a new account's invitation, a colleague's "Send password reset", or "Forgot
 * password?"). `account` is null when the link no longer works (used, expired, or never was): the page says so and
 * leads to "Forgot password?". After the password is set, the sign-in page follows with a note.
 */
export function ResetPage({ token, account }: { token: string; account: { name: string } | null }) {
  const t = useT();
  const lang = useLang();
  const api = useAdminApi();
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await adminApi('auth.reset', { token, password, repeatPassword, lang }, api);
    if (r.ok) {
      window.location.assign(`${loginHref(lang, '/admin')}&done=1`);
      return;
    }
    setBusy(false);
    setFieldErrors(r.fieldErrors);
    setError(Object.keys(r.fieldErrors).filter((k) => k !== 'token').length ? null : r.error);
  };

  const field = (name: 'password' | 'repeatPassword', label: string, value: string, set: (v: string) => void) => (
    <InputField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={set}
      error={fieldErrors[name]}
      help={name === 'password' ? t('admin-ui.reset.rule') : undefined}
    />
  );

  return (
    <div className="adm-login">
      <div className="adm-login-card" data-testid="reset-page">
        <div className="adm-login-brand">
          <Logo size={36} />
          <span className="adm-login-tag">{t('admin-ui.layout.backOffice')}</span>
        </div>
        {account ? (
          <>
            <h1 className="adm-login-title">{t('admin-ui.reset.title')}</h1>
            <p className="adm-login-lead">{t('admin-ui.reset.lead', { name: account.name })}</p>
            <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-reset-form">
              {/* lets a password manager store the new password under the right account */}
              <input type="text" name="username" autoComplete="username" value={account.name} readOnly hidden />
              {field('password', t('admin-ui.reset.password'), password, setPassword)}
              {field('repeatPassword', t('admin-ui.reset.repeat'), repeatPassword, setRepeat)}
              {error ? (
                <div className="adm-alert adm-alert-danger" role="alert" data-testid="reset-error">
                  {error}
                </div>
              ) : null}
              <button type="submit" className="adm-btn adm-btn-primary adm-btn-block" disabled={!hydrated || busy}>
                {busy ? t('admin-ui.reset.saving') : t('admin-ui.reset.submit')}
              </button>
            </form>
          </>
        ) : (
          <>
            <h1 className="adm-login-title">{t('admin-ui.reset.invalidTitle')}</h1>
            <div className="adm-alert adm-alert-warning adm-login-notice" role="alert" data-testid="reset-invalid">
              {t('admin-ui.reset.invalid')}
            </div>
            <p className="adm-login-alt">
              <a href={loginHref(lang, '/admin', 'forgot')}>{t('admin-ui.login.forgot')}</a>
            </p>
          </>
        )}
        <p className="adm-login-alt">
          <a href={loginHref(lang, '/admin')}>{t('admin-ui.login.back')}</a>
        </p>
      </div>
      <p className="adm-login-foot">
        <a href="/">{t('admin-ui.login.toShop')}</a>
      </p>
    </div>
  );
}
