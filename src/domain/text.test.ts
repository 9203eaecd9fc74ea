import { describe, expect, it } from 'vitest';
import { foldText, slugify } from './text.ts';

describe('foldText', () => {
  it('folds Azerbaijani letters and case so ütü, ÜTÜ and utu match', () => {
    expect(foldText('ütü')).toBe('utu');
    expect(foldText('ÜTÜ')).toBe('utu');
    expect(foldText('utu')).toBe('utu');
    expect(foldText('Şəki Çay Ğ İ ı Ö')).toBe('seki cay g i i o');
  });
  it('lower-cases Cyrillic, folds ё and turns punctuation into single spaces', () => {
    expect(foldText('Телевизор  Samsung—QLED, 55"')).toBe('телевизор samsung qled 55');
    expect(foldText('Ёлка')).toBe('елка');
  });
});

describe('slugify', () => {
  it('makes Latin slugs from az, ru and en', () => {
    expect(slugify('Smartfonlar və aksesuarlar')).toBe('smartfonlar-ve-aksesuarlar');
    expect(slugify('Смартфоны и гаджеты')).toBe('smartfony-i-gadzhety');
    expect(slugify('  TVs & Audio ')).toBe('tvs-audio');
  });
});
