import { describe, expect, it } from 'vitest';
import { readOtp, secondsLeft } from './otp';

const now = 1_700_000_000_000;

describe('code step helpers', () => {
  it('counts down whole seconds to the resend', () => {
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now - 5, now)).toBe(0);
  });

  it('reads six digits from a typed or pasted code', () => {
    expect(readOtp('123 456')).toBe('123456');
    expect(readOtp('12-34-56-78')).toBe('123456');
    expect(readOtp('abc')).toBe('');
  });
});
