import './form.css';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/web/i18n/i18n-context';
import { readOtp, secondsLeft, type OtpStep as Step } from './otp';
import { formatMobile } from './mobile-mask';

/**
 * The one-time-code step (FORM-10, CHK-8): six digits with the phone's one-time-code autofill, a resend after the
 * countdown, the server's message for a wrong code (with the attempts left) under the input.
 */
export function OtpStep({
  step,
  code,
  onCode,
  error,
  busy,
  resending,
  onResend,
  onChangeDetails,
  submitLabel,
}: {
  step: Step;
  code: string;
  onCode: (c: string) => void;
  error?: string;
  busy: boolean;
  resending: boolean;
  onResend: () => void;
  onChangeDetails: () => void;
  submitLabel: string;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(step.resendAt, now);

  useEffect(() => {
    input.current?.focus();
    input.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [step.token]);
  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [left]);

  return (
    <div className="co-otp" role="group" aria-labelledby="co-otp-title" data-testid="otp-step">
      <h3 id="co-otp-title" className="co-otp-title">
        {t('otp.title')}
      </h3>
      <p className="co-otp-sent">{t('otp.sentTo', { mobile: formatMobile(step.mobile) })}</p>
      <label htmlFor="co-otp" className="co-otp-label">
        {t('otp.label')}
      </label>
      <input
        ref={input}
        id="co-otp"
        name="one-time-code"
        className={`co-otp-input${error ? ' is-invalid' : ''}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        value={code}
        onChange={(e) => onCode(readOtp(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'co-otp-err' : undefined}
        data-testid="otp-code"
      />
      {error ? (
        <span className="co-error" id="co-otp-err" role="alert" data-testid="error-otpCode">
          {error}
        </span>
      ) : null}
      <button type="submit" className="sx-btn sx-btn-primary co-submit" disabled={busy} data-testid="otp-confirm">
        {busy ? t('checkout.submit.sending') : submitLabel}
      </button>
      <div className="co-otp-more">
        <button
          type="button"
          className="co-link"
          disabled={left > 0 || resending}
          onClick={onResend}
          data-testid="otp-resend"
        >
          {left > 0 ? t('checkout.otp.resendIn', { seconds: left }) : t('otp.resend')}
        </button>
        <button type="button" className="co-link" onClick={onChangeDetails} data-testid="otp-change">
          {t('checkout.otp.change')}
        </button>
      </div>
    </div>
  );
}
