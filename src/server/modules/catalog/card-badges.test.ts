import { describe, expect, it } from 'vitest';
import { cardBadges, visibleBadges, type BadgeRow, type FlagLabels } from './card-badges.ts';

const labels: FlagLabels = {
  az: { newIn: 'Yeni', bestSeller: 'Hit' },
  ru: { newIn: 'Новинка', bestSeller: 'Хит' },
  en: { newIn: 'New', bestSeller: 'Hit' },
};
const badge = (az: string, ru: string, en: string, image: string): BadgeRow => ({
  name_az: az,
  name_ru: ru,
  name_en: en,
  image,
});
const NEW = badge('Yeni', 'Новинка', 'New', 'new.png');
const HIT = badge('Hit', 'Хит', 'Hit', 'hit.png');
const GIFT = badge('Hədiyyə', 'Подарок', 'Gift', 'gift.png');
const none = { newIn: false, bestSeller: false, discount: 0 };

describe('the badges a product shows', () => {
  it('drop a badge that repeats a flag the card shows, in every language', () => {
    for (const lang of ['az', 'ru', 'en'] as const) {
      const b = cardBadges([NEW, HIT, GIFT], lang, labels);
      expect(visibleBadges(b, { ...none, newIn: true, bestSeller: true }).map((x) => x.image)).toEqual(['gift.png']);
      expect(visibleBadges(b, none).map((x) => x.image)).toEqual(['new.png', 'hit.png', 'gift.png']);
    }
  });

  it('recognise a badge by any of its names (case and letters folded)', () => {
    const b = cardBadges([badge('YENİ', 'Новинка!', 'Brand new', 'n2.png')], 'en', labels);
    expect(visibleBadges(b, { ...none, newIn: true })).toEqual([]);
  });

  it('drop a "-N%" badge when the card shows the same discount, keep it otherwise', () => {
    const b = cardBadges([badge('-20%', '-20%', '-20%', 'pct.png')], 'az', labels);
    expect(visibleBadges(b, { ...none, discount: 20 })).toEqual([]);
    expect(visibleBadges(b, { ...none, discount: 11 })).toEqual([{ name: '-20%', image: 'pct.png' }]);
  });

  it('show a badge once when two links carry the same name or image', () => {
    const twin = badge('Hədiyyə', 'Подарок', 'Gift', 'gift-2.png');
    const sameImage = badge('Hədiyyə ilə', 'С подарком', 'With a gift', 'gift.png');
    expect(visibleBadges(cardBadges([GIFT, twin, sameImage], 'ru', labels), none)).toEqual([
      { name: 'Подарок', image: 'gift.png' },
    ]);
  });
});
