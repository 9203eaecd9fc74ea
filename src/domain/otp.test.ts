import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  challengeState,
  formatOtpCode,
  isOtpCode,
  otpExpiresAt,
  OTP_MAX_ATTEMPTS,
  resendWaitSeconds,
  secondsUntil,
  sendLimitWaitMinutes,
} from './otp.ts';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();

describe('one-time code rules', () => {
  it('accepts exactly six ASCII digits as a code', () => {
    for (const ok of ['000000', '123456', '999999']) expect(isOtpCode(ok), ok).toBe(true);
    for (const bad of ['', '12345', '1234567', '12345a', ' 123456', '١٢٣٤٥٦', '12 456', '+12345'])
      expect(isOtpCode(bad), bad).toBe(false);
  });

  it('writes a drawn number as six digits, keeping leading zeros', () => {
    expect(formatOtpCode(0)).toBe('000000');
    expect(formatOtpCode(4217)).toBe('004217');
    expect(formatOtpCode(999_999)).toBe('999999');
    expect(() => formatOtpCode(1_000_000)).toThrow(RangeError);
    expect(() => formatOtpCode(-1)).toThrow(RangeError);
    expect(() => formatOtpCode(1.5)).toThrow(RangeError);
  });

  it('lets a code live 5 minutes and counts the seconds left upwards', () => {
    expect(otpExpiresAt(T0).toISOString()).toBe(iso(300));
    expect(secondsUntil(iso(300), T0)).toBe(300);
    expect(secondsUntil(iso(300), new Date(T0.getTime() + 299_001))).toBe(1);
    expect(secondsUntil(iso(300), at(300))).toBe(0);
    expect(secondsUntil(iso(300), at(400))).toBe(0);
  });

  it('allows a new code 60 s after the last one was sent', () => {
    expect(resendWaitSeconds(T0, T0)).toBe(60);
    expect(resendWaitSeconds(T0.toISOString(), at(45))).toBe(15);
    expect(resendWaitSeconds(T0, new Date(T0.getTime() + 59_500))).toBe(1);
    expect(resendWaitSeconds(T0, at(60))).toBe(0);
  });

  it('counts down five wrong codes', () => {
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    expect([0, 1, 4, 5, 7].map(attemptsLeft)).toEqual([5, 4, 1, 0, 0]);
  });

  it('tells a live challenge from a locked, an expired and a used one', () => {
    const live = { expiresAt: iso(300), attempts: 0, consumedAt: null };
    expect(challengeState(live, at(299))).toBe('live');
    expect(challengeState({ ...live, attempts: 4 }, at(10))).toBe('live');
    expect(challengeState(live, at(300))).toBe('expired');
    expect(challengeState({ ...live, attempts: 5 }, at(10))).toBe('locked');
    expect(challengeState({ ...live, consumedAt: iso(20) }, at(30))).toBe('expired');
    // locked wins over expired: the shopper is told why the code stopped working
    expect(challengeState({ ...live, attempts: 5 }, at(900))).toBe('locked');
  });

  describe('send limits', () => {
    it('allows sends while fewer than the limit were made in the last hour', () => {
      expect(sendLimitWaitMinutes([], 5, T0)).toBeNull();
      expect(sendLimitWaitMinutes([{ sentAt: iso(-60), sends: 4 }], 5, T0)).toBeNull();
      // a challenge last sent more than an hour ago does not count
      expect(
        sendLimitWaitMinutes(
          [
            { sentAt: iso(-3600), sends: 5 },
            { sentAt: iso(-10), sends: 1 },
          ],
          5,
          T0,
        ),
      ).toBeNull();
    });

    it('refuses the send over the limit and says when enough sends leave the hour', () => {
      // 3 sends 50 min ago and 2 sends 10 min ago: the first three leave the window in 10 minutes
      const records = [
        { sentAt: iso(-600), sends: 2 },
        { sentAt: iso(-3000), sends: 3 },
      ];
      expect(sendLimitWaitMinutes(records, 5, T0)).toBe(10);
      // with a limit of 3, even then 2 remain (allowed): still 10 minutes
      expect(sendLimitWaitMinutes(records, 3, T0)).toBe(10);
      // with a limit of 2, the last challenge must leave too: 50 minutes
      expect(sendLimitWaitMinutes(records, 2, T0)).toBe(50);
    });

    it('never answers less than a minute', () => {
      expect(
        sendLimitWaitMinutes([{ sentAt: new Date(T0.getTime() - 3_599_000).toISOString(), sends: 5 }], 5, T0),
      ).toBe(1);
    });
  });
});
