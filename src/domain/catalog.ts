/**
 * The catalogue's contract between the services (server) and the pages (web).
 * Money is integer qəpik; images are source keys (see `src/domain/media.ts` for URLs);
 * every `href` is already localised (e.g. `/ru/smartfony`).
 */
import type { BranchAvailability } from './branch-stock.ts';
import type { Lang } from './i18n.ts';
import type { PaymentType } from './pricing/types.ts';

export type SortKey = 'new' | 'priceUp' | 'priceDown';

/** Which listing a page shows; the view decides the fixed scope. */
export interface ListingScope {
  categoryId?: number;
  brandId?: number;
  campaignId?: number;
  newIn?: boolean;
  /** products with an old price above the price */
  sale?: boolean;
  bestSeller?: boolean;
  orangeStar?: boolean;
  march8?: boolean;
}

export interface ListingQuery {
  lang: Lang;
  scope: ListingScope;
  /** trimmed search text; empty → no text condition */
  search?: string;
  /** absent → relevance when searching, else `new` */
  sort?: SortKey;
  page: number;
  perPage?: number;
  /** whole manat, inclusive */
  pricesMin?: number;
  pricesMax?: number;
  /**
   * Selected filter ids by URL key: `brand`, `category`, `campaign`, and `param_<parameterId>` for parameters.
   * Unknown keys and ids are ignored.
   */
  filters: Record<string, number[]>;
}

export interface Badge {
  name: string;
  image: string;
}

export interface ProductCard {
  id: number;
  title: string;
  href: string;
  image: string | null;
  imageWithPad: boolean;
  /** second image shown on hover */
  outfit: string | null;
  outfitWithPad: boolean;
  price: number;
  priceOld: number | null;
  /** whole percent, 0 when none */
  discount: number;
  /** buy N pay N-1 campaign: N */
  discountItemsCount: number | null;
  /** ISO end of a timed discount (countdown) */
  discountEndsAt: string | null;
  cashDiscount: number | null;
  /** qəpik off each unit once it is in the basket (spec `discountInBasket`, decision 0023); null when none */
  discountInBasket: number | null;
  /**
   * The same-category discount (spec `discountCategoryTitle`, decision 0023): `discountCategoryPercent` off this
   * product when the cart holds at least two paid units of its category, `discountCategoryTitle` (= `category.title`).
   * Both null when the product has none.
   */
  discountCategoryTitle: string | null;
  discountCategoryPercent: number | null;
  priceInStore: boolean;
  sold: boolean;
  bestSeller: boolean;
  newIn: boolean;
  orangeStar: boolean;
  specialDiscount: boolean;
  stock: number;
  badges: Badge[];
  /** images of gift products, rotated every 2 s on the card */
  giftImages: string[];
  rating: number;
  reviewsCount: number;
  /** variant group price range (when variants differ in price) */
  hasVariantPrice: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  minPriceOld: number | null;
  maxPriceOld: number | null;
  brand: { title: string; href: string } | null;
  category: { id: number; title: string; href: string };
}

export interface FilterItem {
  id: number;
  title: string;
  /** products this option would give with the other selected filters applied */
  count: number;
  selected: boolean;
  /** swatch colour for color filters */
  color?: string | null;
  children?: FilterItem[];
}

export interface PriceFilter {
  /** whole manat bounds of the current result set ignoring the price filter */
  min: number;
  max: number;
  intervals: { title: string; min: number; max: number }[];
  /** selected values (whole manat) */
  selectedMin: number | null;
  selectedMax: number | null;
}

export interface FilterDef {
  /** URL query key: `brand`, `category`, `param_<id>`, or `prices` for the price filter */
  key: string;
  title: string;
  type: 'checkbox' | 'price' | 'color';
  /** show a search box over the options */
  search: boolean;
  /** make the option list scroll */
  scrolled: boolean;
  items: FilterItem[];
  price?: PriceFilter;
}

export interface SelectedFilter {
  key: string;
  id: number;
  title: string;
}

export interface ListingResult {
  items: ProductCard[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
  sort: SortKey | 'relevance';
  filters: FilterDef[];
  selected: SelectedFilter[];
}

export interface Crumb {
  title: string;
  href: string;
}

/** Editor.js style blocks (CNT-11). */
export type EditorBlock =
  | { type: 'header'; data: { level: number; text: string } }
  | { type: 'paragraph'; data: { text: string } }
  | { type: 'list'; data: { style?: 'ordered' | 'unordered'; items: string[] } }
  | { type: 'image'; data: { file: { url: string }; caption?: string } }
  | { type: 'embed'; data: { embed: string } }
  | { type: 'delimiter'; data: Record<string, never> };

export interface VariantGroup {
  type: 'color' | 'other';
  title: string;
  products: {
    id: number;
    href: string;
    title: string;
    colorName: string | null;
    colorCode: string | null;
    value: string;
    current: boolean;
    sold: boolean;
  }[];
}

export interface ReviewView {
  id: number;
  fullName: string;
  rating: number;
  review: string;
  createdAt: string;
}

export interface ReviewScore {
  rating: number;
  count: number;
  counts: { grade: number; count: number }[];
}

export interface ProductDetail extends ProductCard {
  sku: string;
  desc: string;
  content: EditorBlock[];
  images: { source: string; withPad: boolean }[];
  videos: { videoId: string }[];
  parameters: { id: number; title: string; value: string }[];
  variants: VariantGroup[];
  gifts: { id: number; title: string; href: string; image: string | null }[];
  faq: { question: string; answer: string }[];
  /** every category of the product, root first, for breadcrumbs and installment rules */
  categoryPath: { id: number; title: string; href: string }[];
  smallAppliance: boolean;
  /**
   * How many other signed-in customers put this product in their cart within the last `IN_OTHERS_CART_DAYS` days
   * (spec `inOthersCart`, decision 0056): the viewer's own cart is not counted, guests' carts live in their cookies.
   */
  inOthersCart: number;
  /** the payment types this product can be bought with (spec `paymentType`; `product-payment.ts`) */
  paymentTypes: PaymentType[];
  /** its payment restriction in words, e.g. no installments for it alone (spec `paymentTypeMessage`); null when none */
  paymentTypeMessage: string | null;
  breadcrumbs: Crumb[];
  recommended: ProductCard[];
  related: ProductCard[];
  reviewScore: ReviewScore;
  reviews: ReviewView[];
  alternates: Partial<Record<Lang, string>>;
  seo: { title: string | null; desc: string | null; keywords: string | null };
  /** every active branch and whether it holds the product now (issue 32, decision 0090) */
  availability: BranchAvailability[];
}

export interface QuickSearchItem {
  id: number;
  title: string;
  href: string;
  image: string | null;
  price: number;
  priceInStore: boolean;
}

/** A category the header search suggests (CAT-15): its title in the page's language, its parent's, its product count. */
export interface SuggestedCategory {
  id: number;
  title: string;
  parent: string | null;
  href: string;
  count: number;
}

/** A brand the header search suggests (CAT-15); `logo` is the brand image's source key. */
export interface SuggestedBrand {
  id: number;
  title: string;
  href: string;
  logo: string | null;
  count: number;
}

export interface BrandView {
  id: number;
  title: string;
  href: string;
  image: string | null;
}

export interface HomeData {
  mainSlider: { image: string; title: string; href: string }[];
  doubleBanners: { image: string; title: string; href: string }[];
  videos: { videoId: string; title: string; desc: string; startTime: number }[];
  brands: BrandView[];
  /** each list is shown only when it has more than 10 products (the page decides) */
  newIn: ProductCard[];
  sale: ProductCard[];
  bestSellers: ProductCard[];
  categorySlider: { id: number; title: string; href: string; images: string[]; tags: Crumb[]; label: string | null }[];
}

/** Header info for a Category, Brand or Campaign listing page. */
export interface ListingHeader {
  title: string;
  breadcrumbs: Crumb[];
  /** campaign rich content */
  content?: EditorBlock[];
  image?: string | null;
  /** sub-categories to show as chips on a category page */
  children?: Crumb[];
}
