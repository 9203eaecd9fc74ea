import type { Config } from '../../config.ts';
import { OutboxEmailDriver } from './outbox-email-driver.ts';
import { SmtpEmailDriver } from './smtp-email-driver.ts';

/** One email handed to a driver. */
export interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** the HTML part, when the message has one */
  html?: string | null;
}

export type EmailDelivery = { ok: true; providerId: string | null } | { ok: false; error: string };

/**
 * The one email sender interface (OPS-15): a driver delivers one message and answers problems as values (a refused
 * recipient, a timeout, a dropped connection), never with a credential in the error.
 */
export interface EmailDriver {
  readonly name: 'outbox' | 'smtp';
  send(mail: OutgoingEmail): Promise<EmailDelivery>;
}

/** "aysel@example.az" → "a***@example.az" */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** The configured driver (`EMAIL_DRIVER`): `outbox` logs a line; `smtp` talks to EMAIL_SMTP_HOST. */
export function createEmailDriver(email: Config['email'], log: (line: string) => void): EmailDriver {
  if (email.driver === 'outbox') return new OutboxEmailDriver(log);
  if (!email.host) throw new Error('EMAIL_DRIVER=smtp needs EMAIL_SMTP_HOST');
  return new SmtpEmailDriver({
    host: email.host,
    port: email.port,
    user: email.user,
    pass: email.pass,
    tls: email.tls,
    from: email.from,
  });
}
