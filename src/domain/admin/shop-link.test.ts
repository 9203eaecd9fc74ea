import { describe, expect, it } from 'vitest';
import { isShopPath } from './shop-link.ts';

describe('shop links (menus, popups, tags, banners)', () => {
  it('accepts a path inside the shop, with a query', () => {
    for (const v of ['/', '/smartfonlar', '/products?brand=3&sort=price', '/blog/yeni-il'])
      expect(isShopPath(v), v).toBe(true);
  });
  it('refuses another site, a missing slash, white space, markup and control characters', () => {
    for (const v of [
      '',
      'smartfonlar',
      '//evil.example',
      'https://x.az',
      '/a b',
      '/a"b',
      '/<b>',
      '/a\\b',
      '/a\u0001b',
      '/a\tb',
    ])
      expect(isShopPath(v), JSON.stringify(v)).toBe(false);
  });
});
