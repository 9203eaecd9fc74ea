import { describe, expect, it } from 'vitest';
import { maskEmail } from './email-driver.ts';
import { OutboxEmailDriver } from './outbox-email-driver.ts';

describe('outbox email driver', () => {
  it('prints one line with the address masked and the subject', async () => {
    const lines: string[] = [];
    const r = await new OutboxEmailDriver((l) => lines.push(l)).send({
      id: 1,
      to: 'aysel@example.az',
      subject: 'Volt: set a new password\r\nBcc: x',
      text: 'secret link',
    });
    expect(r).toEqual({ ok: true, providerId: null });
    expect(lines).toEqual(['[email] to a***@example.az: Volt: set a new password Bcc: x']);
    expect(maskEmail('nope')).toBe('***');
  });
});
