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
