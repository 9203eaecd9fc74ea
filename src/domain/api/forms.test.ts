import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { applicationRequest, birthYears } from './forms.ts';

describe('the job application birth years (CNT-7: 100 years, not in the future; an applicant is at least 16)', () => {
  it('offers 100 years, newest first, from the year a 16-year-old was born', () => {
    const years = birthYears(new Date('2026-03-01T12:00:00Z'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(1911);
    expect(years.every((y, i) => i === 0 || y === years[i - 1]! - 1)).toBe(true);
  });

  it('counts in UTC years', () => {
    expect(birthYears(new Date('2026-12-31T23:59:59Z'))[0]).toBe(2010);
    expect(birthYears(new Date('2027-01-01T00:00:00Z'))[0]).toBe(2011);
  });

  it('the server accepts exactly the years the form offers', () => {
    const person = {
      firstName: 'Aysel',
      lastName: 'Məmmədova',
      email: 'aysel@mail.az',
      mobile: '+994 50 555 12 34',
      address: 'Bakı',
    };
    const years = birthYears();
    const accepts = (birthday: unknown) => z.safeParse(applicationRequest, { ...person, birthday }).success;
    expect(accepts(years[0])).toBe(true);
    expect(accepts(years.at(-1))).toBe(true);
    expect(accepts(null)).toBe(true);
    const thisYear = new Date().getUTCFullYear();
    for (const y of [thisYear, thisYear + 1, years[0]! + 1, thisYear - 15, years.at(-1)! - 1])
      expect(accepts(y), String(y)).toBe(false);
  });
});
