import { TextField } from '~/web/components/form/form-fields';
import { useT } from '~/web/i18n/i18n-context';

/** The mobile-or-email field of the login and the reminder (`username`: a mobile number or an email address). */
export function UsernameField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const t = useT();
  return (
    <TextField
      id="au-username"
      label={t('signin.username')}
      error={error}
      name="username"
      autoComplete="username"
      inputMode="email"
      maxLength={254}
      placeholder={t('signin.usernamePlaceholder')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      testId="username"
    />
  );
}
