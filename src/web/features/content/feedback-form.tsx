import { useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TYPES, type FeedbackType } from '~/domain/api/forms';
import { Field, fieldProps, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { EMPTY_MOBILE, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHydrated } from '~/web/lib/use-hydrated';
import { callApi } from '~/web/lib/api-client';
import { useFieldErrors } from '~/web/components/form/use-field-errors';
import { checkEmail, checkMessage, checkMobile, checkName } from './form-checks';

type FieldName = 'type' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'message';
type Errors = Partial<Record<FieldName, string>>;
const EMPTY = { firstName: '', lastName: '', email: '', message: '' };

/** The contacts page's feedback form (CNT-8): checked here, again on the server. */
export function FeedbackForm() {
  const t = useT();
  const lang = useLang();
  // the form is sent by the script (a native submit would put the fields in the address): usable once it runs
  const hydrated = useHydrated();
  const [type, setType] = useState<FeedbackType>('info');
  const [v, setV] = useState(EMPTY);
  const [mobile, setMobile] = useState<MobileParts>(EMPTY_MOBILE);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const set = (k: keyof typeof EMPTY) => (value: string) => {
    setV((cur) => ({ ...cur, [k]: value }));
    edited(k);
  };
  const changeType = (ft: FeedbackType) => {
    setType(ft);
    edited('type');
  };
  const changeMobile = (m: MobileParts) => {
    setMobile(m);
    edited('mobile');
  };

  function check(): Errors {
    return {
      firstName: checkName(t, v.firstName),
      lastName: checkName(t, v.lastName),
      email: checkEmail(t, v.email),
      mobile: checkMobile(t, mobile),
      message: checkMessage(t, v.message),
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setResult(null);
    const local = checkAll();
    if (Object.keys(local).length) return;
    setBusy(true);
    const r = await callApi(
      'feedbacks.send',
      {
        type,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email.trim(),
        mobile: mobileValue(mobile),
        message: v.message,
      },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) {
      setResult({ ok: true, text: r.data.message.text });
      setV(EMPTY);
      setMobile(EMPTY_MOBILE);
      return;
    }
    setErrors(r.fieldErrors);
    if (!Object.keys(r.fieldErrors).length) setResult({ ok: false, text: r.error });
  }

  const text = (k: 'firstName' | 'lastName' | 'email', autoComplete: string, type = 'text') => (
    <TextField
      id={`fb-${k}`}
      label={t(`content.form.${k}`)}
      error={errors[k]}
      name={k}
      type={type}
      autoComplete={autoComplete}
      maxLength={k === 'email' ? 254 : 50}
      value={v[k]}
      onChange={set(k)}
      onBlur={() => blur(k)}
      testId={`fb-${k}`}
    />
  );

  return (
    <form className="cn-form" onSubmit={submit} noValidate data-testid="feedback-form" aria-busy={busy}>
      <h2 className="cn-form-title">{t('content.contacts.formTitle')}</h2>
      <fieldset className="cn-types">
        <legend>{t('content.contacts.type')}</legend>
        {FEEDBACK_TYPES.map((ft) => (
          <label key={ft} className={`cn-type${type === ft ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="type"
              value={ft}
              checked={type === ft}
              onChange={() => changeType(ft)}
              data-testid={`fb-type-${ft}`}
            />
            {t(`content.contacts.types.${ft}`)}
          </label>
        ))}
        {errors.type ? <span className="co-error">{errors.type}</span> : null}
      </fieldset>
      <div className="cn-form-grid">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        {text('email', 'email', 'email')}
        <Field id="fb-mobile" label={t('content.form.mobile')} error={errors.mobile}>
          <MobileInput
            id="fb-mobile"
            value={mobile}
            onChange={changeMobile}
            onBlur={() => blur('mobile')}
            error={errors.mobile}
            testId="fb-mobile"
          />
        </Field>
      </div>
      <Field id="fb-message" label={t('content.contacts.message')} error={errors.message}>
        <textarea
          {...fieldProps('fb-message', errors.message)}
          name="message"
          className="sx-input"
          rows={5}
          maxLength={FEEDBACK_MESSAGE_MAX}
          value={v.message}
          onChange={(e) => set('message')(e.target.value)}
          onBlur={() => blur('message')}
          data-testid="fb-message"
        />
      </Field>
      {result ? (
        <p
          className={result.ok ? 'cn-form-ok' : 'cn-form-fail'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="fb-result"
        >
          {result.text}
        </p>
      ) : null}
      <button
        type="submit"
        className="sx-btn sx-btn-primary cn-form-send"
        disabled={busy || !hydrated}
        data-testid="fb-send"
      >
        {t('content.form.send')}
      </button>
    </form>
  );
}
