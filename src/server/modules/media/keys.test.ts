import { describe, expect, it } from 'vitest';
import { designCount } from '../../../demo/drawings.ts';
import { parseKey, productKey, tileKey, badgeKey, logoKey, bannerKey, popupKey } from './keys.ts';
import { PRODUCT_KINDS } from './drawing-kinds.ts';

describe('image keys', () => {
  it('parses generated product keys', () => {
    expect(parseKey('p', 'phone--1f2937--front.png')).toEqual({
      key: 'phone--1f2937--front.png',
      generated: { type: 'product', kind: 'phone', color: '1f2937', view: 'front' },
    });
    expect(parseKey('p', 'phone--1f2937--back--s3.png')?.generated).toEqual({
      type: 'product',
      kind: 'phone',
      color: '1f2937',
      view: 'back',
      design: 3,
    });
    expect(parseKey('p', 'phone--1f2937--pair--s1234.png')?.generated).toMatchObject({ view: 'pair', design: 1234 });
    expect(productKey('phone', '1f2937', 'back', 0)).toBe('phone--1f2937--back.png');
    expect(productKey('phone', '1f2937', 'back', 2)).toBe('phone--1f2937--back--s2.png');
    // one spelling per drawing: no design 0 suffix, none past the kind's count, none for kinds drawn one way
    expect(parseKey('p', 'phone--1f2937--back--s0.png')).toBeNull();
    expect(parseKey('p', `phone--1f2937--back--s${designCount('phone')}.png`)).toBeNull();
    expect(parseKey('p', `phone--1f2937--back--s${designCount('phone') - 1}.png`)).not.toBeNull();
    expect(parseKey('p', 'iron--1f2937--front--s1.png')).toBeNull();
    expect(parseKey('p', 'phone--1f2937--back--s01.png')).toBeNull();
    expect(parseKey('p', 'phone--1f2937--back--s1x.png')).toBeNull();
    for (const k of PRODUCT_KINDS)
      expect(parseKey('p', productKey(k, '#ABCDEF', 'angle'))?.generated).toMatchObject({ kind: k, color: 'abcdef' });
  });

  it('parses each area’s own grammar', () => {
    expect(parseKey('category', tileKey('laptop', 'dbeafe'))?.generated).toEqual({
      type: 'tile',
      kind: 'laptop',
      color: 'dbeafe',
    });
    expect(parseKey('bdg', badgeKey('star', 'f97316'))?.generated).toEqual({
      type: 'badge',
      icon: 'star',
      color: 'f97316',
    });
    expect(parseKey('b', logoKey('tp-link'))?.generated).toEqual({ type: 'logo', slug: 'tp-link' });
    expect(parseKey('main', bannerKey('tv', '111827', '1e3a8a'))?.generated).toEqual({
      type: 'banner',
      kind: 'tv',
      color: '111827',
      bg: '1e3a8a',
    });
    expect(parseKey('pop', popupKey('earbuds', 'f97316'))?.generated).toEqual({
      type: 'popup',
      kind: 'earbuds',
      color: 'f97316',
    });
  });

  it('accepts plain upload names', () => {
    expect(parseKey('p', 'smartphone-black-1.png')).toEqual({ key: 'smartphone-black-1.png', generated: null });
    expect(parseKey('b', 'apple_2024.webp')?.generated).toBeNull();
    expect(parseKey('main', 'hero.jpeg')?.generated).toBeNull();
  });

  it('rejects malformed and dangerous keys', () => {
    const bad = [
      '',
      '../etc/passwd',
      '..%2Fetc%2Fpasswd',
      'a/../../b.png',
      '..png',
      'x..png',
      '/abs.png',
      'a\\b.png',
      'phone--1f2937--front.gif',
      'phone--zzzzzz--front.png',
      'phone--1f2937--top.png',
      'toaster--1f2937--front.png',
      'PHONE--1F2937--FRONT.PNG',
      'tile--laptop--dbeafe.png', // a tile is not a product image
      'logo--apple.png',
      'file.svg',
      'file',
      '.hidden.png',
      'a'.repeat(200) + '.png',
      'name with space.png',
      'phone--1f2937--front.png\0.jpg',
    ];
    for (const k of bad) expect(parseKey('p', k), k).toBeNull();
    expect(parseKey('b', 'logo--Apple.png')).toBeNull();
    expect(parseKey('b', 'logo---x.png')).toBeNull();
    expect(parseKey('bdg', 'badge--skull--ffffff.png')).toBeNull();
  });
});
