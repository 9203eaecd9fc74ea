import { describe, expect, it } from 'vitest';
import { bakuDay, formatDayMonthYear, formatDmy, isoDay } from './dates.ts';

describe('dates (CONST-11)', () => {
  it("takes an instant's calendar day in Baku (UTC+4)", () => {
    expect(bakuDay(new Date('2026-05-09T19:59:59.999Z'))).toBe('2026-05-09');
    expect(bakuDay(new Date('2026-05-09T20:00:00.000Z'))).toBe('2026-05-10');
    expect(bakuDay(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25');
    expect(bakuDay(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });

  it('writes d M Y in the page language', () => {
    expect(formatDayMonthYear('2026-03-05T08:00:00.000Z', 'en')).toBe('05 Mar 2026');
    expect(formatDayMonthYear('2026-03-05T08:00:00.000Z', 'az')).toBe('05 mar 2026');
    expect(formatDayMonthYear('2026-03-05T08:00:00.000Z', 'ru')).toBe('05 мар 2026');
    expect(formatDayMonthYear('2026-05-21T08:00:00.000Z', 'ru')).toBe('21 мая 2026');
    expect(formatDayMonthYear('2026-08-10T08:00:00.000Z', 'az')).toBe('10 avq 2026');
  });

  it('counts the day in Baku time (UTC+4)', () => {
    // 21:30 UTC on 31 December is already 1 January in Baku
    expect(formatDayMonthYear('2025-12-31T21:30:00.000Z', 'en')).toBe('01 Jan 2026');
    expect(formatDmy('2025-12-31T21:30:00.000Z')).toBe('01.01.2026');
    expect(isoDay('2025-12-31T21:30:00.000Z')).toBe('2026-01-01');
    expect(formatDmy('2025-12-31T19:59:59.000Z')).toBe('31.12.2025');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDayMonthYear('not a date', 'az')).toBe('');
    expect(formatDmy('')).toBe('');
    expect(isoDay('2026-13-45')).toBe('');
  });
});
