import { DEFAULT_LANG, isLang, type Lang } from './i18n.ts';

/**
 * Every route exists at the unprefixed base (the default language, az) and under /az, /en and /ru.
 * Links we generate use the base for az and the prefix for the others.
 */
export function localePath(lang: Lang, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return p;
  return p === '/' ? `/${lang}` : `/${lang}${p}`;
}

/** Splits a URL path into its language and the path without the prefix. */
export function splitLang(pathname: string): { lang: Lang; prefixed: boolean; path: string } {
  const m = /^\/(az|ru|en)(?=\/|$)/.exec(pathname);
  if (m && isLang(m[1])) {
    return { lang: m[1], prefixed: true, path: pathname.slice(m[0].length) || '/' };
  }
  return { lang: DEFAULT_LANG, prefixed: false, path: pathname || '/' };
}

/** Path of the campaigns page in each language (without the language prefix); menus in the database use the same. */
export const CAMPAIGNS_PATH: Record<Lang, string> = { az: '/kampaniyalar', ru: '/aktsii', en: '/campaigns' };

/**
 * Paths of the generic content pages (decision 0036), by the page's key, per language (without the language
 * prefix). The seed writes these into `routes`; the checkout's terms box and the home page's strip link to them.
 */
export const CONTENT_PATHS = {
  delivery: { az: '/catdirilma', ru: '/dostavka', en: '/delivery' },
  payment: { az: '/odenis', ru: '/oplata', en: '/payment' },
  warranty: { az: '/zemanet', ru: '/garantiya', en: '/warranty' },
  returns: { az: '/qaytarma', ru: '/vozvrat', en: '/returns' },
  about: { az: '/haqqimizda', ru: '/o-nas', en: '/about-us' },
  privacy: { az: '/mexfilik-siyaseti', ru: '/politika-konfidentsialnosti', en: '/privacy-policy' },
  terms: {
    az: '/catdirilma-ve-odenis-sertleri',
    ru: '/usloviya-dostavki-i-oplaty',
    en: '/terms-of-delivery-and-payment',
  },
  corporate: { az: '/korporativ-satis', ru: '/korporativnye-prodazhi', en: '/corporate-sales' },
  coupons: { az: '/kupon-kampaniyasi', ru: '/kuponnaya-aktsiya', en: '/coupon-campaign' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Paths of the branches, careers and contacts pages (decision 0039), per language, without the language prefix. */
export const BRANCHES_PATH: Record<Lang, string> = { az: '/filiallar', ru: '/filialy', en: '/branches' };
export const CAREERS_PATH: Record<Lang, string> = { az: '/vakansiyalar', ru: '/vakansii', en: '/careers' };
export const CONTACTS_PATH: Record<Lang, string> = { az: '/elaqe', ru: '/kontakty', en: '/contacts' };
/** The "Track your order" page (ORD-11), per language, without the language prefix (a route of `web/routes.ts`). */
export const TRACK_PATH: Record<Lang, string> = {
  az: '/sifarisi-izle',
  ru: '/otslezhivanie-zakaza',
  en: '/track-order',
};

/**
 * Addresses the spec names (NAV-2, CAB-2: `/vacancies`, the profile menu's `/cabinet/password`) for pages the shop
 * keeps at other paths: the path to answer with a 301, in the same language, or null.
 */
export function specAlias(lang: Lang, path: string): string | null {
  if (path === '/vacancies') return localePath(lang, CAREERS_PATH[lang]);
  if (path === '/cabinet/password') return localePath(lang, '/cabinet/change-password');
  return null;
}
