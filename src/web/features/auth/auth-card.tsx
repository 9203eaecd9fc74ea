import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHydrated } from '~/web/lib/use-hydrated';
import './auth.css';

/** The card every sign-in screen sits in: a title, an optional lead, the form, and links under it. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  testId,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
}) {
  return (
    <section className="au-card" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 className="au-title" id={`${testId}-title`} data-testid={`${testId}-title`}>
        {title}
      </h1>
      {lead ? <p className="au-lead">{lead}</p> : null}
      {children}
      {footer ? <div className="au-footer">{footer}</div> : null}
    </section>
  );
}

/** The form's own message (not tied to a field): the server's answer or a network failure. */
export function FormMessage({
  kind,
  text,
  testId = 'form-message',
}: {
  kind: 'error' | 'success';
  text: string | null;
  testId?: string;
}) {
  if (!text) return null;
  return (
    <p className={`au-msg is-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {text}
    </p>
  );
}

/** The submit button: disabled until the page's script runs (decision 0031) and while a request is out. */
export function SubmitButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="sx-btn sx-btn-primary au-submit"
      disabled={!hydrated || busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy ? t('checkout.submit.sending') : label}
    </button>
  );
}

/** A link row under a form ("Forgot password?", "Sign up"). */
export function AuthLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Link to={to} className="au-link" data-testid={testId}>
      {children}
    </Link>
  );
}

/** The success screen: an animated tick, a title, a text and one action. */
export function TickScreen({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: string;
  action: ReactNode;
  testId: string;
}) {
  return (
    <div className="au-tick" data-testid={testId} role="status">
      <svg className="au-tick-icon" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="33" fill="none" stroke="currentColor" strokeWidth="4" />
        <path
          d="M22 37l10 10 19-21"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className="au-title">{title}</h1>
      {text ? <p className="au-lead">{text}</p> : null}
      {action}
    </div>
  );
}
