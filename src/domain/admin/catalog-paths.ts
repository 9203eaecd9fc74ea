import { foldText, slugify } from '../text.ts';

/**
 * How the back office names catalogue rows for the shop (pure), the same way the seed does
 * (`src/demo/seed/`): the paths of the `routes` table and a product's `search_text`.
 */

/** A product's path: the English (else Azerbaijani) title as a slug and the id, the same in every language. */
export function productPath(titles: { az: string; en: string }, id: number): string {
  const base = slugify(titles.en) || slugify(titles.az);
  return base ? `${base}-${id}` : `p-${id}`;
}

/** A category's path in one language: its title there as a slug (`madePath` adds `-<id>` when the rule refuses it). */
export function categoryPath(title: string, id: number): string {
  return slugify(title) || `c-${id}`;
}

/** A brand's path: `brands/<slug>` in every language. */
export function brandPath(slug: string): string {
  return `brands/${slug}`;
}

/** A brand's slug from its title. */
export function brandSlug(title: string, id: number): string {
  return slugify(title) || `brand-${id}`;
}

/** What a product's search text is made of (the seed folds the same parts). */
interface SearchTextParts {
  titles: readonly string[];
  sku: string;
  brand: string | null;
  /** the titles (every language) of the product's category and its ancestors */
  categoryTitles: readonly string[];
  /** the product's parameter values (every language) */
  values: readonly string[];
  /** its colour names */
  colors: readonly string[];
}

export function productSearchText(p: SearchTextParts): string {
  return foldText(
    [...p.titles, p.brand ?? '', ...p.categoryTitles, p.sku, ...p.values, ...p.colors].filter(Boolean).join(' '),
  );
}

/** A stock keeping unit: letters, digits and `-`, `_`, `.`, `/`, 1–64 characters, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/** A YouTube video id. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{6,20}$/;

/** `#RRGGBB` or `rrggbb` → `#rrggbb`; anything else → null. */
export function normalizeColor(v: string): string | null {
  const m = /^#?([0-9a-fA-F]{6})$/.exec(v.trim());
  return m ? `#${m[1]!.toLowerCase()}` : null;
}
