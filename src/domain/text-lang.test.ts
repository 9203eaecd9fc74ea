import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang.ts';

describe('textLang', () => {
  it('tells az, ru and en reviews apart', () => {
    expect(textLang('Əla məhsuldur, hər şey təsvirdəki kimidir.')).toBe('az');
    expect(textLang('Keyfiyyətindən çox razıyam!')).toBe('az');
    expect(textLang('Отличный товар, всё соответствует описанию.')).toBe('ru');
    expect(textLang('Great product, exactly as described.')).toBe('en');
  });

  it('goes by the main script and gives null without letters', () => {
    expect(textLang('Отличный iPhone 15, рекомендую')).toBe('ru');
    expect(textLang('iPhone 15 Pro — супер')).toBe('ru');
    expect(textLang('Samsung Galaxy S24 is great')).toBe('en');
    expect(textLang('5/5 !!! 👍')).toBeNull();
    expect(textLang('')).toBeNull();
  });
});
