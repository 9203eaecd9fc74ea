import type { Config } from '../../config.ts';
import { HttpSmsDriver } from './http-sms-driver.ts';
import { OutboxSmsDriver } from './outbox-sms-driver.ts';
import type { SmsDriver } from './sms-driver.ts';

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
