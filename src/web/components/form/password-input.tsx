import { useState } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { fieldProps } from './form-fields';
import './form.css';

/** A password field with a show/hide toggle; `autoComplete` tells password managers which password it is. */
export function PasswordInput({
  id,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
  testId,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  testId: string;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className="au-password">
      <input
        {...fieldProps(id, error)}
        name={testId}
        className="sx-input"
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={1024}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
      <button
        type="button"
        className="au-eye"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-controls={id}
        aria-label={t(shown ? 'signin.password.hide' : 'signin.password.show')}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {shown ? null : <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
