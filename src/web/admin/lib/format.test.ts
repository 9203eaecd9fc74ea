import { describe, expect, it } from 'vitest';
import { bakuDate, bakuDateTime, cellText } from './format';

describe('list cells', () => {
  it('shows moments in Baku time (UTC+4) as d.m.Y H:i, whatever the zone of the machine', () => {
    expect(bakuDateTime('2025-03-08T20:30:00Z')).toBe('09.03.2025 00:30');
    expect(bakuDateTime('2025-01-01T00:00:00.000Z')).toBe('01.01.2025 04:00');
    expect(bakuDateTime('not a date')).toBe('');
    expect(bakuDate('2025-03-08')).toBe('08.03.2025');
    expect(bakuDate('2025-03-08T21:00:00Z')).toBe('09.03.2025');
  });
  it('shows money in manat from qəpik, and numbers and text as they are', () => {
    expect(cellText('money', 129999)).toBe('1 299.99 ₼');
    expect(cellText('number', 12345)).toBe('12345');
    expect(cellText('text', 'a')).toBe('a');
    expect(cellText('text', null)).toBe('');
  });
});
