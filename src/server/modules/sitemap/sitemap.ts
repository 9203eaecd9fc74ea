import { LANGS, DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';

/** One page of the site in every language it exists in (paths without the language prefix). */
export interface SitemapEntry {
  paths: Partial<Record<Lang, string>>;
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** An absolute URL for a path of `lang`, each segment percent-encoded as in a link. */
function absolute(origin: string, lang: Lang, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  const encoded = p
    .split('/')
    .map((seg) => encodeURIComponent(decodeSafe(seg)))
    .join('/');
  return origin.replace(/\/+$/, '') + localePath(lang, encoded);
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A `<urlset>` (sitemaps.org 0.9) with Google's hreflang alternates: each entry's `<loc>` is its default-language
 * page (or the first language it has), followed by one `xhtml:link` per language and an `x-default`.
 */
export function urlset(origin: string, entries: SitemapEntry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    const langs = LANGS.filter((l) => e.paths[l] !== undefined);
    if (!langs.length) continue;
    const main: Lang = e.paths[DEFAULT_LANG] !== undefined ? DEFAULT_LANG : langs[0]!;
    const href = (l: Lang) => xmlEscape(absolute(origin, l, e.paths[l]!));
    out.push('<url>', `<loc>${href(main)}</loc>`);
    if (e.lastmod) out.push(`<lastmod>${xmlEscape(e.lastmod)}</lastmod>`);
    if (langs.length > 1) {
      for (const l of langs) out.push(`<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`);
      out.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${href(main)}"/>`);
    }
    out.push('</url>');
  }
  out.push('</urlset>');
  return out.join('\n');
}

/** A `<sitemapindex>` of the parts' URLs. */
export function sitemapIndex(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `<sitemap><loc>${xmlEscape(u)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** Rows of (entity, lang, path) grouped into one entry per entity (rows sorted by entity). */
export function groupByEntity(
  rows: { entity_id: number | null; view: string; lang: string; path: string; updated_at?: string }[],
): SitemapEntry[] {
  const out: SitemapEntry[] = [];
  let key = '';
  for (const r of rows) {
    const k = `${r.view}:${r.entity_id ?? ''}`;
    if (k !== key) {
      out.push({ paths: {}, lastmod: r.updated_at ? r.updated_at.slice(0, 10) : null });
      key = k;
    }
    if ((LANGS as readonly string[]).includes(r.lang)) out[out.length - 1]!.paths[r.lang as Lang] = r.path;
  }
  return out;
}
