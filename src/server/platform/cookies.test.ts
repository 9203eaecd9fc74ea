import { describe, expect, it } from 'vitest';
import { readCookies, setCookieValue } from './cookies.ts';

describe('readCookies: the server reader of the Cookie header', () => {
  it('reads every cookie, trimmed, whatever its place in the header', () => {
    expect(readCookies('volt_at=v1.abc; volt_rt=xyz;css=0123')).toEqual({
      volt_at: 'v1.abc',
      volt_rt: 'xyz',
      css: '0123',
    });
    expect(readCookies(' a = 1 ;\tb=2\t')).toEqual({ a: '1', b: '2' });
  });

  it('keeps the first of a repeated name (the most specific path comes first)', () => {
    expect(readCookies('volt_at=first; volt_at=second')).toEqual({ volt_at: 'first' });
  });

  it('reads an empty, absent or tiny header as no cookies', () => {
    for (const header of ['', undefined, null, ';', '=', 'a', ' ; ;']) expect(readCookies(header)).toEqual({});
  });

  it('leaves values as sent: no percent-decoding, a bad sequence included', () => {
    expect(readCookies('volt_cart=%5B%5D; bad=%E0%A4%A; pct=100%')).toEqual({
      volt_cart: '%5B%5D',
      bad: '%E0%A4%A',
      pct: '100%',
    });
  });

  it('takes off one pair of surrounding double quotes only', () => {
    expect(readCookies('a="quoted"; b="; c=x"y; d=""; e=""x""')).toEqual({
      a: 'quoted',
      b: '"',
      c: 'x"y',
      d: '',
      e: '"x"',
    });
  });

  it('skips parts without `=` or without a name, and keeps `=` inside a value', () => {
    expect(readCookies('flag; =orphan; a=b=c; e=')).toEqual({ a: 'b=c', e: '' });
  });

  it('joins a header given as several lines', () => {
    expect(readCookies(['a=1', 'b=2; a=3'])).toEqual({ a: '1', b: '2' });
  });

  it('has no inherited names', () => {
    const jar = readCookies('__proto__=x; constructor=y');
    expect(jar.toString).toBeUndefined();
    expect(jar.constructor).toBe('y');
    expect(Object.keys(jar)).toEqual(['__proto__', 'constructor']);
  });

  it('reads a long header whole (Node bounds the headers at 16 KB before any reader runs)', () => {
    expect(readCookies(`a=1; b=${'x'.repeat(20_000)}; c=3`)).toEqual({ a: '1', b: 'x'.repeat(20_000), c: '3' });
  });
});

describe('setCookieValue: the server writer of Set-Cookie values', () => {
  it('writes the attributes in one order', () => {
    const base = { maxAge: 900, sameSite: 'Lax', httpOnly: true, secure: true } as const;
    expect(setCookieValue('volt_at', 'v1.abc', base)).toBe(
      'volt_at=v1.abc; Max-Age=900; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(setCookieValue('volt_admin', 't', { ...base, sameSite: 'Strict', secure: false })).toBe(
      'volt_admin=t; Max-Age=900; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(setCookieValue('volt_cart', '', { ...base, maxAge: 0, httpOnly: false, secure: false })).toBe(
      'volt_cart=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it('rounds the age and writes 0 (delete) below it', () => {
    const a = { sameSite: 'Lax', httpOnly: true, secure: false } as const;
    expect(setCookieValue('x', 'y', { ...a, maxAge: 899.6 })).toContain('; Max-Age=900;');
    expect(setCookieValue('x', 'y', { ...a, maxAge: -5 })).toContain('; Max-Age=0;');
  });
});
