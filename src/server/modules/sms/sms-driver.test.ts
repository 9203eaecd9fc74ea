import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { HttpSmsDriver } from './http-sms-driver.ts';
import { OutboxSmsDriver } from './outbox-sms-driver.ts';
import { createSmsDriver, maskMobile, maskNumbers } from './sms-driver.ts';

describe('SMS drivers', () => {
  it('masks a mobile number to its country and operator codes and last four digits', () => {
    expect(maskMobile('994505550000')).toBe('99450***0000');
    expect(maskMobile('+994 77 123 45 67')).toBe('99477***4567');
    expect(maskMobile('12')).toBe('***');
    expect(maskNumbers('cannot send to 994505551234 or +994701112233, code -102')).toBe(
      'cannot send to 99450***1234 or 99470***2233, code -102',
    );
  });

  it('outbox: prints one line with the masked number, the purpose and the text', async () => {
    const lines: string[] = [];
    const r = await new OutboxSmsDriver((l) => lines.push(l)).send({
      id: 7,
      mobile: '994505550000',
      purpose: 'otp',
      body: 'Volt: your code is 123456.\nBye',
    });
    expect(r).toEqual({ ok: true, providerId: null });
    expect(lines).toEqual(['[sms] to 99450***0000 (otp): Volt: your code is 123456. Bye']);
  });

  it('picks the driver from the configuration; http without its credentials stops with the variables named', () => {
    expect(createSmsDriver(loadConfig({}).sms, () => undefined)).toBeInstanceOf(OutboxSmsDriver);
    const http = loadConfig({
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'https://apps.lsim.az/quicksms/v1/smssender',
      SMS_HTTP_LOGIN: 'volt',
      SMS_HTTP_KEY: 'pw',
    });
    expect(createSmsDriver(http.sms, () => undefined)).toBeInstanceOf(HttpSmsDriver);
    const bare = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: 'https://apps.lsim.az/quicksms/v1/smssender' });
    expect(() => createSmsDriver(bare.sms, () => undefined)).toThrow(
      'SMS_DRIVER=http needs SMS_HTTP_LOGIN, SMS_HTTP_KEY',
    );
  });
});
