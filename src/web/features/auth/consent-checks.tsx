import { useT } from '~/web/i18n/i18n-context';

/**
 * The sign-up forms' consents (the password sign-up and the social one): marketing, when the shop asks for it, and
 * the required notification consent with its error.
 */
export function ConsentChecks({
  marketing,
  notification,
  showMarketing,
  error,
  onMarketing,
  onNotification,
}: {
  marketing: boolean;
  notification: boolean;
  showMarketing: boolean;
  error: string | undefined;
  onMarketing: (checked: boolean) => void;
  onNotification: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="au-checks">
      {showMarketing ? (
        <label className="co-check">
          <input
            type="checkbox"
            checked={marketing}
            onChange={(e) => onMarketing(e.target.checked)}
            data-testid="marketing"
          />
          <span>{t('signin.signup.marketing')}</span>
        </label>
      ) : null}
      <label className="co-check">
        <input
          type="checkbox"
          checked={notification}
          onChange={(e) => onNotification(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'au-notification-err' : undefined}
          data-testid="notification"
        />
        <span>{t('signin.signup.notification')}</span>
      </label>
      {error ? (
        <span className="co-error" id="au-notification-err" data-testid="error-notificationConsent">
          {error}
        </span>
      ) : null}
    </div>
  );
}
