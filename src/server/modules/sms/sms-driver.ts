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
