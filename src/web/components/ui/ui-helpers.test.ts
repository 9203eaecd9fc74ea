import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';
import { swatchColor } from './swatch';
import { splitRemaining } from './countdown';

describe('jsonLdText', () => {
  it('never lets text close the script element', () => {
    const s = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(s).not.toContain('<');
    expect(JSON.parse(s)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('swatchColor', () => {
  it('accepts hex with or without # and colour names, else grey', () => {
    expect(swatchColor('1f2937')).toBe('#1f2937');
    expect(swatchColor('#fff')).toBe('#fff');
    expect(swatchColor('red')).toBe('red');
    expect(swatchColor('url(x)')).toBe('#cbd0d8');
    expect(swatchColor(null)).toBe('#cbd0d8');
  });
});

describe('splitRemaining', () => {
  it('splits milliseconds into days, hours, minutes, seconds', () => {
    expect(splitRemaining(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitRemaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
