import { describe, expect, it } from 'vitest';
import { deliveryEstimate, type DeliveryRules } from './delivery-estimate.ts';

// 2026-11-30 is a Monday; Baku is UTC+4, so 10:00 in Baku is 06:00Z
const rules: DeliveryRules = { cutoffHour: 16, holidays: [], cities: ['baku', 'other'] };
const at = (bakuLocal: string) => new Date(Date.parse(`${bakuLocal}+04:00`));

describe('deliveryEstimate (decision 0080)', () => {
  it('before the cut-off on a weekday: tomorrow in Baku, in 2–3 days in the regions', () => {
    expect(deliveryEstimate(at('2026-11-30T10:00:00'), rules)).toEqual({
      baku: { day: '2026-12-01', inDays: 1 },
      regions: { from: 2, to: 3 },
    });
  });

  it('the cut-off hour is exact, on Baku time whatever the server zone', () => {
    expect(deliveryEstimate(at('2026-11-30T15:59:59'), rules).baku).toEqual({ day: '2026-12-01', inDays: 1 });
    expect(deliveryEstimate(at('2026-11-30T16:00:00'), rules)).toEqual({
      baku: { day: '2026-12-02', inDays: 2 },
      regions: { from: 3, to: 4 },
    });
    // 20:30Z on Monday is already 00:30 on Tuesday in Baku: before Tuesday's cut-off
    expect(deliveryEstimate(new Date('2026-11-30T20:30:00Z'), rules).baku).toEqual({ day: '2026-12-02', inDays: 1 });
  });

  it('no deliveries on Sunday: Saturday delivers Monday, a Sunday order goes out on Monday', () => {
    // Friday morning: Saturday in Baku; the regions count over the Sunday
    expect(deliveryEstimate(at('2026-12-04T09:00:00'), rules)).toEqual({
      baku: { day: '2026-12-05', inDays: 1 },
      regions: { from: 3, to: 4 },
    });
    expect(deliveryEstimate(at('2026-12-05T09:00:00'), rules).baku).toEqual({ day: '2026-12-07', inDays: 2 });
    // Saturday after the cut-off: dispatched Monday, delivered Tuesday
    expect(deliveryEstimate(at('2026-12-05T18:00:00'), rules).baku).toEqual({ day: '2026-12-08', inDays: 3 });
    expect(deliveryEstimate(at('2026-11-29T10:00:00'), rules).baku).toEqual({ day: '2026-12-01', inDays: 2 });
  });

  it('holidays are skipped like Sundays', () => {
    const r = { ...rules, holidays: ['2026-12-31', '2027-01-01'] };
    // Wednesday 30 Dec before the cut-off: 31 Dec and 1 Jan are off, 2 Jan is a Saturday
    expect(deliveryEstimate(at('2026-12-30T10:00:00'), r)).toEqual({
      baku: { day: '2027-01-02', inDays: 3 },
      regions: { from: 5, to: 6 },
    });
    // on the holiday itself nothing goes out that day
    expect(deliveryEstimate(at('2026-12-31T08:00:00'), r).baku).toEqual({ day: '2027-01-04', inDays: 4 });
  });

  it('a cut-off hour of 0 never dispatches the same day', () => {
    expect(deliveryEstimate(at('2026-11-30T00:10:00'), { ...rules, cutoffHour: 0 }).baku?.inDays).toBe(2);
  });

  it('only the city groups the shop delivers to', () => {
    expect(deliveryEstimate(at('2026-11-30T10:00:00'), { ...rules, cities: ['baku'] }).regions).toBeNull();
    expect(deliveryEstimate(at('2026-11-30T10:00:00'), { ...rules, cities: ['other'] }).baku).toBeNull();
  });
});
