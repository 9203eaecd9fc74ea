/**
 * The catalogue module's entry: wires its focused services over one repository (taken from the shared unit of work:
 * the catalogue's reads never run inside another module's transaction), one in-process index and one card reader,
 * and keeps the calls the pages and the API make in one place.
 *
 *   listing.service.ts       listings, filters and counts (listing-selection.ts, listing-facets.ts), headers
 *   product-page.service.ts  the product page (product-neighbours.ts: recommended and related)
 *   home.service.ts          home blocks and the brands page
 *   quick-search.service.ts  the header's search box
 *   catalog-cards.ts         product cards for all of them (card-badges.ts: which badges show)
 *   editor-blocks.ts         rich content of products and campaigns
 */
import type {
  BrandView,
  FilterDef,
  HomeData,
  ListingHeader,
  ListingQuery,
  ListingResult,
  ProductCard,
  ProductDetail,
  QuickSearchItem,
  SuggestedBrand,
  SuggestedCategory,
  SelectedFilter,
} from '../../../domain/catalog.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { ShopPayments } from '../../../domain/product-payment.ts';
import type { Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CatalogIndex } from './catalog.index.ts';
import type { CategoryNode } from './catalog-nodes.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { CatalogRepo } from './catalog.repo.ts';
import type { Snapshot } from './catalog-snapshot.ts';
import type { ListingEntity } from './catalog-text.ts';
import { CardReader, type CardReaderOptions } from './catalog-cards.ts';
import { HomeService } from './home.service.ts';
import { ListingService, type ListingServiceOptions } from './listing.service.ts';
import { ProductPageService } from './product-page.service.ts';
import { BranchStockService } from './branch-stock.service.ts';
import { QuickSearchService } from './quick-search.service.ts';

interface CatalogDeps {
  connection: TransactionalConnection;
  index: CatalogIndex;
  i18n: I18n;
}

type CatalogServiceOptions = CardReaderOptions &
  ListingServiceOptions & {
    /** the shop's payment types and installment cards (configuration), for the product page's `paymentTypes` */
    payments?: ShopPayments;
  };

/** Catalogue reads: listings with facets, search, product page, home lists. */
export class CatalogService {
  readonly index: CatalogIndex;
  readonly listing: ListingService;
  readonly productPage: ProductPageService;
  /** stock per branch: the product page's availability, checkout's pickup choice (decision 0090) */
  readonly branchStock: BranchStockService;
  readonly homePage: HomeService;
  readonly quick: QuickSearchService;
  private readonly cardReader: CardReader;

  constructor({ connection, index, i18n }: CatalogDeps, opts: CatalogServiceOptions = {}) {
    this.index = index;
    const repo = connection.shared.repo(CatalogRepo);
    this.cardReader = new CardReader(repo, i18n, opts);
    this.listing = new ListingService(index, repo, this.cardReader, i18n, opts);
    this.branchStock = new BranchStockService(connection);
    this.productPage = new ProductPageService(index, repo, this.cardReader, i18n, opts.payments, opts.facts, (l, id) =>
      this.branchStock.availability(l, id),
    );
    this.homePage = new HomeService(index, repo, this.cardReader, i18n);
    this.quick = new QuickSearchService(index, repo);
  }

  list(q: ListingQuery): Promise<ListingResult> {
    return this.listing.list(q);
  }

  filters(q: ListingQuery): Promise<{ filters: FilterDef[]; selected: SelectedFilter[]; total: number }> {
    return this.listing.filters(q);
  }

  /** The header of a category, brand or campaign listing; null when there is no such (active) entity. */
  async listingHeader(lang: Lang, view: ListingEntity, id: number): Promise<ListingHeader | null> {
    return orNull(await this.listing.header(lang, view, id));
  }

  /**
   * The product page's data; null for an unknown or inactive product (`productPage.find` gives the failure).
   * `viewerId`: the signed-in customer asking (their own cart is not counted in `inOthersCart`).
   */
  async product(lang: Lang, id: number, viewerId: number | null = null): Promise<ProductDetail | null> {
    return orNull(await this.productPage.find(lang, id, viewerId));
  }

  /** An inactive product's page too, for a staff member's preview (decision 0086); never for a visitor. */
  async productPreview(lang: Lang, id: number): Promise<ProductDetail | null> {
    return orNull(await this.productPage.find(lang, id, null, true));
  }

  quickSearch(lang: Lang, text: string): Promise<QuickSearchItem[]> {
    return this.quick.search(lang, text);
  }

  /** The header search's category and brand suggestions (CAT-15). */
  quickSuggest(lang: Lang, text: string): Promise<{ categories: SuggestedCategory[]; brands: SuggestedBrand[] }> {
    return this.quick.suggest(lang, text);
  }

  home(lang: Lang): Promise<HomeData> {
    return this.homePage.home(lang);
  }

  brands(lang: Lang): Promise<BrandView[]> {
    return this.homePage.brands(lang);
  }

  /** Full cards for product ids, in the given order; unknown or inactive ids are dropped. */
  /** The category tree as the index holds it (parents, small-appliance flags): pricing reads it from here, not per request. */
  async categoryTree(): Promise<ReadonlyMap<number, CategoryNode>> {
    return (await this.index.get()).categories;
  }

  async cards(lang: Lang, ids: number[], snapshot?: Snapshot): Promise<ProductCard[]> {
    return this.cardReader.cards(lang, ids, snapshot ?? (await this.index.get()));
  }
}

const orNull = <T>(r: Result<T>): T | null => (r.ok ? r.data : null);
