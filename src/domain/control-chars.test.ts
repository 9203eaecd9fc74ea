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

  it('refuses C1 controls and every bidirectional embedding, override, isolate and mark (decision 0065)', () => {
    for (const c of [
      '\u0080',
      '\u0085',
      '\u009f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]) {
      expect(hasControlChars(`Ev${c}im`), c.codePointAt(0)!.toString(16)).toBe(true);
      expect(hasControlChars(`Ev${c}im`, { multiline: true }), c.codePointAt(0)!.toString(16)).toBe(true);
    }
    // what people type stays: every script the shop shows, punctuation, NBSP, soft hyphen, emoji with joiners
    for (const ok of [
      'Əliyev Rəşad',
      'Ёлка, д. 5/2',
      'Nizami küç. 5 — mənzil 12',
      'a\u00a0b',
      'ab\u00adc',
      '👩\u200d💻',
      'מקלדת',
      'كتاب',
    ]) {
      expect(hasControlChars(ok), ok).toBe(false);
    }
    expect(controlCharPaths({ title: 'Ev\u202egpj.exe', lines: ['ok', '\u2066x\u2069'] })).toEqual([
      'title',
      'lines.1',
    ]);
  });

  it('finds them anywhere in a JSON body, keys included', () => {
    expect(controlCharPaths({ review: 'ok\nfine', fullName: 'Ni\u0000gar', tags: ['a', 'b\u0007'], n: 1 })).toEqual([
      'fullName',
      'tags.1',
    ]);
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
