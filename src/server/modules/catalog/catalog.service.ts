import type { Lang } from '../../../domain/i18n.ts';
import type { Database } from '../../db/kysely.ts';
import type { Config } from '../../config.ts';
import type { RoutingService } from '../routing/routing.service.ts';
import type { BrandView, HomeData, ListingHeader, ListingQuery, ListingResult, ProductDetail, QuickSearchItem } from './catalog.types.ts';

/** Catalogue reads: listings with facets, search, product detail, home lists. (Being implemented.) */
export class CatalogService {
  constructor(
    private readonly database: Database,
    private readonly routing: RoutingService,
    private readonly config: Config,
  ) {}

  list(_q: ListingQuery): Promise<ListingResult> {
    throw new Error('not implemented');
  }
  quickSearch(_lang: Lang, _text: string): Promise<QuickSearchItem[]> {
    throw new Error('not implemented');
  }
  product(_lang: Lang, _id: number): Promise<ProductDetail | null> {
    throw new Error('not implemented');
  }
  home(_lang: Lang): Promise<HomeData> {
    throw new Error('not implemented');
  }
  brands(_lang: Lang): Promise<BrandView[]> {
    throw new Error('not implemented');
  }
  listingHeader(_lang: Lang, _view: 'Category' | 'Brand' | 'Campaign', _id: number): Promise<ListingHeader | null> {
    throw new Error('not implemented');
  }
}
