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
 * Page title "page title | site title" unless an SEO title exists (NAV-5), plus description and keywords.
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
  const out: MetaDescriptor[] = [{ title: opts.seo?.title || (title ? `${title} | ${site}` : site) }];
  const desc = opts.seo?.desc || (root ? t('common.seo.description') : undefined);
  if (desc) out.push({ name: 'description', content: desc });
  if (opts.seo?.keywords) out.push({ name: 'keywords', content: opts.seo.keywords });
  out.push({ property: 'og:title', content: opts.seo?.title || title || site });
  out.push({ property: 'og:site_name', content: site });
  return out;
}
