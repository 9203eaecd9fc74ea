import { describe, expect, it } from 'vitest';
import { controlCharPaths, hasControlChars } from './control-chars.ts';

describe('control characters', () => {
  it('refuses C0 controls and DEL; tab and line breaks only in multi-line text', () => {
    expect(hasControlChars('Əla telefon')).toBe(false);
    expect(hasControlChars('a\u0000b')).toBe(true);
    expect(hasControlChars('a\u001bb')).toBe(true);
    expect(hasControlChars('a\u007fb')).toBe(true);
    expect(hasControlChars('line\nline')).toBe(true);
    expect(hasControlChars('line\r\nline\tend', { multiline: true })).toBe(false);
    expect(hasControlChars('a\u0000b', { multiline: true })).toBe(true);
  });

  it('finds them anywhere in a JSON body, keys included', () => {
    expect(controlCharPaths({ review: 'ok\nfine', fullName: 'Ni\u0000gar', tags: ['a', 'b\u0007'], n: 1 })).toEqual(['fullName', 'tags.1']);
    expect(controlCharPaths({ 'bad\u0000key': 1 })).toEqual(['bad\u0000key']);
    expect(controlCharPaths('x\u0000')).toEqual(['_']);
    expect(controlCharPaths(null)).toEqual([]);
  });
});

describe('control characters in a deeply nested value', () => {
  it('walks 100,000 levels without overflowing the stack, and names the path of a hit', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) value = i % 2 ? [value] : { k: value };
    const paths = controlCharPaths(value);
    expect(paths).toHaveLength(1);
    expect(paths[0]!.split('.')).toHaveLength(100_000);
    expect(paths[0]!.startsWith('0.k.0.k')).toBe(true);
  });
});
