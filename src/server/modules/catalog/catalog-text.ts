/** How catalogue entities are named and linked in a language (pure; reads the snapshot and rows only). */
import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { Titles } from './catalog-nodes.ts';
import type { Snapshot } from './catalog-snapshot.ts';

export type ListingEntity = 'Category' | 'Brand' | 'Campaign';

/** A snapshot title in `lang`, falling back to az, en, ru. */
export function pick(t: Titles, lang: Lang): string {
  return t[lang] || t.az || t.en || t.ru;
}

/** A row's `<base>_<lang>` column, falling back to `<base>_az`. */
export function col(row: Record<string, unknown>, base: string, lang: Lang): string {
  const v = row[`${base}_${lang}`];
  if (typeof v === 'string' && v) return v;
  const az = row[`${base}_az`];
  return typeof az === 'string' ? az : '';
}

/** The page of a category, brand or campaign: its route path, else the filtered product list. */
export function entityHref(s: Snapshot, view: ListingEntity, id: number, lang: Lang): string {
  const p = s.paths.get(`${view}:${lang}`)?.get(id) ?? s.paths.get(`${view}:az`)?.get(id);
  if (p) return localePath(lang, `/${p}`);
  const key = view === 'Category' ? 'category' : view === 'Brand' ? 'brand' : 'campaign';
  return localePath(lang, `/products?${key}=${id}`);
}

/** A product's page: its route path in `lang` when it has one, else `/p/<id>`. */
export function productHref(lang: Lang, id: number, path: string | undefined): string {
  return path ? localePath(lang, `/${path}`) : localePath(lang, `/p/${id}`);
}

/** Banner links are stored without the language prefix; absolute URLs pass through. */
export function bannerHref(lang: Lang, link: string): string {
  if (!link) return localePath(lang, '/');
  if (/^https?:\/\//i.test(link)) return link;
  return localePath(lang, link.startsWith('/') ? link : `/${link}`);
}
