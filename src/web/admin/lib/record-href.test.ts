import { describe, expect, it } from 'vitest';
import { backToListHref, idOf, recordHref, recordModeOf, safeHref } from './record-href';

describe('record addresses (ADM-6: do and id in the list route)', () => {
  it('keeps the list state along and replaces the record keys', () => {
    expect(recordHref('?q=tv&page=2', 'update', 5)).toBe('?q=tv&page=2&do=update&id=5');
    expect(recordHref('?q=tv&do=view&id=3', 'create', null, 3)).toBe('?q=tv&do=create&from=3');
    expect(backToListHref('?q=tv&page=2&do=update&id=5')).toBe('?q=tv&page=2');
    expect(backToListHref('?do=create')).toBe('?');
  });
  it('reads the mode and a valid id only', () => {
    expect(recordModeOf(new URLSearchParams('do=view'))).toBe('view');
    expect(recordModeOf(new URLSearchParams('do=delete'))).toBeNull();
    expect(idOf('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '99999999999', '1e3']) expect(idOf(bad)).toBeNull();
  });
  it('follows only links of this site or http(s)', () => {
    expect(safeHref('/smartfonlar')).toBe('/smartfonlar');
    expect(safeHref('https://volt.az/x')).toBe('https://volt.az/x');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', '', null, 5])
      expect(safeHref(bad)).toBeNull();
  });
});
