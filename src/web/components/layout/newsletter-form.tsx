import { useState, type FormEvent } from 'react';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { IconMail } from './icons';
import { isEmail } from '~/domain/validation';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'success'; message: string };

/** Footer newsletter form: client-side email check, then POST /api/subscriptions/send (spec 001 §2, §5, §8). */
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
    try {
      const res = await fetch('/api/subscriptions/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), lang }),
      });
      const body = (await res.json().catch(() => null)) as { ok?: boolean; error?: string; errors?: Record<string, string>; data?: { message?: { text?: string } } } | null;
      if (res.ok && body?.ok) {
        setStatus({ kind: 'success', message: body.data?.message?.text || t('layout.newsletter.success') });
        setEmail('');
      } else if (body?.errors?.email) {
        setStatus({ kind: 'error', message: body.errors.email });
      } else {
        setStatus({ kind: 'error', message: t('layout.newsletter.error') });
      }
    } catch {
      setStatus({ kind: 'error', message: t('layout.newsletter.error') });
    }
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
          maxLength={100}
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
