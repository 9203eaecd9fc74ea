import type { Config } from '../../config.ts';
import { HttpSmsDriver } from './http-sms-driver.ts';
import { OutboxSmsDriver } from './outbox-sms-driver.ts';

/** One SMS handed to a driver: the outbox row's id, the number (digits, "994…"), why it is sent, the text. */
export interface OutgoingSms {
  id: number;
  mobile: string;
  purpose: string;
  body: string;
}

/** What a driver answers: the provider took the message (with its id, when it gives one), or why not. */
export type SmsDelivery = { ok: true; providerId: string | null } | { ok: false; error: string };

/**
 * The one SMS sender interface (decision 0026). A driver delivers one message and never throws for a delivery
 * problem: the provider's refusal, a timeout or a dropped connection is an `{ ok: false, error }` that the SMS
 * service records on the outbox row and retries. Errors never contain the full mobile number or a credential.
 */
export interface SmsDriver {
  /** stored in `sms_outbox.driver` */
  readonly name: 'outbox' | 'http';
  send(sms: OutgoingSms): Promise<SmsDelivery>;
}

/** "994505550000" → "99450***0000": the country and operator codes and the last four digits. */
export function maskMobile(mobile: string): string {
  const d = mobile.replace(/\D/g, '');
  if (d.length < 9) return '***';
  return `${d.slice(0, d.length - 7)}***${d.slice(-4)}`;
}

/** Any run of 7 or more digits in a provider's text (a number it echoed back) is masked. */
export function maskNumbers(text: string): string {
  return text.replace(/\+?\d{7,}/g, (m) => maskMobile(m));
}

/**
 * The configured driver (`SMS_DRIVER`): `outbox` prints each message to the server log through `log`; `http` sends
 * through the LSIM QuickSMS API at `SMS_HTTP_URL` with `SMS_HTTP_LOGIN`, `SMS_HTTP_KEY` and `SMS_SENDER`.
 */
export function createSmsDriver(sms: Config['sms'], log: (line: string) => void): SmsDriver {
  if (sms.driver === 'outbox') return new OutboxSmsDriver(log);
  const missing = [!sms.httpUrl && 'SMS_HTTP_URL', !sms.login && 'SMS_HTTP_LOGIN', !sms.key && 'SMS_HTTP_KEY'].filter(
    Boolean,
  );
  if (missing.length) throw new Error(`SMS_DRIVER=http needs ${missing.join(', ')}`);
  return new HttpSmsDriver({ url: sms.httpUrl!, login: sms.login!, password: sms.key!, sender: sms.sender });
}
