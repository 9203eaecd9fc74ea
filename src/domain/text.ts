/**
 * Text folding for search: lower case (Azerbaijani/Turkish aware), Azerbaijani letters folded to
 * Latin (ə→e, ı→i, ö→o, ü→u, ş→s, ç→c, ğ→g), Cyrillic ё→е, punctuation to spaces, spaces collapsed.
 * The same function builds the stored `search_text` and the query, so "ÜTÜ", "ütü" and "utu" match.
 */
const FOLD: Record<string, string> = {
  ə: 'e',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ü: 'u',
  ş: 's',
  ç: 'c',
  ğ: 'g',
  ё: 'е',
  â: 'a',
  î: 'i',
  û: 'u',
};

export function foldText(s: string): string {
  return s
    .replace(/I/g, 'ı') // Azerbaijani dotless capital I; folded to i below anyway
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/i̇/g, 'i')
    .replace(/[əıöüşçğёâîû]/g, (c) => FOLD[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** URL slug from any of our languages' text (Latin letters, digits and dashes). */
const CYR: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function slugify(s: string): string {
  return foldText(s)
    .replace(/[а-я]/g, (c) => CYR[c] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
