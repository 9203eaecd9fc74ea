import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AccountUser } from '~/domain/api/account';
import { isEmail, isPersonName } from '~/domain/validation';
import { Field, fieldProps } from '~/web/components/form/form-bits';
import { formatMobile } from '~/web/components/form/mobile-mask';
import { useToast } from '~/web/components/ui/toast';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api';
import { useHref } from '~/web/lib/href';
import { useHydrated } from '~/web/lib/use-hydrated';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName = 'firstName' | 'lastName' | 'email';
type Errors = Partial<Record<FieldName, string>>;

/**
 * /cabinet, "My profile" (spec 001 §2): first name, last name and email read-only, the mobile shown as verified;
 * Edit opens the fields, Save sends them ("Your information has changed successfully") and shows the stored values,
 * Cancel puts the stored values back.
 */
export function ProfilePage({ user: initial }: { user: AccountUser }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const toast = useToast();
  const hydrated = useHydrated();
  const [user, setUser] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [v, setV] = useState({ firstName: initial.firstName, lastName: initial.lastName, email: initial.email ?? '' });
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);

  const cancel = () => {
    setV({ firstName: user.firstName, lastName: user.lastName, email: user.email ?? '' });
    setErrors({});
    setEditing(false);
  };

  function check(): Errors {
    const e: Errors = {};
    for (const k of ['firstName', 'lastName'] as const) {
      const s = v[k].trim();
      if (!s) e[k] = t('validation.required');
      else if (s.length > 50) e[k] = t('validation.tooLong');
      else if (!isPersonName(s)) e[k] = t('validation.name');
    }
    if (v.email.trim() && !isEmail(v.email.trim())) e.email = t('validation.email');
    return e;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local = checkAll();
    if (Object.keys(local).length) return;
    setBusy(true);
    const r = await callApi('users.updateInfo', { firstName: v.firstName, lastName: v.lastName, email: v.email.trim() || null }, { lang, t });
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fieldErrors);
      if (!Object.keys(r.fieldErrors).length) toast.error(r.error);
      return;
    }
    setUser(r.data.user);
    setV({ firstName: r.data.user.firstName, lastName: r.data.user.lastName, email: r.data.user.email ?? '' });
    setEditing(false);
    toast.success(r.data.alert.message);
  }

  const input = (k: keyof typeof v, autoComplete: string) => (
    <Field id={`cb-${k}`} label={t(`signin.signup.${k}`)} error={errors[k]}>
      <input
        {...fieldProps(`cb-${k}`, errors[k])}
        className="sx-input"
        type={k === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        maxLength={k === 'email' ? 254 : 50}
        value={v[k]}
        onChange={(e) => {
          setV((c) => ({ ...c, [k]: e.target.value }));
          edited(k);
        }}
        onBlur={() => blur(k)}
        data-testid={`profile-${k}`}
      />
    </Field>
  );

  return (
    <section className="cb-card" data-testid="profile">
      <div className="cb-card-head">
        <h2>{t('cabinet.profile.title')}</h2>
        {editing ? null : (
          <button type="button" className="sx-btn sx-btn-ghost" onClick={() => setEditing(true)} disabled={!hydrated} data-testid="profile-edit">
            {t('cabinet.profile.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <form className="cb-form" method="post" noValidate onSubmit={save} data-testid="profile-form">
          <div className="cb-grid">
            {input('firstName', 'given-name')}
            {input('lastName', 'family-name')}
          </div>
          {input('email', 'email')}
          <div className="cb-actions">
            <button type="submit" className="sx-btn sx-btn-primary" disabled={busy} data-testid="profile-save">
              {busy ? t('checkout.submit.sending') : t('cabinet.profile.save')}
            </button>
            <button type="button" className="sx-btn sx-btn-ghost" onClick={cancel} data-testid="profile-cancel">
              {t('cabinet.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <dl className="cb-facts">
          <div>
            <dt>{t('signin.signup.firstName')}</dt>
            <dd data-testid="profile-view-firstName">{user.firstName}</dd>
          </div>
          <div>
            <dt>{t('signin.signup.lastName')}</dt>
            <dd data-testid="profile-view-lastName">{user.lastName}</dd>
          </div>
          <div>
            <dt>{t('signin.signup.email')}</dt>
            <dd data-testid="profile-view-email">{user.email ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('signin.mobile')}</dt>
            <dd>
              <span data-testid="profile-view-mobile">{formatMobile(user.mobile)}</span>
              {user.mobileVerified ? (
                <span className="cb-verified" data-testid="mobile-verified">
                  ✓ {t('cabinet.profile.verified')}
                </span>
              ) : (
                <span className="cb-unverified">{t('cabinet.profile.unverified')}</span>
              )}
              {user.loyal ? <span className="cb-tag">{t('layout.account.loyal')}</span> : null}
            </dd>
          </div>
        </dl>
      )}
      {editing ? null : (
        <div className="cb-actions">
          <Link to={href('/cabinet/verify-mobile')} className="sx-btn sx-btn-ghost" data-testid="to-verify-mobile">
            {user.mobileVerified ? t('cabinet.verifyMobile.change') : t('cabinet.verifyMobile.title')}
          </Link>
        </div>
      )}
    </section>
  );
}
