import { lazy, useMemo } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/resolve';
import { specAlias, splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { loadListing } from '~/web/features/catalog/listing.server';
import { unpackListing, packListing, type PackedListing } from '~/web/features/catalog/packed-listing';
import type { ListingView } from '~/web/features/catalog/listing-views';
import { VIEW_TITLE_KEYS } from '~/web/features/catalog/listing-views';
import { loadProduct } from '~/web/features/product/product.server';
import { isContentView, loadContent, type ContentData } from '~/web/features/content/content.server';
import { blocksText } from '~/domain/content';
import { coverImage } from '~/domain/media';
import { PREVIEW_HEADERS, mayPreview, previewAdminHref } from '~/domain/preview';
import { PreviewBanner } from '~/web/components/preview-banner';

const LISTING_VIEWS: Record<string, ListingView> = {
  Category: 'Category',
  Brand: 'Brand',
  Campaign: 'Campaign',
  OrangeStars: 'OrangeStars',
  '8March': '8March',
  Search: 'Search',
  NewIn: 'NewIn',
  Sale: 'Sale',
  BestSellers: 'BestSellers',
};

/**
 * Product and listing pages share this route (any path may resolve to either), so each view's code is its own
 * chunk: a page loads the one it shows, not both (decision 0018). In the browser the server-rendered view's chunk
 * is requested as soon as this module runs, not when hydration reaches it.
 */
const loadProductPage = () => import('~/web/features/product/product-page');
const loadListingPage = () => import('~/web/features/catalog/listing-page');
const ProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));
const ListingPage = lazy(() => loadListingPage().then((m) => ({ default: m.ListingPage })));
// the content views (CNT-1…CNT-10, decision 0036), one chunk each
const CONTENT_CHUNKS = {
  page: () => import('~/web/features/content/page-view').then((m) => ({ default: m.PageView })),
  blog: () => import('~/web/features/content/blog-page').then((m) => ({ default: m.BlogPage })),
  article: () => import('~/web/features/content/article-page').then((m) => ({ default: m.ArticlePage })),
  faq: () => import('~/web/features/content/faq-page').then((m) => ({ default: m.FaqPage })),
  campaigns: () => import('~/web/features/content/campaigns-page').then((m) => ({ default: m.CampaignsPage })),
  branches: () => import('~/web/features/content/branches-page').then((m) => ({ default: m.BranchesPage })),
  careers: () => import('~/web/features/content/careers-page').then((m) => ({ default: m.CareersPage })),
  vacancy: () => import('~/web/features/content/vacancy-page').then((m) => ({ default: m.VacancyPage })),
  contacts: () => import('~/web/features/content/contacts-page').then((m) => ({ default: m.ContactsPage })),
} as const;
// a wrong address is rare: the NotFound view is its own small chunk too
const loadNotFound = () => import('~/web/components/not-found-view').then((m) => ({ default: m.NotFoundView }));
const NotFoundView = lazy(loadNotFound);
const PageView = lazy(CONTENT_CHUNKS.page);
const BlogPage = lazy(CONTENT_CHUNKS.blog);
const ArticlePage = lazy(CONTENT_CHUNKS.article);
const FaqPage = lazy(CONTENT_CHUNKS.faq);
const CampaignsPage = lazy(CONTENT_CHUNKS.campaigns);
const BranchesPage = lazy(CONTENT_CHUNKS.branches);
const CareersPage = lazy(CONTENT_CHUNKS.careers);
const VacancyPage = lazy(CONTENT_CHUNKS.vacancy);
const ContactsPage = lazy(CONTENT_CHUNKS.contacts);
if (typeof document !== 'undefined') {
  const content = document.querySelector('main[data-content]')?.getAttribute('data-content');
  if (document.querySelector('main[data-product-id]')) void loadProductPage();
  else if (document.querySelector('main[data-view]')) void loadListingPage();
  else if (content && content in CONTENT_CHUNKS) void CONTENT_CHUNKS[content as keyof typeof CONTENT_CHUNKS]();
  else if (document.querySelector('main[data-testid="not-found"]')) void loadNotFound();
}

const notFound = () => data({ kind: 'notFound' as const, alternates: undefined, seo: undefined }, { status: 404 });

/**
 * Any path that is no local route: the server resolves it to a named view from the routes table
 * (Product, Category, Brand, Campaign, OrangeStars, 8March, …). Unknown paths render NotFound with HTTP 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang, path } = splitLang(url.pathname);
  const alias = specAlias(lang, path);
  if (alias) throw redirect(alias + url.search, 301);
  const resolved = await context.services.routing.resolve(lang, path);
  if (resolved.kind === 'redirect') throw redirect(resolved.to + url.search, 301);
  if (resolved.kind === 'notFound') return notFound();
  if (resolved.view === 'Product' && resolved.entityId) {
    const product = await loadProduct(context, lang, resolved.entityId, resolved.seo);
    if (product) return product;
    // an inactive product: its page for a staff member who may read products (decision 0086), else the 404
    const staff = await context.previewStaff?.();
    if (!staff || !mayPreview(staff, 'Product')) return notFound();
    const draft = await loadProduct(context, lang, resolved.entityId, resolved.seo, true);
    if (!draft) return notFound();
    return data(
      { ...draft, preview: { adminHref: previewAdminHref('Product', resolved.entityId) } },
      { headers: PREVIEW_HEADERS },
    );
  }
  if (isContentView(resolved.view)) {
    const common = { alternates: resolved.alternates, seo: resolved.seo };
    const content = await loadContent(request, context, resolved.view, resolved.entityId, common);
    if (content) return content;
    // an unpublished page or article: for a staff member who may read its area (decision 0086), else the 404
    const view = resolved.view;
    if ((view !== 'Page' && view !== 'Article') || !resolved.entityId) return notFound();
    const staff = await context.previewStaff?.();
    if (!staff || !mayPreview(staff, view)) return notFound();
    const draft = await loadContent(request, context, view, resolved.entityId, common, true);
    if (!draft) return notFound();
    return data(
      { ...draft, preview: { adminHref: previewAdminHref(view, resolved.entityId) } },
      { headers: PREVIEW_HEADERS },
    );
  }
  const listingView = LISTING_VIEWS[resolved.view];
  if (listingView) {
    const listing = await loadListing(request, context, listingView, {
      entityId: resolved.entityId,
      alternates: resolved.alternates,
      seo: resolved.seo,
    });
    return listing ? packListing(listing) : notFound();
  }
  return notFound();
}

/** The layout's headers, plus a preview page's private, noindex ones (decision 0086); other pages add none. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  loaderHeaders.forEach((value, key) => out.set(key, value));
  return out;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.kind === 'notFound') return pageMeta(matches, { titleKey: 'common.notFound.title' });
  if (loaderData.kind === 'product') {
    const p = loaderData.product;
    const out = pageMeta(matches, { title: p.title, seo: loaderData.seo });
    const img = p.images[0]?.source ?? p.image;
    if (img) out.push({ property: 'og:image', content: `/i/p/1000/${img}` });
    out.push({ property: 'og:type', content: 'product' });
    if ('preview' in loaderData) out.push({ name: 'robots', content: 'noindex, nofollow' });
    return out;
  }
  if (loaderData.kind !== 'listing') {
    const out = contentMeta(matches, loaderData);
    if ('preview' in loaderData) out.push({ name: 'robots', content: 'noindex, nofollow' });
    return out;
  }
  return loaderData.title
    ? pageMeta(matches, { title: loaderData.title, seo: loaderData.seo })
    : pageMeta(matches, { titleKey: VIEW_TITLE_KEYS[loaderData.view], seo: loaderData.seo });
}

function contentMeta(matches: Route.MetaArgs['matches'], d: ContentData) {
  switch (d.kind) {
    case 'page':
      return pageMeta(matches, {
        title: d.page.title,
        seo: { ...d.seo, desc: d.seo.desc || blocksText(d.page.blocks) || null },
      });
    case 'blog':
      return pageMeta(matches, { titleKey: 'content.blog.title', seo: d.seo });
    case 'article': {
      const a = d.article;
      const out = pageMeta(matches, {
        title: a.title,
        seo: { ...d.seo, desc: d.seo.desc || blocksText(a.blocks) || null },
      });
      out.push({ property: 'og:type', content: 'article' });
      if (a.image) out.push({ property: 'og:image', content: coverImage(a.image, 1200) });
      out.push({ property: 'article:published_time', content: a.publishedAt });
      return out;
    }
    case 'faq':
      return pageMeta(matches, { titleKey: 'content.faq.title', seo: d.seo });
    case 'campaigns':
      return pageMeta(matches, { titleKey: 'content.campaigns.title', seo: d.seo });
    case 'branches':
      return pageMeta(matches, { titleKey: 'content.branches.title', seo: d.seo });
    case 'careers':
      return d.page
        ? pageMeta(matches, { title: d.page.title, seo: d.seo })
        : pageMeta(matches, { titleKey: 'content.careers.title', seo: d.seo });
    case 'vacancy':
      return pageMeta(matches, {
        title: d.vacancy.title,
        seo: { ...d.seo, desc: d.seo.desc || blocksText(d.vacancy.description) || null },
      });
    case 'contacts':
      return d.page
        ? pageMeta(matches, { title: d.page.title, seo: d.seo })
        : pageMeta(matches, { titleKey: 'content.contacts.title', seo: d.seo });
  }
}

function Listing({ packed }: { packed: PackedListing }) {
  const listing = useMemo(() => unpackListing(packed), [packed]);
  return <ListingPage data={listing} />;
}

export default function Resolve({ loaderData }: Route.ComponentProps) {
  // an unpublished record a staff member previews (decision 0086): its page under the preview banner
  if ('preview' in loaderData && loaderData.preview)
    return (
      <>
        <PreviewBanner preview={loaderData.preview} />
        <ResolvedView loaderData={loaderData} />
      </>
    );
  return <ResolvedView loaderData={loaderData} />;
}

function ResolvedView({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  switch (loaderData.kind) {
    case 'product':
      return <ProductPage key={loaderData.product.id} data={loaderData} />;
    case 'listing':
      return <Listing packed={loaderData} />;
    case 'page':
      return <PageView key={loaderData.page.id} data={loaderData} />;
    case 'blog':
      return <BlogPage data={loaderData} />;
    case 'article':
      return <ArticlePage key={loaderData.article.id} data={loaderData} />;
    case 'faq':
      return <FaqPage data={loaderData} />;
    case 'campaigns':
      return <CampaignsPage data={loaderData} />;
    case 'branches':
      return <BranchesPage data={loaderData} />;
    case 'careers':
      return <CareersPage data={loaderData} />;
    case 'vacancy':
      return <VacancyPage key={loaderData.vacancy.id} data={loaderData} />;
    case 'contacts':
      return <ContactsPage data={loaderData} />;
    default:
      return <NotFoundView />;
  }
}
