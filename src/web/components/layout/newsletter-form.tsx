import { useState, type FormEvent } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { IconMail } from './icons';
import { EMAIL_MAX, isEmail } from '~/domain/validation';
import { callApi } from '~/web/lib/api';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'success'; message: string };

/** Footer newsletter form: client-side email check, then `subscriptions.send` (spec 001 §2, §5, §8). */
export function NewsletterForm() {
  const t = useT();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  function check(v: string): string | null {
    if (!v.trim()) return t('validation.required');
    if (!isEmail(v)) return t('validation.email');
    return null;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (status.kind === 'sending') return;
    const problem = check(email);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'sending' });
    const r = await callApi('subscriptions.send', { email: email.trim() }, { lang, t });
    if (r.ok) {
      setStatus({ kind: 'success', message: r.data.message.text || t('layout.newsletter.success') });
      setEmail('');
    } else setStatus({ kind: 'error', message: r.fieldErrors.email ?? r.error });
  }

  const error = status.kind === 'error' ? status.message : null;
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
            if (status.kind === 'error' || status.kind === 'success') setStatus({ kind: 'idle' });
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={status.kind === 'sending'}>
          {t('layout.newsletter.submit')}
        </button>
      </div>
      <p id="newsletter-msg" className={`newsletter-msg ${error ? 'is-error' : status.kind === 'success' ? 'is-success' : ''}`} role={error ? 'alert' : 'status'} data-testid="newsletter-message">
        {error ?? (status.kind === 'success' ? status.message : '')}
      </p>
    </form>
  );
}
