import { createContext, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { adminApi } from '../lib/admin-api';
import { AdminDialog } from './admin-dialog';
import { InputField } from './input-field';

/** Asks the person to sign in again; true once they did (the caller sends its request again). */
type SignInAgain = () => Promise<boolean>;

/** Read by `useAdminApi`: every admin call of the page answers an ended session with this dialog. */
export const SessionContext = createContext<SignInAgain | null>(null);

/** Typing or clicking renews the session at most this often (the server writes a session's use once a minute too). */
const KEEP_ALIVE_MS = 60_000;

/**
 * The back office's session on a page (decision 0063). Typing and clicking are use: at most once a minute while the
 * person works, `POST /auth/keep-alive` moves the idle expiry on (a long form being filled in no longer times out).
 * When a call answers 401 all the same (the idle time passed, the session was revoked, the cookie is gone), a
 * sign-in dialog opens over the page — the page and its typed form stay — and the call is sent again once the
 * person signed in (several calls at once wait for the one dialog). Another account signing in reloads the page in
 * that account's rights instead.
 */
export function SessionGuard({ staffId, children }: { staffId: number; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);

  const signInAgain = useCallback<SignInAgain>(
    () =>
      new Promise((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );
  const settle = (signedIn: boolean) => {
    const all = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of all) resolve(signedIn);
  };

  useKeepAlive(t);

  return (
    <SessionContext.Provider value={signInAgain}>
      {children}
      {open ? <SignInDialog staffId={staffId} onDone={settle} /> : null}
    </SessionContext.Provider>
  );
}

/** Typing, clicking or touching in the back office renews the session, throttled to once a minute. */
function useKeepAlive(t: (key: string) => string) {
  const tRef = useRef(t);
  tRef.current = t;
  useEffect(() => {
    // the page's own load has just used the session
    let last = Date.now();
    const onUse = () => {
      const now = Date.now();
      if (now - last < KEEP_ALIVE_MS) return;
      last = now;
      // an ended session is told by the next real call (the sign-in dialog); nothing to do here
      void adminApi('auth.keepAlive', {}, { t: tRef.current });
    };
    const events = ['keydown', 'input', 'pointerdown'] as const;
    for (const e of events) document.addEventListener(e, onUse, { capture: true, passive: true });
    return () => {
      for (const e of events) document.removeEventListener(e, onUse, { capture: true });
    };
  }, []);
}

function SignInDialog({ staffId, onDone }: { staffId: number; onDone: (signedIn: boolean) => void }) {
  const t = useT();
  const lang = useLang();
  const loginRef = useRef<HTMLInputElement>(null);
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
    // the sign-in page's own call (a new session cookie comes with the answer)
    const r = await adminApi('auth.login', { login, password, lang }, { t });
    if (r.ok) {
      if (r.data.id !== staffId) {
        // someone else signed in: this page was built for the person before, so it is built again
        window.location.reload();
        return;
      }
      onDone(true);
      return;
    }
    setBusy(false);
    setFieldErrors(r.fieldErrors);
    setError(Object.keys(r.fieldErrors).length ? null : r.error);
  };

  return (
    <AdminDialog
      labelledBy="adm-signin-title"
      describedBy="adm-signin-lead"
      initialFocus={loginRef}
      onDismiss={() => onDone(false)}
      testId="signin-dialog"
    >
      <h2 id="adm-signin-title" className="adm-modal-title">
        {t('admin-ui.session.title')}
      </h2>
      <p id="adm-signin-lead" className="adm-modal-lead">
        {t('admin-ui.session.lead')}
      </p>
      <form className="adm-modal-form" onSubmit={(e) => void submit(e)} noValidate>
        <InputField
          label={t('admin-ui.login.login')}
          name="login"
          autoComplete="username"
          value={login}
          onChange={setLogin}
          error={fieldErrors.login}
          inputRef={loginRef}
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
          <div className="adm-alert adm-alert-danger" role="alert" data-testid="signin-error">
            {error}
          </div>
        ) : null}
        <div className="adm-modal-actions">
          <button type="button" className="adm-btn" onClick={() => onDone(false)}>
            {t('admin-ui.common.cancel')}
          </button>
          <button type="submit" className="adm-btn adm-btn-primary" disabled={busy} data-testid="signin-submit">
            {busy ? t('admin-ui.login.signingIn') : t('admin-ui.login.submit')}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
