import { createHash } from 'node:crypto';
import { maskNumbers, type OutgoingSms, type SmsDelivery, type SmsDriver } from './sms-driver.ts';

interface HttpSmsOptions {
  /** the provider's send address, e.g. https://apps.lsim.az/quicksms/v1/smssender (`SMS_HTTP_URL`) */
  url: string;
  /** `SMS_HTTP_LOGIN` */
  login: string;
  /** the account's password (`SMS_HTTP_KEY`): it only enters the request as part of the signature */
  password: string;
  /** the registered sender name (`SMS_SENDER`, at most 11 characters) */
  sender: string;
  /** give up on the provider after this long (connect, answer and body); default 10 s */
  timeoutMs?: number;
}

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

/** LSIM's request signature: md5( md5(password) + login + text + msisdn + sender ), lowercase hex. */
export function lsimKey(password: string, login: string, text: string, msisdn: string, sender: string): string {
  return md5(md5(password) + login + text + msisdn + sender);
}

/** LSIM's reply to every call. */
interface LsimReply {
  successMessage?: string | null;
  errorMessage?: string | null;
  /** the transaction id of the accepted message */
  obj?: number | null;
  /** set when the call failed (negative codes: -100 invalid key, -101 text too long, -102 number format, -104 balance …) */
  errorCode?: number | null;
}

const clip = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

/**
 * `SMS_DRIVER=http`: the LSIM QuickSMS API (docs.lsim.az/quicksms.html), the SMS gateway of an Azerbaijani
 * operator, through its JSON call `POST …/quicksms/v1/smssender` with body
 * `{ login, key, msisdn, text, sender, scheduled: "NOW", unicode }`; the reply is
 * `{ successMessage, errorMessage, obj: transactionId, errorCode }`. The JSON POST is used rather than the GET form
 * of the same API so that the message (a one-time code) never sits in a URL, where proxies and access logs keep it.
 * `unicode` is true when the text has any character outside ASCII (Azerbaijani and Russian letters).
 *
 * Every problem — the provider's error reply, an HTTP error, a reply that is not LSIM's, a timeout, a refused
 * connection — is answered as `{ ok: false, error }`; the error never holds the full number or the password.
 */
export class HttpSmsDriver implements SmsDriver {
  readonly name = 'http' as const;
  private readonly timeoutMs: number;

  constructor(private readonly opts: HttpSmsOptions) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  async send(sms: OutgoingSms): Promise<SmsDelivery> {
    const { login, password, sender } = this.opts;
    const msisdn = sms.mobile.replace(/\D/g, '');
    const payload = {
      login,
      key: lsimKey(password, login, sms.body, msisdn, sender),
      msisdn,
      text: sms.body,
      sender,
      scheduled: 'NOW',
      unicode: /[^\x20-\x7e\r\n]/.test(sms.body),
    };
    let status: number;
    let text: string;
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      status = res.status;
      text = await res.text();
    } catch (e) {
      return { ok: false, error: describeFailure(e, this.timeoutMs) };
    }
    let reply: LsimReply | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) reply = parsed as LsimReply;
    } catch {
      reply = null;
    }
    const providerError =
      reply && (reply.errorCode || reply.errorMessage)
        ? `LSIM error ${reply.errorCode ?? '?'}: ${reply.errorMessage ?? 'no message'}`
        : null;
    if (status < 200 || status >= 300)
      return { ok: false, error: clip(maskNumbers(`HTTP ${status}${providerError ? ` (${providerError})` : ''}`)) };
    if (!reply) return { ok: false, error: 'the provider did not answer with JSON' };
    if (providerError) return { ok: false, error: clip(maskNumbers(providerError)) };
    if (typeof reply.obj !== 'number' || !(reply.obj > 0))
      return { ok: false, error: 'the provider gave no transaction id' };
    return { ok: true, providerId: String(reply.obj) };
  }
}

function describeFailure(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const code = err.cause?.code;
  if (code) return `network: ${code}`;
  return clip(maskNumbers(`network: ${err.cause?.message ?? err.message ?? String(e)}`));
}
