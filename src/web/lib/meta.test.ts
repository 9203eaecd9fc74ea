import { describe, expect, it } from 'vitest';
import { fullTitle } from './meta';

describe('fullTitle (NAV-5, decision 0072)', () => {
  it('puts the site title after the page title', () => {
    expect(fullTitle('Smartfonlar', 'Volt')).toBe('Smartfonlar | Volt');
  });
  it('keeps an SEO title that already names the site as it is, whatever its case', () => {
    expect(fullTitle('Volt — elektronika onlayn mağazası', 'Volt')).toBe('Volt — elektronika onlayn mağazası');
    expect(fullTitle('Smartphones at VOLT', 'Volt')).toBe('Smartphones at VOLT');
  });
  it('falls back to the site title alone for an empty or blank title', () => {
    expect(fullTitle('', 'Volt')).toBe('Volt');
    expect(fullTitle('   ', 'Volt')).toBe('Volt');
    expect(fullTitle(null, 'Volt')).toBe('Volt');
  });
});
