import { describe, expect, it } from 'vitest';
import { ENTITY_PATH_MAX, entityPathProblem, isEntityPath, madePath, typedPath } from './entity-path.ts';

describe('entity paths (the address of a category, article, page or vacancy)', () => {
  it('accepts lower-case words of letters and digits joined by - or /', () => {
    for (const p of ['smartfonlar', 'blog/yeni-il-2025', 'vakansiyalar/satis-meneceri', 'a/b/c-1'])
      expect(entityPathProblem(p), p).toBeNull();
  });

  it('refuses other characters, empty words and doubled joins', () => {
    for (const p of ['', 'Smartfon', 'a b', 'a--b', 'a//b', '-a', 'a-', 'a_b', 'ağac', 'a.b', 'a?x=1', '%2e%2e'])
      expect(entityPathProblem(p), p).toBe('format');
  });

  it('refuses a path longer than the limit', () => {
    expect(entityPathProblem('a'.repeat(ENTITY_PATH_MAX))).toBeNull();
    expect(entityPathProblem('a'.repeat(ENTITY_PATH_MAX + 1))).toBe('tooLong');
  });

  it("refuses a path under one of the shop's own pages, whatever follows", () => {
    for (const p of ['cart', 'brands/apple', 'api/x', 'admin', 'products', 'checkout/step-2'])
      expect(entityPathProblem(p), p).toBe('reserved');
    expect(isEntityPath('cart-accessories')).toBe(true);
    expect(isEntityPath('blog/cart')).toBe(true);
  });

  it('reads what staff typed: trimmed, lower-case, without leading or trailing slashes', () => {
    expect(typedPath('  /Blog/Yeni-Il/ ')).toBe('blog/yeni-il');
    expect(typedPath('///a')).toBe('a');
    expect(typedPath('')).toBe('');
  });

  it('moves a made path aside with the id only when the rule refuses it', () => {
    expect(madePath('telefonlar', 7)).toBe('telefonlar');
    expect(madePath('cart', 7)).toBe('cart-7');
  });
});
