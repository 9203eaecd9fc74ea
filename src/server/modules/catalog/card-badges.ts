/**
 * The badges a product shows (pure). A product's badges come from `product_badges`; the card and the product
 * page also show flags of their own ("New", "Hit", "-N%"). A badge that says what a shown flag already says
 * ("Yeni" next to the New flag) is the same badge twice, and so are two badges with the same name or image:
 * each appears once.
 */
import type { Badge } from '../../../domain/catalog.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { foldText } from '../../../domain/text.ts';

/** A badge row with its names in every language (as `CatalogRepo.badges` reads it). */
export interface BadgeRow {
  name_az: string;
  name_ru: string;
  name_en: string;
  image: string;
}

/** The labels of the flags in every language (`catalog.card.new`, `catalog.card.bestSeller`). */
export type FlagLabels = Record<Lang, { newIn: string; bestSeller: string }>;

/** A badge of a card with the flag it repeats, if any. */
export interface CardBadge extends Badge {
  repeats: { flag: 'newIn' } | { flag: 'bestSeller' } | { flag: 'discount'; percent: number } | null;
}

/** The flags a card shows next to its badges. */
interface ShownFlags {
  newIn: boolean;
  bestSeller: boolean;
  /** the discount percent flag, 0 when none is shown */
  discount: number;
}

const DISCOUNT = /^\s*[-−–]\s*(\d{1,2})\s*%\s*$/;

/** Which flag a badge repeats: its name in some language is that flag's label, or "-N%". */
function repeatedFlag(b: BadgeRow, labels: FlagLabels): CardBadge['repeats'] {
  for (const lang of LANGS) {
    const name = foldText(b[`name_${lang}`]);
    if (!name) continue;
    if (name === foldText(labels[lang].newIn)) return { flag: 'newIn' };
    if (name === foldText(labels[lang].bestSeller)) return { flag: 'bestSeller' };
  }
  for (const lang of LANGS) {
    const m = DISCOUNT.exec(b[`name_${lang}`]);
    if (m) return { flag: 'discount', percent: Number(m[1]) };
  }
  return null;
}

/** One product's badges in `lang`, each name and image once, in the given order. */
export function cardBadges(rows: BadgeRow[], lang: Lang, labels: FlagLabels): CardBadge[] {
  const names = new Set<string>();
  const images = new Set<string>();
  const out: CardBadge[] = [];
  for (const r of rows) {
    const name = r[`name_${lang}`] || r.name_az;
    const key = foldText(name) || name;
    if (names.has(key) || images.has(r.image)) continue;
    names.add(key);
    images.add(r.image);
    out.push({ name, image: r.image, repeats: repeatedFlag(r, labels) });
  }
  return out;
}

/** The badges to show next to the flags a card shows (a badge repeating a shown flag is dropped). */
export function visibleBadges(badges: CardBadge[], shown: ShownFlags): Badge[] {
  const out: Badge[] = [];
  for (const b of badges) {
    const r = b.repeats;
    if (r?.flag === 'newIn' && shown.newIn) continue;
    if (r?.flag === 'bestSeller' && shown.bestSeller) continue;
    if (r?.flag === 'discount' && shown.discount === r.percent) continue;
    out.push({ name: b.name, image: b.image });
  }
  return out;
}
