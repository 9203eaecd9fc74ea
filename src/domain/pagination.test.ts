import { describe, expect, it } from 'vitest';
import { pageWindow, parsePage } from './pagination.ts';

const show = (cur: number, pages: number) =>
  pageWindow(cur, pages)
    .map((i) => (i.type === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
    .join(' ');

describe('pageWindow (CONST-12)', () => {
  it('is empty under 2 pages', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('lists every page when there are 10 or fewer', () => {
    expect(show(4, 10)).toBe('1 2 3 [4] 5 6 7 8 9 10');
  });
  it('shows the first five while the current page is below 4', () => {
    expect(show(1, 20)).toBe('[1] 2 3 4 5 … 20');
    expect(show(3, 20)).toBe('1 2 [3] 4 5 … 20');
  });
  it('shows current ±2 in the middle with both ends', () => {
    expect(show(4, 20)).toBe('1 2 3 [4] 5 6 … 20');
    expect(show(10, 20)).toBe('1 … 8 9 [10] 11 12 … 20');
  });
  it('shows the last five near the end', () => {
    expect(show(18, 20)).toBe('1 … 16 17 [18] 19 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 [20]');
  });
  it('clamps a current page out of range', () => {
    expect(show(99, 12)).toBe('1 … 8 9 10 11 [12]');
  });
});

describe('parsePage', () => {
  it('accepts positive integers only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
