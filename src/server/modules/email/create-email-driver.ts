import type { Config } from '../../config.ts';
import type { EmailDriver } from './email-driver.ts';
import { OutboxEmailDriver } from './outbox-email-driver.ts';
import { SmtpEmailDriver } from './smtp-email-driver.ts';

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
