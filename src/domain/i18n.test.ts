import { describe, expect, it } from 'vitest';
import { flatten, translate } from './i18n.ts';

describe('translate', () => {
  const az = { 'a.hello': 'Salam, {{name}}!', 'a.items_one': '{{count}} məhsul', 'a.items_other': '{{count}} məhsul' };
  const ru = {
    'a.items_one': '{{count}} товар',
    'a.items_few': '{{count}} товара',
    'a.items_many': '{{count}} товаров',
    'a.items_other': '{{count}} товара',
  };
  it('interpolates variables and leaves unknown ones', () => {
    expect(translate(az, 'az', 'a.hello', { name: 'Aysel' })).toBe('Salam, Aysel!');
    expect(translate(az, 'az', 'a.hello')).toBe('Salam, {{name}}!');
  });
  it('chooses Russian plural forms', () => {
    expect(translate(ru, 'ru', 'a.items', { count: 1 })).toBe('1 товар');
    expect(translate(ru, 'ru', 'a.items', { count: 3 })).toBe('3 товара');
    expect(translate(ru, 'ru', 'a.items', { count: 25 })).toBe('25 товаров');
  });
  it('returns the key for a missing message', () => {
    expect(translate(az, 'az', 'a.missing')).toBe('a.missing');
  });
  it('flattens nested catalogs', () => {
    expect(flatten({ x: { y: 'z' }, w: 'v' }, 'ns')).toEqual({ 'ns.x.y': 'z', 'ns.w': 'v' });
  });
});
