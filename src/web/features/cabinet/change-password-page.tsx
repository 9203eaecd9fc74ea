import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { passwordProblem } from '~/domain/passwords';
import { Field } from '~/web/components/form/form-fields';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { useHydrated } from '~/web/lib/use-hydrated';
import { PasswordInput } from '~/web/components/form/password-input';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName = 'password' | 'new_password' | 'repeat_new_password';
type Errors = Partial<Record<FieldName, string>>;

/**
 * /cabinet/change-password (CAB-2): the current password (not asked of an account that has
 * none), the new one and its repeat, then a success screen with a link back. Every other login of the account ends
 * (decision 0028); this browser stays signed in. An account made through Google or Facebook has no password yet
 * (issue 31): the page reads "Set a password" and asks only the new one.
 */
export function ChangePasswordPage({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const hydrated = useHydrated();
  const [v, setV] = useState({ password: '', new_password: '', repeat_new_password: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const set = (k: FieldName) => (value: string) => {
    setV((c) => ({ ...c, [k]: value }));
    edited(k);
    // a shown "do not match" under the repeat goes once the new password matches it
    if (k === 'new_password') edited('repeat_new_password');
  };

  function check(): Errors {
    const e: Errors = {};
    if (hasPassword && !v.password) e.password = t('auth.passwordRequired');
    const p = passwordProblem(v.new_password);
    if (p) e.new_password = t(p);
    if (!v.repeat_new_password) e.repeat_new_password = t('validation.required');
    else if (v.repeat_new_password !== v.new_password) e.repeat_new_password = t('auth.password.mismatch');
    return e;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local = checkAll();
    setMessage(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    const r = await callApi(
      'auth.changePassword',
      {
        ...(hasPassword ? { password: v.password } : {}),
        new_password: v.new_password,
        repeat_new_password: v.repeat_new_password,
      },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) return setDone(true);
    setErrors(r.fieldErrors);
    if (!Object.keys(r.fieldErrors).length) setMessage(r.error);
  }

  if (done) {
    return (
      <section className="cb-card cb-empty" data-testid="password-changed" role="status">
        <strong>{hasPassword ? t('cabinet.changePassword.done') : t('cabinet.setPassword.done')}</strong>
        <p>{t('cabinet.changePassword.doneText')}</p>
        <Link to={href('/cabinet')} className="sx-btn sx-btn-primary">
          {t('cabinet.back')}
        </Link>
      </section>
    );
  }

  return (
    <section className="cb-card" data-testid="change-password">
      <div className="cb-card-head">
        <h2>{hasPassword ? t('cabinet.changePassword.title') : t('cabinet.setPassword.title')}</h2>
      </div>
      {hasPassword ? null : <p className="cb-methods-lead">{t('cabinet.setPassword.lead')}</p>}
      <form className="cb-form" method="post" noValidate onSubmit={submit}>
        {message ? (
          <p className="co-form-error" role="alert" data-testid="form-message">
            {message}
          </p>
        ) : null}
        {hasPassword ? (
          <Field id="cb-password" label={t('cabinet.changePassword.current')} error={errors.password}>
            <PasswordInput
              id="cb-password"
              value={v.password}
              onChange={set('password')}
              onBlur={() => blur('password')}
              error={errors.password}
              autoComplete="current-password"
              testId="current-password"
            />
          </Field>
        ) : null}
        <Field id="cb-new" label={t('signin.password.new')} error={errors.new_password}>
          <PasswordInput
            id="cb-new"
            value={v.new_password}
            onChange={set('new_password')}
            onBlur={() => blur('new_password')}
            error={errors.new_password}
            autoComplete="new-password"
            testId="new-password"
          />
        </Field>
        <Field id="cb-repeat" label={t('signin.password.repeat')} error={errors.repeat_new_password}>
          <PasswordInput
            id="cb-repeat"
            value={v.repeat_new_password}
            onChange={set('repeat_new_password')}
            onBlur={() => blur('repeat_new_password')}
            error={errors.repeat_new_password}
            autoComplete="new-password"
            testId="repeat-new-password"
          />
        </Field>
        <div className="cb-actions">
          <button
            type="submit"
            className="sx-btn sx-btn-primary"
            disabled={!hydrated || busy}
            data-testid="change-password-submit"
          >
            {busy
              ? t('checkout.submit.sending')
              : hasPassword
                ? t('cabinet.changePassword.submit')
                : t('cabinet.setPassword.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
