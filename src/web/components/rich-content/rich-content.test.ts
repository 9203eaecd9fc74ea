import { describe, expect, it } from 'vitest';
import { sanitizeInline } from './rich-content';

describe('sanitizeInline', () => {
  it('keeps simple inline markup and drops everything else', () => {
    expect(sanitizeInline('<b>Bold</b> and <i>it</i><br>')).toBe('<b>Bold</b> and <i>it</i><br>');
    expect(sanitizeInline('<script>alert(1)</script>x')).toBe('x');
    expect(sanitizeInline('<img src=x onerror=alert(1)>y')).toBe('y');
    expect(sanitizeInline('<b onclick="x()">z</b>')).toBe('<b>z</b>');
  });
  it('keeps only safe link targets', () => {
    expect(sanitizeInline('<a href="/sale" onclick="x">s</a>')).toBe('<a href="/sale" rel="noopener">s</a>');
    expect(sanitizeInline('<a href="javascript:alert(1)">s</a>')).toBe('<a>s</a>');
  });
  it('drops links that browsers read as another site (//host, /\\host)', () => {
    expect(sanitizeInline('<a href="//evil.com">s</a>')).toBe('<a>s</a>');
    expect(sanitizeInline('<a href="/\\evil.com">s</a>')).toBe('<a>s</a>');
    expect(sanitizeInline('<a href="/sale\\x">s</a>')).toBe('<a>s</a>');
  });
});

describe('sanitizeInline against tricky markup', () => {
  it('does not let a quoted ">" smuggle attributes', () => {
    const out = sanitizeInline('<a title=">" href="javascript:alert(1)">x</a>');
    expect(out).toBe('<a>x</a>');
    expect(sanitizeInline('<b title="a>b" onmouseover="x">t</b>')).toBe('<b>t</b>');
    expect(sanitizeInline('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeInline('<a href="&#106;avascript:alert(1)">j</a>')).toBe('<a>j</a>');
  });
});
