import { useState, type FormEvent } from 'react';
import type { SocialTicket } from '~/domain/api/social-auth';
import { Field } from '~/web/components/form/form-fields';
import { OtpStep } from '~/web/components/form/otp-step';
import { PasswordInput } from '~/web/components/form/password-input';
import { isCodeStep, useCodeStep } from '~/web/components/form/use-code-step';
import { PROVIDER_LABEL } from '~/web/components/ui/social-marks';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useHref } from '~/web/lib/href';
import { AuthCard, AuthLink, FormMessage, SubmitButton } from './auth-card';
import { afterSocialPath, TicketExpired, TicketLoading, TicketWho, useSocialTicket } from './social-ticket';

/**
 * /login/social?ticket= (issue 31): the provider gave a verified email that an account of the shop already has. The
 * customer proves the account is theirs, by its password or by a code sent to its mobile, and the provider is linked
 * and they are signed in (a full load of where they were going, like a password sign-in).
 */
export function SocialLinkPage({ ticket }: { ticket: string | null }) {
  const state = useSocialTicket(ticket, 'link');
  if (state.kind === 'loading') return <TicketLoading testId="social-link" />;
  if (state.kind === 'expired' || !ticket)
    return <TicketExpired message={state.kind === 'expired' ? state.message : null} />;
  return <LinkForm ticket={ticket} data={state.data} />;
}

function LinkForm({ ticket, data }: { ticket: string; data: SocialTicket }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const otp = useCodeStep();
  const provider = PROVIDER_LABEL[data.provider];
  // the masked number stays on one line
  const masked = (data.maskedMobile ?? '').replace(/ /g, '\u00a0');

  /** A failure: a dead ticket ends the page, a field's message goes under it, anything else above the form. */
  function failed(r: { error: string; fieldErrors: Record<string, string> }) {
    const { ticket: ticketError, password: pwError, otp: otpError, token: tokenError } = r.fieldErrors;
    if (ticketError) return setExpired(true);
    if (pwError) return setPasswordError(pwError);
    if (otp.step && (otpError || tokenError)) {
      const message = otp.refused(otpError, tokenError);
      if (message !== null) setMessage(message);
      return;
    }
    setMessage(r.error);
  }

  async function sendCode() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const r = await callApi('auth.socialLinkCode', { ticket }, { lang, t });
    setBusy(false);
    if (r.ok && isCodeStep(r.data)) otp.open(r.data, masked);
    else if (!r.ok) failed(r);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    if (mode === 'code' && !otp.step) return void sendCode();
    if (mode === 'password' && !password) return setPasswordError(t('auth.passwordRequired'));
    if (otp.step && otp.code.length !== 6) return otp.setError(t('otp.format'));
    setBusy(true);
    const r = await callApi(
      'auth.socialLink',
      mode === 'password' ? { ticket, password } : { ticket, otp: otp.code, token: otp.step?.token },
      { lang, t },
    );
    if (r.ok) {
      window.location.assign(afterSocialPath(lang));
      return;
    }
    setBusy(false);
    failed(r);
  }

  if (expired) return <TicketExpired message={null} />;
  const tab = (m: 'password' | 'code', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      onClick={() => {
        setMode(m);
        setMessage(null);
        otp.close();
      }}
      data-testid={`social-link-${m}`}
    >
      {label}
    </button>
  );

  return (
    <AuthCard
      title={t('signin.social.link.title', { provider })}
      lead={t('signin.social.link.lead', { email: data.email ?? '', provider })}
      testId="social-link"
      footer={
        <AuthLink to={href('/remind')} testId="to-remind">
          {t('signin.forgot')}
        </AuthLink>
      }
    >
      <TicketWho data={data} />
      {data.maskedMobile ? (
        <div className="au-tabs" role="tablist">
          {tab('password', t('signin.social.link.byPassword'))}
          {tab('code', t('signin.social.link.byCode'))}
        </div>
      ) : null}
      <form className="au-form" method="post" noValidate onSubmit={submit} data-testid="social-link-form">
        <FormMessage kind="error" text={message} />
        {mode === 'password' ? (
          <>
            <Field id="au-password" label={t('signin.password.label')} error={passwordError}>
              <PasswordInput
                id="au-password"
                value={password}
                onChange={(v) => {
                  setPassword(v);
                  setPasswordError(undefined);
                }}
                error={passwordError}
                autoComplete="current-password"
                testId="password"
              />
            </Field>
            <SubmitButton busy={busy} label={t('signin.social.link.submit')} testId="social-link-submit" />
          </>
        ) : otp.step ? (
          <OtpStep
            step={otp.step}
            code={otp.code}
            onCode={otp.setCode}
            error={otp.error}
            busy={busy}
            resending={busy}
            onResend={() => void sendCode()}
            onChangeDetails={otp.close}
            submitLabel={t('signin.social.link.submit')}
          />
        ) : (
          <>
            <p className="au-lead" data-testid="social-link-code-lead">
              {t('signin.social.link.codeLead', { mobile: masked })}
            </p>
            <SubmitButton busy={busy} label={t('signin.social.link.sendCode')} testId="social-link-send" />
          </>
        )}
      </form>
    </AuthCard>
  );
}
