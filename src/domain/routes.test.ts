import { describe, expect, it } from 'vitest';
import { specAlias, splitLang } from './routes.ts';

describe('specAlias', () => {
  it('sends the spec’s /vacancies to the careers page of the same language', () => {
    expect(specAlias('az', '/vacancies')).toBe('/vakansiyalar');
    expect(specAlias('ru', '/vacancies')).toBe('/ru/vakansii');
    expect(specAlias('en', '/vacancies')).toBe('/en/careers');
  });

  it('sends the profile menu’s /cabinet/password to the change-password page', () => {
    expect(specAlias('az', '/cabinet/password')).toBe('/cabinet/change-password');
    expect(specAlias('ru', splitLang('/ru/cabinet/password').path)).toBe('/ru/cabinet/change-password');
  });

  it('leaves every other path alone', () => {
    for (const p of ['/', '/vacancies/1', '/cabinet', '/cabinet/password/x', '/vakansiyalar'])
      expect(specAlias('az', p)).toBeNull();
  });
});
