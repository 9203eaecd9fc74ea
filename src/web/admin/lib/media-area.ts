import { isMediaArea, mediaPreviewUrl } from '~/domain/admin/media';

/** Which media area a resource's pictures belong to (the upload's `area`, and where its keys are shown from). */
const AREA_OF: Record<string, string> = {
  products: 'product',
  categories: 'category',
  brands: 'brand',
  badges: 'badge',
  banners: 'banner',
  popups: 'popup',
  articles: 'blog',
  pages: 'page',
  campaigns: 'banner',
};

export const areaOfResource = (resource: string): string => AREA_OF[resource] ?? 'product';

/** A picture's address for a stored key (or an address already): '' when neither. */
export const previewOf = (area: string, v: string) =>
  isMediaArea(area) ? mediaPreviewUrl(area, v) : v.startsWith('/') ? v : '';
