import { useState, type FormEvent } from 'react';
import { formatMoney } from '~/domain/money';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useRootData } from '~/web/lib/root-data';
import { Popup } from '~/web/components/ui/popup';
import { MobileInput } from '~/web/components/form/mobile-input';
import { EMPTY_MOBILE, formatMobile, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { readOtp } from '~/web/components/form/otp';

type Channel = 'sms' | 'email';
type Step = { token: string; channel: Channel; to: string } | null;

/** "994501234567" → the mask's parts. */
function partsOf(mobile: string | undefined | null): MobileParts {
  const m = /^994(\d{2})(\d{7})$/.exec(mobile ?? '');
  return m ? { prefix: m[1]!, local: m[2]! } : EMPTY_MOBILE;
}

/**
 * The alert's dialog (decision 0092): SMS or email (a signed-in customer's own prefilled, no code), the code step for
 * anyone else, then the server's confirmation.
 */
export default function AlertDialog({
  kind,
  productId,
  title,
  price,
  onClose,
}: {
  kind: 'stock' | 'price';
  productId: number;
  title: string;
  price: number;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const viewer = useRootData().viewer;
  const [channel, setChannel] = useState<Channel>('sms');
  const [mobile, setMobile] = useState<MobileParts>(() => partsOf(viewer?.mobile));
  const [email, setEmail] = useState(viewer?.email ?? '');
  const [step, setStep] = useState<Step>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send(withCode: boolean) {
    setBusy(true);
    setErrors({});
    setError(null);
    const contact = channel === 'sms' ? { mobile: mobileValue(mobile) } : { email };
    const r = await callApi(
      'alerts.subscribe',
      { productId, kind, ...contact, ...(withCode && step ? { token: step.token, otp: code } : {}) },
      { lang, t },
    );
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fieldErrors);
      if (!Object.keys(r.fieldErrors).length) setError(r.error);
      return;
    }
    if (r.data.otp) {
      const to = channel === 'sms' ? formatMobile(mobileValue(mobile).replace(/\D/g, '')) : email;
      setStep({ token: r.data.token, channel: r.data.channel, to });
      setCode('');
    } else setDone(r.data.message);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void send(step !== null);
  }

  const heading = t(kind === 'stock' ? 'alerts-ui.titleStock' : 'alerts-ui.titlePrice');
  if (done)
    return (
      <Popup title={t('alerts-ui.doneTitle')} onClose={onClose} size="sm" testId="alert-dialog">
        <div className="alx-done" role="status" data-testid="alert-done">
          <span className="alx-check" aria-hidden="true">
            ✓
          </span>
          <p>{done}</p>
          <button type="button" className="alx-btn alx-primary alx-wide" onClick={onClose} data-autofocus>
            {t('alerts-ui.close')}
          </button>
        </div>
      </Popup>
    );

  return (
    <Popup title={heading} onClose={onClose} size="sm" testId="alert-dialog" closeOnOverlay={false}>
      <form className="alx-form" onSubmit={submit} noValidate>
        <p className="alx-lead">
          {kind === 'stock'
            ? t('alerts-ui.leadStock', { title })
            : t('alerts-ui.leadPrice', { title, price: formatMoney(price) })}
        </p>
        {step ? (
          <>
            <p className="alx-sent" data-testid="alert-code-sent">
              {t(step.channel === 'sms' ? 'alerts-ui.codeSentSms' : 'alerts-ui.codeSentEmail', { to: step.to })}
            </p>
            <label className="alx-label" htmlFor="alx-code">
              {t('alerts-ui.code')}
            </label>
            <input
              id="alx-code"
              className={`alx-input alx-code${errors.otp ? ' is-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(readOtp(e.target.value))}
              aria-invalid={errors.otp ? true : undefined}
              aria-describedby={errors.otp ? 'alx-code-err' : undefined}
              data-testid="alert-code"
              data-autofocus
            />
            {errors.otp ? (
              <span className="alx-error" id="alx-code-err" role="alert">
                {errors.otp}
              </span>
            ) : null}
            <button type="submit" className="alx-btn alx-primary alx-wide" disabled={busy} data-testid="alert-confirm">
              {busy ? t('alerts-ui.sending') : t('alerts-ui.confirm')}
            </button>
            <button type="button" className="alx-linkbtn" disabled={busy} onClick={() => void send(false)}>
              {t('alerts-ui.sendAgain')}
            </button>
          </>
        ) : (
          <>
            <div className="alx-tabs" role="radiogroup" aria-label={t('alerts-ui.channel')}>
              {(['sms', 'email'] as const).map((c) => (
                <label key={c} className={`alx-tab${channel === c ? ' is-on' : ''}`}>
                  <input
                    type="radio"
                    name="alx-channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                    data-testid={`alert-channel-${c}`}
                  />
                  {t(c === 'sms' ? 'alerts-ui.bySms' : 'alerts-ui.byEmail')}
                </label>
              ))}
            </div>
            {channel === 'sms' ? (
              <>
                <label className="alx-label" htmlFor="alx-mobile">
                  {t('alerts-ui.mobile')}
                </label>
                <MobileInput
                  id="alx-mobile"
                  value={mobile}
                  onChange={setMobile}
                  error={errors.mobile}
                  testId="alert-mobile"
                />
                {errors.mobile ? (
                  <span className="alx-error" id="alx-mobile-err" role="alert">
                    {errors.mobile}
                  </span>
                ) : null}
              </>
            ) : (
              <>
                <label className="alx-label" htmlFor="alx-email">
                  {t('alerts-ui.email')}
                </label>
                <input
                  id="alx-email"
                  type="email"
                  autoComplete="email"
                  className={`alx-input${errors.email ? ' is-invalid' : ''}`}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? 'alx-email-err' : undefined}
                  data-testid="alert-email"
                />
                {errors.email ? (
                  <span className="alx-error" id="alx-email-err" role="alert">
                    {errors.email}
                  </span>
                ) : null}
              </>
            )}
            {errors.kind ? (
              <span className="alx-error" role="alert">
                {errors.kind}
              </span>
            ) : null}
            <button type="submit" className="alx-btn alx-primary alx-wide" disabled={busy} data-testid="alert-submit">
              {busy ? t('alerts-ui.sending') : t('alerts-ui.submit')}
            </button>
          </>
        )}
        {error ? (
          <p className="alx-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Popup>
  );
}
