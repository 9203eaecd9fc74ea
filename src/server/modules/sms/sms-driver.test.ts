import { describe, expect, it } from 'vitest';
import { OutboxSmsDriver } from './outbox-sms-driver.ts';
import { maskMobile, maskNumbers } from './sms-driver.ts';

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
});
