import type { Database } from '../../db/kysely.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { fixedKeyring, type Keyring } from '../../../domain/key-rotation.ts';
import { OutboxSmsDriver } from '../sms/outbox-sms-driver.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { SmsService } from '../sms/sms.service.ts';
import { OtpService } from './otp.service.ts';

/** Test helpers of the one-time codes: the service on a clock the test moves, and the codes texted. */

export const i18n = createI18n();
export const T0 = new Date('2026-03-01T10:00:00.000Z');

/** An OTP service on a clock the test moves, with the outbox driver (the log lines are kept). */
export function setup(
  database: Database,
  limits = { sendsPerMobilePerHour: 5, sendsPerIpPerHour: 20 },
  keys: Keyring = fixedKeyring(['test-otp-secret-test-otp-secret-00']),
) {
  const clock = { now: new Date(T0) };
  const now = () => clock.now;
  const lines: string[] = [];
  const connection = new TransactionalConnection(database);
  const sms = new SmsService({
    connection,
    driver: new OutboxSmsDriver((l) => lines.push(l)),
    now,
    maxAgeMs: { otp: 300_000 },
  });
  const otp = new OtpService({ connection, sms, i18n, keys, limits, brand: 'Volt', now });
  const advance = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));
  return { otp, sms, clock, advance, lines };
}

/** The code in the newest SMS to `mobile` (what the shopper reads on the phone). */
export async function lastCode(database: Database, mobile: string): Promise<string> {
  const row = await database.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export async function issued(
  otp: OtpService,
  mobile: string,
  clientIp: string | null = '10.1.0.1',
  lang: 'az' | 'ru' | 'en' = 'en',
) {
  const r = await otp.issue({ purpose: 'checkout', mobile, clientIp, lang });
  if (!r.ok) throw new Error(`issue failed: ${r.code}`);
  return r.data.token;
}
