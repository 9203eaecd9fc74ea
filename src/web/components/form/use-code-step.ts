import { useCallback, useState } from 'react';
import type { OtpStep } from '~/web/components/form/otp';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';

/** The code step's reply of the accounts API (FORM-10). */
interface CodeStepReply {
  otp: true;
  token: string;
  resendInSeconds: number;
  expiresInSeconds: number;
}

export const isCodeStep = (d: object): d is CodeStepReply => 'otp' in d && (d as { otp: unknown }).otp === true;

/**
 * The one-time-code step of the sign-up, the reminder and the mobile verification: the step shown, the typed code,
 * its error, and "send again" through POST /api/auth/otp/resend.
 */
export function useCodeStep() {
  const t = useT();
  const lang = useLang();
  const [step, setStep] = useState<OtpStep | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [resending, setResending] = useState(false);

  const open = useCallback((reply: CodeStepReply, mobile: string) => {
    const now = Date.now();
    setStep({
      token: reply.token,
      mobile,
      resendAt: now + reply.resendInSeconds * 1000,
      expiresAt: now + reply.expiresInSeconds * 1000,
    });
    setCode('');
    setError(undefined);
  }, []);

  const close = useCallback(() => {
    setStep(null);
    setCode('');
    setError(undefined);
  }, []);

  /**
   * A refused code: a wrong one stays on the step with its message (answers null); too many tries, an expired code or
   * a void token end the step and answer the message to show above the form again.
   */
  const refused = useCallback(
    (otpError: string | undefined, tokenError: string | undefined): string | null => {
      if (otpError === t('otp.tooManyAttempts') || otpError === t('otp.expired') || tokenError) {
        close();
        return otpError ?? tokenError ?? null;
      }
      setError(otpError);
      return null;
    },
    [t, close],
  );

  const resend = useCallback(async () => {
    if (!step) return;
    setResending(true);
    const r = await callApi('auth.otpResend', { token: step.token }, { lang, t });
    setResending(false);
    if (r.ok) {
      const now = Date.now();
      setStep({
        ...step,
        resendAt: now + r.data.resendInSeconds * 1000,
        expiresAt: now + r.data.expiresInSeconds * 1000,
      });
      setCode('');
      setError(undefined);
    } else setError(r.fieldErrors.otp ?? r.fieldErrors.token ?? r.error);
  }, [step, lang, t]);

  return { step, code, setCode, error, setError, resending, open, close, refused, resend };
}

/** `OtpStep`'s props for a form whose step is kept by `useCodeStep` (sign-up, reminder, mobile verification). */
export function codeStepProps(otp: ReturnType<typeof useCodeStep>, step: OtpStep, busy: boolean, submitLabel: string) {
  return {
    step,
    code: otp.code,
    onCode: otp.setCode,
    error: otp.error,
    busy,
    resending: otp.resending,
    onResend: () => void otp.resend(),
    onChangeDetails: otp.close,
    submitLabel,
  };
}
