import { useState, type FormEvent } from 'react';
import { LANGS } from '~/domain/i18n';
import { Logo } from '~/web/components/logo';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHydrated } from '~/web/lib/use-hydrated';
import { adminPost } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

/** The staff sign-in (spec 001 §3 Login form: login = email or mobile, password); a full load follows it. */
export function LoginPage({ returnTo }: { returnTo: string }) {
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
    const r = await adminPost('/auth/login', { login, password, lang }, api);
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
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="admin-login-form">
          <label className="adm-field">
            <span className="adm-label">{t('admin-ui.login.login')}</span>
            <input
              className={`adm-input${fieldErrors.login ? ' has-error' : ''}`}
              name="login"
              autoComplete="username"
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              aria-invalid={!!fieldErrors.login}
              autoFocus
            />
            {fieldErrors.login ? <span className="adm-field-error">{fieldErrors.login}</span> : null}
          </label>
          <label className="adm-field">
            <span className="adm-label">{t('admin-ui.login.password')}</span>
            <input
              className={`adm-input${fieldErrors.password ? ' has-error' : ''}`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!fieldErrors.password}
            />
            {fieldErrors.password ? <span className="adm-field-error">{fieldErrors.password}</span> : null}
          </label>
          {error ? (
            <div className="adm-alert adm-alert-danger" role="alert" data-testid="login-error">
              {error}
            </div>
          ) : null}
          <button type="submit" className="adm-btn adm-btn-primary adm-btn-block" disabled={!hydrated || busy}>
            {busy ? t('admin-ui.login.signingIn') : t('admin-ui.login.submit')}
          </button>
        </form>
        <nav className="adm-login-langs" aria-label={t('admin-ui.layout.language')}>
          {LANGS.map((l) => (
            <a key={l} href={`?${new URLSearchParams({ lang: l, ...(returnTo !== '/admin' ? { return: returnTo } : {}) })}`} className={l === lang ? 'is-active' : ''} aria-current={l === lang ? 'true' : undefined}>
              {l.toUpperCase()}
            </a>
          ))}
        </nav>
      </div>
      <p className="adm-login-foot">
        <a href="/">{t('admin-ui.login.toShop')}</a>
      </p>
    </div>
  );
}
