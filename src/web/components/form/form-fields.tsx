import './form.css';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled field with its error under it (the control gets `id`, `aria-invalid` and `aria-describedby` from the caller via `fieldProps`). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`co-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {hint ? <span className="co-hint"> {hint}</span> : null}
      </label>
      {children}
      {error ? (
        <span className="co-error" id={`${id}-err`} data-testid={`error-${id.replace(/^co-/, '')}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The accessibility attributes of a control whose field may carry an error. */
export function fieldProps(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-err` : undefined } as const;
}

/**
 * A labelled one-line text input with its error (a `Field` around an `sx-input`): the name, email, username and
 * address fields of the sign-in, contact and careers forms. Other input attributes (`name`, `type`,
 * `autoComplete`, `maxLength`, `inputMode`, `placeholder`) pass through.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  testId,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        {...fieldProps(id, error)}
        className="sx-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </Field>
  );
}

/** A radio shown as a card (delivery method, payment method, branch). */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  title,
  hint,
  icon,
  testId,
  invalid,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  /** the group has an error: the first such radio takes the focus when the form is refused */
  invalid?: boolean;
  onChange: () => void;
  title: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <label className={`co-choice${checked ? ' is-on' : ''}${disabled ? ' is-off' : ''}`} data-testid={testId}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-invalid={invalid || undefined}
      />
      {icon ? <span className="co-choice-icon">{icon}</span> : null}
      <span className="co-choice-text">
        <span className="co-choice-title">{title}</span>
        {hint ? <span className="co-choice-hint">{hint}</span> : null}
        {children}
      </span>
    </label>
  );
}

/** A numbered section of the form. */
export function Section({
  n,
  title,
  level = 2,
  children,
  testId,
}: {
  n?: number;
  title: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
  testId?: string;
}) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className="co-section" data-testid={testId}>
      <H className="co-section-title">
        {n ? (
          <span className="co-step" aria-hidden="true">
            {n}
          </span>
        ) : null}
        {title}
      </H>
      {children}
    </section>
  );
}
