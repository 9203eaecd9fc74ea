import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSmsDriver } from './create-sms-driver.ts';
import { HttpSmsDriver } from './http-sms-driver.ts';
import { OutboxSmsDriver } from './outbox-sms-driver.ts';

describe('createSmsDriver', () => {
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
