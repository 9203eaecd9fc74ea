import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { LANGS, LANG_TAGS, type Lang } from '~/domain/i18n';
import { localePath, splitLang } from '~/domain/routes';

/** A route's loader may return `alternates` (path per language) for entity pages; others mirror the URL. */
export function useAlternates(): Record<Lang, string> {
  const location = useLocation();
  const matches = useMatches();
  const { path } = splitLang(location.pathname);
  const out = {} as Record<Lang, string>;
  for (const l of LANGS) out[l] = localePath(l, path);
  for (const m of matches) {
    const alt = (m.data as { alternates?: Partial<Record<Lang, string>> } | undefined)?.alternates;
    if (alt) for (const l of LANGS) if (alt[l]) out[l] = alt[l];
  }
  return out;
}

/** Canonical URL and hreflang alternates for the current page. */
export function SeoLinks() {
  const root = useRouteLoaderData('root') as { site: { publicUrl: string }; lang: Lang } | undefined;
  const location = useLocation();
  const alternates = useAlternates();
  if (!root) return null;
  const base = root.site.publicUrl;
  const params = new URLSearchParams(location.search);
  const keep = new URLSearchParams();
  for (const k of ['p', 'search']) {
    const v = params.get(k);
    if (v && !(k === 'p' && v === '1')) keep.set(k, v);
  }
  const q = keep.toString() ? `?${keep.toString()}` : '';
  return (
    <>
      <link rel="canonical" href={`${base}${alternates[root.lang]}${q}`} />
      {LANGS.map((l) => (
        <link key={l} rel="alternate" hrefLang={LANG_TAGS[l]} href={`${base}${alternates[l]}${q}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${base}${alternates.az}${q}`} />
    </>
  );
}
