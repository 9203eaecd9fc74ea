import { useState, type FormEvent } from 'react';
import { LANGS } from '~/domain/i18n';
import { Logo } from '~/web/components/logo';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHydrated } from '~/web/lib/use-hydrated';
import { adminApi } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';
import { InputField } from '../../components/input-field';

/** Which form the sign-in page shows: the sign-in, or "Forgot password?" (decision 0060). */
export type LoginMode = 'login' | 'forgot';

/** The sign-in page's address in `lang`, in `mode`, keeping where to go afterwards. */
export function loginHref(lang: string, returnTo: string, mode: LoginMode = 'login'): string {
  return `/admin/login?${new URLSearchParams({ lang, ...(mode === 'forgot' ? { forgot: '1' } : {}), ...(returnTo !== '/admin' ? { return: returnTo } : {}) })}`;
}

/**
 * The staff sign-in (ADM-2; login = email or mobile, password); a full load follows it. With
 * `mode: 'forgot'`, "Forgot password?": a link to set a new password goes to the account's own email or mobile
 * (decision 0060). `notice`: the password was just set through such a link.
 */
export function LoginPage({
  returnTo,
  mode = 'login',
  notice,
}: {
  returnTo: string;
  mode?: LoginMode;
  notice?: 'passwordSet';
}) {
  if (mode === 'forgot') return <ForgotPage returnTo={returnTo} />;
  return <SignInPage returnTo={returnTo} notice={notice} />;
}

function SignInPage({ returnTo, notice }: { returnTo: string; notice?: 'passwordSet' }) {
  const t = useT();
  const lang = useLang();
  const api = useAdminApi();
  const hydrated = useHydrated();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await adminApi('auth.login', { login, password, lang }, api);
    if (r.ok) {
      // a full load: the root and the layout are rendered in the staff member's own language
      window.location.assign(returnTo);
      return;
    }
    setBusy(false);
    setFieldErrors(r.fieldErrors);
    setError(Object.keys(r.fieldErrors).length ? null : r.error);
  };

  return (
    <div className="adm-login">
      <div className="adm-login-card">
        <div className="adm-login-brand">
          <Logo size={36} />
          <span className="adm-login-tag">{t('admin-ui.layout.backOffice')}</span>
        </div>
        <h1 className="adm-login-title">{t('admin-ui.login.title')}</h1>
        <p className="adm-login-lead">{t('admin-ui.login.lead')}</p>
        {notice === 'passwordSet' ? (
          <div className="adm-alert adm-alert-info adm-login-notice" role="status" data-testid="login-notice">
            {t('admin-ui.login.passwordSet')}
          </div>
        ) : null}
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-login-form">
          <InputField
            label={t('admin-ui.login.login')}
            name="login"
            autoComplete="username"
            value={login}
            onChange={setLogin}
            error={fieldErrors.login}
            autoFocus
          />
          <InputField
            label={t('admin-ui.login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          {error ? (
            <div className="adm-alert adm-alert-danger" role="alert" data-testid="login-error">
              {error}
            </div>
          ) : null}
          <button type="submit" className="adm-btn adm-btn-primary adm-btn-block" disabled={!hydrated || busy}>
            {busy ? t('admin-ui.login.signingIn') : t('admin-ui.login.submit')}
          </button>
        </form>
        <p className="adm-login-alt">
          <a href={loginHref(lang, returnTo, 'forgot')} data-testid="forgot-link">
            {t('admin-ui.login.forgot')}
          </a>
        </p>
        <LangLinks returnTo={returnTo} mode="login" />
      </div>
      <p className="adm-login-foot">
        <a href="/">{t('admin-ui.login.toShop')}</a>
      </p>
    </div>
  );
}

function LangLinks({ returnTo, mode }: { returnTo: string; mode: LoginMode }) {
  const t = useT();
  const lang = useLang();
  return (
    <nav className="adm-login-langs" aria-label={t('admin-ui.layout.language')}>
      {LANGS.map((l) => (
        <a
          key={l}
          href={loginHref(l, returnTo, mode)}
          className={l === lang ? 'is-active' : ''}
          aria-current={l === lang ? 'true' : undefined}
        >
          {l.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}

/** "Forgot password?": the email or mobile of the account; the same answer whether or not it is a staff account. */
function ForgotPage({ returnTo }: { returnTo: string }) {
  const t = useT();
  const lang = useLang();
  const api = useAdminApi();
  const hydrated = useHydrated();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const r = await adminApi('auth.forgot', { login, lang }, api);
    setBusy(false);
    if (r.ok) {
      setSent(true);
      setFieldErrors({});
      return;
    }
    setFieldErrors(r.fieldErrors);
    setError(Object.keys(r.fieldErrors).length ? null : r.error);
  };

  return (
    <div className="adm-login">
      <div className="adm-login-card">
        <div className="adm-login-brand">
          <Logo size={36} />
          <span className="adm-login-tag">{t('admin-ui.layout.backOffice')}</span>
        </div>
        <h1 className="adm-login-title">{t('admin-ui.login.forgotTitle')}</h1>
        <p className="adm-login-lead">{t('admin-ui.login.forgotLead')}</p>
        {sent ? (
          <div className="adm-alert adm-alert-info" role="status" data-testid="forgot-sent">
            {t('admin-ui.login.forgotSent')}
          </div>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-forgot-form">
            <InputField
              label={t('admin-ui.login.login')}
              name="login"
              autoComplete="username"
              value={login}
              onChange={setLogin}
              error={fieldErrors.login}
              autoFocus
            />
            {error ? (
              <div className="adm-alert adm-alert-danger" role="alert" data-testid="login-error">
                {error}
              </div>
            ) : null}
            <button type="submit" className="adm-btn adm-btn-primary adm-btn-block" disabled={!hydrated || busy}>
              {busy ? t('admin-ui.login.forgotSending') : t('admin-ui.login.forgotSubmit')}
            </button>
          </form>
        )}
        <p className="adm-login-alt">
          <a href={loginHref(lang, returnTo)}>{t('admin-ui.login.back')}</a>
        </p>
        <LangLinks returnTo={returnTo} mode="forgot" />
      </div>
      <p className="adm-login-foot">
        <a href="/">{t('admin-ui.login.toShop')}</a>
      </p>
    </div>
  );
}
