import type { AppLoadContext } from 'react-router';
import type {
  ArticleDetail,
  BlogList,
  BranchesData,
  CampaignCard,
  FaqItem,
  PageDetail,
  VacancyCard,
  VacancyDetail,
} from '~/domain/content';
import { BAKU_CITY_ID, pageParam } from '~/domain/content';
import { birthYears } from '~/domain/api/forms';
import type { Lang } from '~/domain/i18n';
import { CAREERS_PATH, CONTENT_PATHS, localePath, splitLang } from '~/domain/routes';

/** The content views of the routes table (decision 0036); `resolve.tsx` renders each as its own chunk. */
const CONTENT_VIEWS = [
  'Page',
  'Blog',
  'Article',
  'Faq',
  'Campaigns',
  'Branches',
  'Careers',
  'Vacancy',
  'Contacts',
] as const;
type ContentView = (typeof CONTENT_VIEWS)[number];
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
  | ({ kind: 'campaigns'; items: CampaignCard[]; couponHref: string } & Common)
  | ({ kind: 'branches'; branches: BranchesData } & Common)
  | ({ kind: 'careers'; page: PageDetail | null; items: VacancyCard[] } & Common)
  | ({ kind: 'vacancy'; vacancy: VacancyDetail; careersHref: string; years: number[] } & Common)
  | ({ kind: 'contacts'; page: PageDetail | null } & Common);

/** Loads a content view's data; null when there is nothing to show (the route answers 404). */
export async function loadContent(
  request: Request,
  context: AppLoadContext,
  view: ContentView,
  entityId: number | null,
  common: Common,
  /** a page or article not published too: only for a staff member's preview (decision 0086) */
  preview = false,
): Promise<ContentData | null> {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const { pages, blog, places, careers } = context.services;
  switch (view) {
    case 'Page': {
      if (!entityId) return null;
      const r = preview ? await pages.pagePreview(lang, entityId) : await pages.page(lang, entityId);
      return r.ok ? { kind: 'page', page: r.data, ...common } : null;
    }
    case 'Blog': {
      const r = await blog.list(lang, pageParam(url.searchParams.get('p')));
      return r.ok ? { kind: 'blog', list: r.data, ...common } : null;
    }
    case 'Article': {
      if (!entityId) return null;
      const r = preview ? await blog.articlePreview(lang, entityId) : await blog.article(lang, entityId);
      return r.ok ? { kind: 'article', article: r.data, blogHref: localePath(lang, '/blog'), ...common } : null;
    }
    case 'Faq': {
      const r = await pages.faq(lang);
      return r.ok ? { kind: 'faq', items: r.data.items, ...common } : null;
    }
    case 'Campaigns': {
      const r = await pages.campaigns(lang);
      return r.ok
        ? {
            kind: 'campaigns',
            items: r.data.items,
            couponHref: localePath(lang, CONTENT_PATHS.coupons[lang]),
            ...common,
          }
        : null;
    }
    case 'Branches': {
      const r = await places.branches(lang);
      if (!r.ok) return null;
      const list = r.data.branches;
      const { tilesUrl, attribution } = context.config.map;
      return {
        kind: 'branches',
        branches: {
          baku: list.filter((b) => b.city.id === BAKU_CITY_ID),
          regions: list.filter((b) => b.city.id !== BAKU_CITY_ID),
          map: { lat: 40.392, lng: 48.3989, tilesUrl, attribution },
        },
        ...common,
      };
    }
    case 'Careers': {
      const [page, list] = await Promise.all([pages.pageByKey(lang, 'careers'), careers.list(lang)]);
      return list.ok ? { kind: 'careers', page: page.ok ? page.data : null, items: list.data.items, ...common } : null;
    }
    case 'Vacancy': {
      if (!entityId) return null;
      const r = await careers.vacancy(lang, entityId);
      return r.ok
        ? {
            kind: 'vacancy',
            vacancy: r.data,
            careersHref: localePath(lang, CAREERS_PATH[lang]),
            years: birthYears(),
            ...common,
          }
        : null;
    }
    case 'Contacts': {
      const page = await pages.pageByKey(lang, 'contacts');
      return { kind: 'contacts', page: page.ok ? page.data : null, ...common };
    }
  }
}
