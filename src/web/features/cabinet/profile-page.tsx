import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AccountUser } from '~/domain/api/account';
import type { Gender } from '~/domain/api/fields';
import { isEmail, isPersonName } from '~/domain/validation';
import { Field, fieldProps } from '~/web/components/form/form-fields';
import { formatMobile } from '~/web/components/form/mobile-mask';
import { useToast } from '~/web/components/ui/toast';
import { useLang, useT, type TFunction } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { useHydrated } from '~/web/lib/use-hydrated';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type FieldName = 'firstName' | 'lastName' | 'email' | 'gender';
type Errors = Partial<Record<FieldName, string>>;
type Values = { firstName: string; lastName: string; email: string; gender: Gender | '' };

const values = (u: AccountUser): Values => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email ?? '',
  gender: u.gender ?? '',
});

/**
 * /cabinet, "My profile" (CAB-1): first name, last name, email and gender read-only, the
 * mobile shown as verified; Edit opens the fields (the mobile stays read-only, with its link to the verification),
 * Save sends them ("Your information has changed successfully") and shows the stored values, Cancel puts the stored
 * values back.
 */
export function ProfilePage({ user: initial }: { user: AccountUser }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const toast = useToast();
  const hydrated = useHydrated();
  const [user, setUser] = useState(initial);
  // the header's name and the checkout's contact come from the root loader: read again once the names are saved
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [v, setV] = useState(() => values(initial));
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);

  const cancel = () => {
    setV(values(user));
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
    const r = await callApi(
      'users.updateInfo',
      { firstName: v.firstName, lastName: v.lastName, email: v.email.trim() || null, gender: v.gender || null },
      { lang, t },
    );
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fieldErrors);
      if (!Object.keys(r.fieldErrors).length) toast.error(r.error);
      return;
    }
    setUser(r.data.user);
    setV(values(r.data.user));
    setEditing(false);
    toast.success(r.data.alert.message);
    void revalidate();
  }

  const input = (k: 'firstName' | 'lastName' | 'email', autoComplete: string) => (
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
          <button
            type="button"
            className="sx-btn sx-btn-ghost"
            onClick={() => setEditing(true)}
            disabled={!hydrated}
            data-testid="profile-edit"
          >
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
          {/* CAB-1: the mobile is read-only here; it changes through its own verification */}
          <dl className="cb-facts cb-facts-one">
            <MobileFact user={user} t={t} changeHref={href('/cabinet/verify-mobile')} />
          </dl>
          <div className="cb-grid">
            <Field id="cb-gender" label={t('signin.signup.gender')} error={errors.gender}>
              <select
                {...fieldProps('cb-gender', errors.gender)}
                className="sx-input"
                autoComplete="sex"
                value={v.gender}
                onChange={(e) => {
                  setV((c) => ({ ...c, gender: e.target.value as Values['gender'] }));
                  edited('gender');
                }}
                data-testid="profile-gender"
              >
                <option value="">—</option>
                <option value="f">{t('signin.signup.female')}</option>
                <option value="m">{t('signin.signup.male')}</option>
              </select>
            </Field>
          </div>
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
          <MobileFact user={user} t={t} />
          <div>
            <dt>{t('signin.signup.gender')}</dt>
            <dd data-testid="profile-view-gender">
              {user.gender ? t(user.gender === 'f' ? 'signin.signup.female' : 'signin.signup.male') : '—'}
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

/**
 * The mobile as the profile shows it, read-only in both modes: the number, verified or not, the Loyal tag; in the
 * edit form also the link to change it (the view has that link under the card).
 */
function MobileFact({ user, t, changeHref }: { user: AccountUser; t: TFunction; changeHref?: string }) {
  return (
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
        {changeHref ? (
          <Link to={changeHref} className="cb-fact-link" data-testid="to-verify-mobile">
            {user.mobileVerified ? t('cabinet.verifyMobile.change') : t('cabinet.verifyMobile.title')}
          </Link>
        ) : null}
      </dd>
    </div>
  );
}
