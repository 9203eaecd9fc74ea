import type { MetaDescriptor } from 'react-router';
import { translate } from '~/domain/i18n';
import { withShared, type RootData, type RootRequestData } from './root-data';

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function rootFromMatches(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  const m = matches.find((x) => x?.id === 'root');
  return withShared((m?.loaderData ?? m?.data) as RootRequestData | undefined);
}

/**
 * Page title "page title | site title" (NAV-5), plus description and keywords. An SEO title replaces the page title
 * and keeps the site title after it unless it already names the site (decision 0072: a product's or category's SEO
 * title is often its bare name, and a tab or a search result without the shop's name loses it).
 * `titleKey` is an i18n key; `title` a ready string.
 */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  opts: {
    title?: string;
    titleKey?: string;
    seo?: { title?: string | null; desc?: string | null; keywords?: string | null };
  },
): MetaDescriptor[] {
  const root = rootFromMatches(matches);
  const site = root?.site.title ?? '';
  const t = (k: string) => (root ? translate(root.messages, root.lang, k) : k);
  const title = opts.title ?? (opts.titleKey ? t(opts.titleKey) : undefined);
  const out: MetaDescriptor[] = [{ title: fullTitle(opts.seo?.title || title, site) }];
  const desc = opts.seo?.desc || (root ? t('common.seo.description') : undefined);
  if (desc) out.push({ name: 'description', content: desc });
  if (opts.seo?.keywords) out.push({ name: 'keywords', content: opts.seo.keywords });
  out.push({ property: 'og:title', content: opts.seo?.title || title || site });
  out.push({ property: 'og:site_name', content: site });
  return out;
}

/** "title | site", the title alone when it already names the site, the site alone without a title. */
export function fullTitle(title: string | null | undefined, site: string): string {
  const t = title?.trim();
  return !t ? site : t.toLowerCase().includes(site.toLowerCase()) ? t : `${t} | ${site}`;
}
