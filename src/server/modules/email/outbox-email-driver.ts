import { maskEmail, type EmailDelivery, type EmailDriver, type OutgoingEmail } from './email-driver.ts';

/**
 * The default driver (`EMAIL_DRIVER=outbox`): nothing leaves the machine. The message stays in `email_outbox` (with
 * its text: a demo or a browser test reads the link there) and one line goes to the server log:
 *
 *   [email] to a***@example.az: Volt: set a new password
 */
export class OutboxEmailDriver implements EmailDriver {
  readonly name = 'outbox' as const;

  constructor(private readonly log: (line: string) => void) {}

  async send(mail: OutgoingEmail): Promise<EmailDelivery> {
    this.log(`[email] to ${maskEmail(mail.to)}: ${mail.subject.replace(/[\r\n]+/g, ' ')}`);
    return { ok: true, providerId: null };
  }
}
