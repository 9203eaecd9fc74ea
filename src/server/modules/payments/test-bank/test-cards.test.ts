import { describe, expect, it } from 'vitest';
import { cardDigits, groupCard, maskCard, testCardOutcome, validCvv, validExpiry } from './test-cards.ts';

describe('test bank cards', () => {
  it('knows the documented numbers, however they are typed', () => {
    expect(testCardOutcome(cardDigits('4169 7388 0000 0001')!)).toBe('approve');
    expect(testCardOutcome(cardDigits('4169-7388-0000-0002')!)).toBe('decline');
    expect(testCardOutcome(cardDigits('4169738800000003')!)).toBe('noAnswer');
    expect(testCardOutcome(cardDigits('4169738800000004')!)).toBe('noFunds');
    expect(testCardOutcome(cardDigits('4169738800000005')!)).toBe('expired');
    expect(testCardOutcome(cardDigits('4111 1111 1111 1111')!)).toBeNull();
    for (const bad of ['', '4169 7388 0000 000', '4169 7388 0000 00011', '4169 7388 0000 000a'])
      expect(cardDigits(bad), bad).toBeNull();
  });

  it('masks and groups a number as the gateway and the page show it', () => {
    expect(maskCard('4169738800000001')).toBe('416973******0001');
    expect(groupCard('4169738800000001')).toBe('4169 7388 0000 0001');
  });

  it('takes a card as valid through the last day of its month', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    expect(validExpiry('11/26', now)).toBe(true);
    expect(validExpiry('1126', now)).toBe(true);
    expect(validExpiry('10/26', now)).toBe(false);
    expect(validExpiry('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(false);
    for (const bad of ['13/30', '00/30', '1/30', 'ab/cd', '']) expect(validExpiry(bad, now), bad).toBe(false);
  });

  it('wants three digits of CVV', () => {
    expect(validCvv('123')).toBe(true);
    for (const bad of ['12', '1234', 'abc', '']) expect(validCvv(bad), bad).toBe(false);
  });
});
