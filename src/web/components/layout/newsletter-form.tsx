import { useState, type FormEvent } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { IconMail } from './icons';
import { EMAIL_MAX, isEmail } from '~/domain/validation';
import { callApi } from '~/web/lib/api-client';
import { useFieldErrors } from '~/web/components/form/use-field-errors';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'success'; message: string };

/**
 * Footer newsletter form: client-side email check, then `subscriptions.send` (CNT-9). The email is
 * checked when it is left with something typed in (an empty field merely tabbed through says nothing until a submit),
 * and a shown message is checked again as the address is corrected.
 */
export function NewsletterForm() {
  const t = useT();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<'email'>(check);

  function check() {
    return { email: !email.trim() ? t('validation.required') : isEmail(email) ? undefined : t('validation.email') };
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (status.kind === 'sending') return;
    if (checkAll().email) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'sending' });
    const r = await callApi('subscriptions.send', { email: email.trim() }, { lang, t });
    if (r.ok) {
      setStatus({ kind: 'success', message: r.data.message.text || t('layout.newsletter.success') });
      setEmail('');
    } else if (r.fieldErrors.email) {
      setErrors({ email: r.fieldErrors.email });
      setStatus({ kind: 'idle' });
    } else setStatus({ kind: 'error', message: r.error });
  }

  const error = errors.email ?? (status.kind === 'error' ? status.message : null);
  return (
    <form className="newsletter-form" onSubmit={onSubmit} noValidate data-testid="newsletter-form">
      <div className={`newsletter-field ${error ? 'has-error' : ''}`}>
        <IconMail size={20} />
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('layout.newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('layout.newsletter.email')}
          value={email}
          maxLength={EMAIL_MAX}
          disabled={status.kind === 'sending'}
          aria-invalid={error ? true : undefined}
          aria-describedby="newsletter-msg"
          onChange={(e) => {
            setEmail(e.target.value);
            edited('email');
            if (status.kind === 'error' || status.kind === 'success') setStatus({ kind: 'idle' });
          }}
          onBlur={() => {
            if (email.trim()) blur('email');
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={status.kind === 'sending'}>
          {t('layout.newsletter.submit')}
        </button>
      </div>
      <p
        id="newsletter-msg"
        className={`newsletter-msg ${error ? 'is-error' : status.kind === 'success' ? 'is-success' : ''}`}
        role={error ? 'alert' : 'status'}
        data-testid="newsletter-message"
      >
        {error ?? (status.kind === 'success' ? status.message : '')}
      </p>
    </form>
  );
}
