import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createEmailDriver } from './create-email-driver.ts';
import { OutboxEmailDriver } from './outbox-email-driver.ts';
import { SmtpEmailDriver } from './smtp-email-driver.ts';

describe('createEmailDriver', () => {
  it('picks the driver from the configuration; smtp without a host stops naming EMAIL_SMTP_HOST', () => {
    expect(createEmailDriver(loadConfig({}).email, () => undefined)).toBeInstanceOf(OutboxEmailDriver);
    const smtp = loadConfig({
      EMAIL_DRIVER: 'smtp',
      EMAIL_SMTP_HOST: 'smtp.volt.example',
      EMAIL_FROM: 'shop@volt.example',
    });
    expect(createEmailDriver(smtp.email, () => undefined)).toBeInstanceOf(SmtpEmailDriver);
    expect(() => createEmailDriver({ ...smtp.email, host: undefined }, () => undefined)).toThrow(
      'EMAIL_DRIVER=smtp needs EMAIL_SMTP_HOST',
    );
  });
});
