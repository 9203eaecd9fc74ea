import { describe, expect, it } from 'vitest';
import { formatReviewDate } from './reviews';
import { EMAIL_RE } from './review-popup';

describe('formatReviewDate', () => {
  it('is d.m.Y H:i in Baku time', () => {
    expect(formatReviewDate('2026-02-01T10:05:00.000Z')).toBe('01.02.2026 14:05');
    expect(formatReviewDate('nonsense')).toBe('');
  });
});

describe('review email pattern (spec 001 §5)', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    for (const ok of ['aysel@example.com', 'Nigar.Aliyeva@mail.az', 'a_b.c@mail.co.uk']) expect(EMAIL_RE.test(ok), ok).toBe(true);
    for (const bad of ['1abc@mail.az', 'abc@mail', 'ab c@mail.az', 'abc@-mail.az', 'not-an-email']) expect(EMAIL_RE.test(bad), bad).toBe(false);
  });
});
