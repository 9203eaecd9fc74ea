import { describe, expect, it } from 'vitest';
import { loginWaitMinutes, staffLoginChecks } from './login-limits.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const ago = (min: number) => new Date(now.getTime() - min * 60_000).toISOString();

describe('login limit arithmetic', () => {
  it('allows attempts while fewer than the limit are in the window', () => {
    expect(loginWaitMinutes([], 5, 15, now)).toBeNull();
    expect(loginWaitMinutes([ago(1), ago(2), ago(3), ago(4)], 5, 15, now)).toBeNull();
  });

  it('blocks at the limit until the oldest attempt leaves the window', () => {
    expect(loginWaitMinutes([ago(10), ago(4), ago(3), ago(2), ago(1)], 5, 15, now)).toBe(5);
    expect(loginWaitMinutes([ago(14.5), ago(4), ago(3), ago(2), ago(1)], 5, 15, now)).toBe(1);
  });

  it('with more than the limit, waits until enough have left to fall below it', () => {
    // 7 attempts, limit 5: the 3 oldest must leave; the third oldest was 8 minutes ago → 7 minutes
    expect(loginWaitMinutes([ago(12), ago(10), ago(8), ago(3), ago(2), ago(1), ago(0.5)], 5, 15, now)).toBe(7);
  });

  it('ignores attempts older than the window, in any order', () => {
    expect(loginWaitMinutes([ago(16), ago(20), ago(1), ago(30), ago(2)], 3, 15, now)).toBeNull();
    expect(loginWaitMinutes([ago(1), ago(5), ago(3)], 3, 15, now)).toBe(10);
  });
});

describe('the back office’s sign-in limits (decision 0060)', () => {
  const limits = { perAccount: 5, perIp: 20, windowMinutes: 15 };
  it('count per account and address, per account from every address (10× higher), and per address', () => {
    expect(staffLoginChecks('user:7', '10.0.0.1', limits)).toEqual([
      { subject: 'user:7@ip:10.0.0.1', limit: 5 },
      { subject: 'user:7', limit: 50 },
      { subject: 'ip:10.0.0.1', limit: 20 },
    ]);
  });
  it('without a known address, the account’s own limit applies as in the shop', () => {
    expect(staffLoginChecks('user:7', null, limits)).toEqual([{ subject: 'user:7', limit: 5 }]);
  });
  it('five failures at one address block that address only', () => {
    const five = [ago(5), ago(4), ago(3), ago(2), ago(1)];
    const [pair, account] = staffLoginChecks('user:7', '10.0.0.1', limits);
    expect(loginWaitMinutes(five, pair!.limit, 15, now)).toBe(10);
    // the same five seen from the account's side leave it open for another address
    expect(loginWaitMinutes(five, account!.limit, 15, now)).toBeNull();
  });
});
