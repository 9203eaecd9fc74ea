/**
 * Minimal, dependency-free message formatting shared by server and browser.
 * Catalogs are flat maps `namespace.path.key → text`, built from `src/locales/{lang}/{namespace}.json`.
 * Interpolation: `{{name}}`. Plurals: pass `count`; the keys `key_one`, `key_few`, `key_many`, `key_other`
 * are chosen with Intl.PluralRules for the language. See docs/decisions/0003-i18n.md.
 */
export const LANGS = ['az', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'az';

export const LANG_NAMES: Record<Lang, string> = { az: 'Azərbaycan dili', ru: 'Русский язык', en: 'English' };
/** BCP 47 tags used for <html lang> and hreflang */
export const LANG_TAGS: Record<Lang, string> = { az: 'az-AZ', ru: 'ru-AZ', en: 'en' };

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
function plural(lang: string, n: number): string {
  let r = pluralRules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    pluralRules.set(lang, r);
  }
  return r.select(n);
}

export function translate(messages: Messages, lang: string, key: string, vars?: Vars): string {
  let text: string | undefined;
  if (vars && typeof vars.count === 'number') {
    text = messages[`${key}_${plural(lang, vars.count)}`] ?? messages[`${key}_other`];
  }
  text ??= messages[key];
  if (text === undefined) return key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Flattens a nested JSON catalog into `prefix.a.b` keys. */
export function flatten(obj: unknown, prefix: string, out: Messages = {}): Messages {
  if (typeof obj === 'string') {
    out[prefix] = obj;
  } else if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}
