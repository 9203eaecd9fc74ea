import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input';

describe('money inputs: manat on screen, qəpik in the form', () => {
  it.each([
    ['1299.99', 129999],
    ['1 299,99', 129999],
    ['15', 1500],
    ['15.5', 1550],
    ['0', 0],
    ['  7.05 ₼ ', 705],
    ['1\u00a0000', 100000],
  ])('%j → %d qəpik', (text, q) => {
    expect(parseMoneyInput(text)).toBe(q);
  });

  it.each(['', 'abc', '-5', '1.999', '1,2,3', '1e3', '12.', '.5', '99999999999'])('%j is no amount', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('shows qəpik as manat with two decimals, and nothing for no value', () => {
    expect(formatMoneyInput(129999)).toBe('1299.99');
    expect(formatMoneyInput(1500)).toBe('15.00');
    expect(formatMoneyInput(5)).toBe('0.05');
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput('12')).toBe('');
    expect(parseMoneyInput(formatMoneyInput(123456))).toBe(123456);
  });
});
