import type { AppLoadContext } from 'react-router';
import type { ArticleDetail, BlogList, CampaignCard, FaqItem, PageDetail } from '~/domain/content';
import { pageParam } from '~/domain/content';
import type { Lang } from '~/domain/i18n';
import { CONTENT_PATHS, localePath, splitLang } from '~/domain/routes';

/** The content views of the routes table (decision 0036); `resolve.tsx` renders each as its own chunk. */
export const CONTENT_VIEWS = ['Page', 'Blog', 'Article', 'Faq', 'Campaigns'] as const;
export type ContentView = (typeof CONTENT_VIEWS)[number];
export const isContentView = (v: string): v is ContentView => (CONTENT_VIEWS as readonly string[]).includes(v);

interface Common {
  alternates: Partial<Record<Lang, string>>;
  seo: { title: string | null; desc: string | null; keywords: string | null };
}

export type ContentData =
  | ({ kind: 'page'; page: PageDetail } & Common)
  | ({ kind: 'blog'; list: BlogList } & Common)
  | ({ kind: 'article'; article: ArticleDetail; blogHref: string } & Common)
  | ({ kind: 'faq'; items: FaqItem[] } & Common)
  | ({ kind: 'campaigns'; items: CampaignCard[]; couponHref: string } & Common);

/** Loads a content view's data; null when there is nothing to show (the route answers 404). */
export async function loadContent(
  request: Request,
  context: AppLoadContext,
  view: ContentView,
  entityId: number | null,
  common: Common,
): Promise<ContentData | null> {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const { pages, blog } = context.services;
  switch (view) {
    case 'Page': {
      if (!entityId) return null;
      const r = await pages.page(lang, entityId);
      return r.ok ? { kind: 'page', page: r.data, ...common } : null;
    }
    case 'Blog': {
      const r = await blog.list(lang, pageParam(url.searchParams.get('p')));
      return r.ok ? { kind: 'blog', list: r.data, ...common } : null;
    }
    case 'Article': {
      if (!entityId) return null;
      const r = await blog.article(lang, entityId);
      return r.ok ? { kind: 'article', article: r.data, blogHref: localePath(lang, '/blog'), ...common } : null;
    }
    case 'Faq': {
      const r = await pages.faq(lang);
      return r.ok ? { kind: 'faq', items: r.data.items, ...common } : null;
    }
    case 'Campaigns': {
      const r = await pages.campaigns(lang);
      return r.ok ? { kind: 'campaigns', items: r.data.items, couponHref: localePath(lang, CONTENT_PATHS.coupons[lang]), ...common } : null;
    }
  }
}
