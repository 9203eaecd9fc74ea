import { describe, expect, it } from 'vitest';
import { formatReviewDate } from './reviews';

describe('formatReviewDate', () => {
  it('is d.m.Y H:i in Baku time', () => {
    expect(formatReviewDate('2026-02-01T10:05:00.000Z')).toBe('01.02.2026 14:05');
    expect(formatReviewDate('nonsense')).toBe('');
  });
});
