import type { Lang } from './i18n.ts';

/**
 * The shop language a short text (a review) is written in, judged by its letters: Cyrillic for a third of the
 * letters or more → ru (brand and model names are Latin in Russian text too); Latin with a letter only
 * Azerbaijani uses (ə, ğ, ı, ş, ç, ö, ü, İ) → az; other Latin → en; no letters → null. Reviews do not store
 * the language they were written in (decision 0014), and the scripts of our three languages differ enough.
 */
export function textLang(text: string): Lang | null {
  let cyrillic = 0;
  let latin = 0;
  let azerbaijani = 0;
  for (const ch of text) {
    if (/\p{Script=Cyrillic}/u.test(ch)) cyrillic++;
    else if (/\p{Script=Latin}/u.test(ch)) {
      latin++;
      if (/[əğışçöüİ]/iu.test(ch)) azerbaijani++;
    }
  }
  if (!cyrillic && !latin) return null;
  if (cyrillic * 2 >= latin) return 'ru'; // brand and model names are Latin in Russian text too
  return azerbaijani ? 'az' : 'en';
}
