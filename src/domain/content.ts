import type { EditorBlock } from './catalog.ts';
import type { BranchItem } from './api/places.ts';

/**
 * Site content as the pages see it (CNT-2…CNT-5, CNT-10, decision 0036): generic pages, blog articles, FAQ, campaigns.
 * Pure types and rules; the server fills them (modules/pages, modules/blog), the web renders them.
 */

/**
 * A footer tag (CNT-12 "popular searches") whose link is just `/search` searches for the tag's own title in the
 * page's language ("Simsiz qulaqlıq" on az, "Беспроводные наушники" on ru); any other link is a path of the shop.
 */
export const TAG_SELF_SEARCH = '/search';

export function tagPath(url: string, title: string): string {
  return url === TAG_SELF_SEARCH ? `/search?search=${encodeURIComponent(title)}` : url;
}

/** Live parts a page's body may ask for at a place of its choosing: data from the shop, not text. */
export const WIDGETS = ['delivery-prices', 'coupon-tiers'] as const;
export type WidgetName = (typeof WIDGETS)[number];
export type WidgetBlock = { type: 'widget'; data: { name: WidgetName } };
export type ContentBlock = EditorBlock | WidgetBlock;

export const isWidgetName = (v: unknown): v is WidgetName =>
  typeof v === 'string' && (WIDGETS as readonly string[]).includes(v);

/** The delivery page's price table (from the places in the database) and its rules (from the configuration). */
export interface DeliveryPrices {
  /** orders of at least this much (qəpik) pay the place's own price in threshold cities */
  freeFrom: number;
  /** the flat price (qəpik) below `freeFrom` in threshold cities */
  underMin: number;
  cities: {
    id: number;
    title: string;
    /** home delivery offered (else pickup from a branch only) */
    delivery: boolean;
    /** the `freeFrom` rule applies here */
    threshold: boolean;
    districts: { id: number; title: string; places: { id: number; title: string; price: number; oneDay: boolean }[] }[];
  }[];
}

export interface PageDetail {
  kind: 'page';
  id: number;
  key: string;
  title: string;
  /** image key under /i/blog/ */
  cover: string | null;
  blocks: ContentBlock[];
  /** present when the blocks ask for it */
  deliveryPrices?: DeliveryPrices;
  updatedAt: string;
}

export interface ArticleCard {
  id: number;
  title: string;
  href: string;
  image: string | null;
  publishedAt: string;
  /** the opening words, for the card that leads a list page (absent on the others) */
  excerpt?: string;
}

export interface BlogList {
  items: ArticleCard[];
  page: number;
  pages: number;
  total: number;
}

export interface ArticleDetail {
  id: number;
  title: string;
  image: string | null;
  publishedAt: string;
  updatedAt: string;
  blocks: EditorBlock[];
  /** newer and older articles in the same language */
  more: ArticleCard[];
}

export interface FaqItem {
  id: number;
  question: string;
  /** inline HTML (sanitised when rendered) */
  answer: string;
}

export interface CampaignCard {
  id: number;
  title: string;
  href: string;
  /** banner key under /i/h/main/ */
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** Articles per page of the blog list: one leading card and three rows of three. */
export const BLOG_PAGE_SIZE = 10;

/** `?p=` of a list: a whole number from 1, anything else is page 1. */
export function pageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export type ShareNetwork = 'facebook' | 'messenger' | 'twitter' | 'whatsapp' | 'telegram';
const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'messenger', 'twitter', 'whatsapp', 'telegram'];

/**
 * Share links for a page (CNT-2, CNT-6: facebook, messenger, twitter, whatsapp, telegram). Messenger has no web
 * share address without an app id, so its link opens the app (phones); every value is URL-encoded.
 */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    messenger: `fb-messenger://share/?link=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
  };
  return SHARE_NETWORKS.map((network) => ({ network, href: hrefs[network] }));
}

/**
 * Plain text of editor blocks (for a meta description, JSON-LD or a blog card's excerpt): tags dropped, spaces
 * collapsed, cut at `max`. A heading or a list item ends with a full stop when it has no closing mark of its own, so
 * a heading does not run into the text after it; inline markup leaves no space before punctuation ("<b>RAM</b>:").
 */
export function blocksText(blocks: readonly ContentBlock[], max = 160): string {
  const parts: string[] = [];
  for (const b of blocks) {
    if (b.type === 'paragraph') parts.push(b.data.text);
    else if (b.type === 'header') parts.push(sentence(b.data.text));
    else if (b.type === 'list') parts.push(...b.data.items.map(sentence));
    if (parts.join(' ').length > max * 2) break;
  }
  const text = parts
    .join(' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?…])/g, '$1')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,.;:—–-]+$/, '')}…`;
}

/** A heading or list item as a sentence: a full stop added unless it already ends with a mark. */
function sentence(html: string): string {
  const plain = html.replace(/<[^>]*>/g, '').trim();
  return plain === '' || /[.!?:;…]$/.test(plain) ? html : `${html.trimEnd()}.`;
}

/** A branch on the branches page and the map (CNT-4): the places API's branch. */
export type BranchCard = BranchItem;

/** The branches page: the map's settings and the two lists of CNT-4 ("Baku city" is city id 1). */
export interface BranchesData {
  baku: BranchCard[];
  regions: BranchCard[];
  map: { lat: number; lng: number; tilesUrl: string; attribution: string };
}

/** The city of the "Baku city" list (CNT-4). */
export const BAKU_CITY_ID = 1;

/** A vacancy in the careers list (CNT-6). */
export interface VacancyCard {
  id: number;
  title: string;
  href: string;
  cities: string[];
  /** whole AZN; shown only when `minSalary` is present */
  minSalary: number | null;
  maxSalary: number | null;
  /** Y-m-d */
  startDate: string;
  endDate: string | null;
}

export interface VacancyDetail extends VacancyCard {
  minAge: number | null;
  maxAge: number | null;
  minExperience: number | null;
  maxExperience: number | null;
  description: ContentBlock[];
  requirements: ContentBlock[];
}

/** An advertising popup of a page (CNT-13): shown once per session per id. */
export interface PopupInfo {
  id: number;
  /** the page it belongs to, with the language prefix ("/", "/en/sale") */
  path: string;
  title: string;
  /** image key under /i/pop/ */
  image: string;
  /** where a click leads, or '' */
  link: string;
}

/** "1 200 – 1 800" with the range's ends, or "from 1 200" / "up to 1 800"; null without a minimum (CNT-6). */
export function salaryRange(min: number | null, max: number | null): { from: number; to: number | null } | null {
  if (min === null || min <= 0) return null;
  return { from: min, to: max !== null && max > min ? max : null };
}

/**
 * The blocks without a heading that only repeats the page's own title at their start (PDP-3: the product page's h1
 * already says it; staff often paste a description that opens with the product's name as a heading).
 */
export function withoutTitleHeading<B extends ContentBlock>(blocks: readonly B[], title: string): B[] {
  const first = blocks[0];
  const plain = (s: string) =>
    s
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLocaleLowerCase();
  return first?.type === 'header' && plain(first.data.text) === plain(title) ? blocks.slice(1) : [...blocks];
}
