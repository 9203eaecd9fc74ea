import type { ReactNode, Ref } from 'react';

/**
 * A labelled text or password input of the back office's own small forms (sign-in page and dialog, "Forgot
 * password?", setting a password), with its help and its field error under it. The record forms use `Field`.
 */
export function InputField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** a help line under the input (read with it by screen readers) */
  help?: ReactNode;
}) {
  const helpId = props.help ? `${props.name}-help` : undefined;
  return (
    <label className="adm-field">
      <span className="adm-label">{props.label}</span>
      <input
        ref={props.inputRef}
        className={`adm-input${props.error ? ' has-error' : ''}`}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={!!props.error}
        aria-describedby={helpId}
        autoFocus={props.autoFocus}
      />
      {props.help ? (
        <span className="adm-help" id={helpId}>
          {props.help}
        </span>
      ) : null}
      {props.error ? <span className="adm-field-error">{props.error}</span> : null}
    </label>
  );
}
