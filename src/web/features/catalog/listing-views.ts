export type ListingView =
  | 'Products'
  | 'Search'
  | 'Sale'
  | 'NewIn'
  | 'BestSellers'
  | 'Category'
  | 'Brand'
  | 'Campaign'
  | 'OrangeStars'
  | '8March';

/** The i18n key of a listing's title when the entity gives none. */
export const VIEW_TITLE_KEYS: Record<ListingView, string> = {
  Products: 'catalog.views.products',
  Search: 'catalog.views.search',
  Sale: 'catalog.views.sale',
  NewIn: 'catalog.views.newIn',
  BestSellers: 'catalog.views.bestSellers',
  Category: 'catalog.views.products',
  Brand: 'catalog.views.brands',
  Campaign: 'catalog.views.campaigns',
  OrangeStars: 'catalog.views.orangeStars',
  '8March': 'catalog.views.march8',
};
