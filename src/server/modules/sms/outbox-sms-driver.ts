import { maskMobile, type OutgoingSms, type SmsDelivery, type SmsDriver } from './sms-driver.ts';

/**
 * The default driver (`SMS_DRIVER=outbox`): nothing leaves the machine. The message stays in `sms_outbox` and one
 * line goes to the server log, so a demo or a test on a laptop reads the code there:
 *
 *   [sms] to 99450***0000 (otp): Volt: your code is 123456. Do not share it with anyone.
 *
 * The number is masked; the text is printed in full (OPS-15 asks the log to show it).
 */
export class OutboxSmsDriver implements SmsDriver {
  readonly name = 'outbox' as const;

  constructor(private readonly log: (line: string) => void) {}

  async send(sms: OutgoingSms): Promise<SmsDelivery> {
    this.log(`[sms] to ${maskMobile(sms.mobile)} (${sms.purpose}): ${sms.body.replace(/[\r\n]+/g, ' ')}`);
    return { ok: true, providerId: null };
  }
}
