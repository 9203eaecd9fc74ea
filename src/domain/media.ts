/**
 * Image URLs by kind and size (CONST-14). Sources are keys relative to the kind's originals,
 * e.g. `smartphone-black-1.png`; the server resizes on first request and caches the result.
 */
export const PRODUCT_SIZES = [50, 300, 500, 1000] as const;
type ProductSize = (typeof PRODUCT_SIZES)[number];

export const productImage = (source: string, size: ProductSize) => `/i/p/${size}/${source}`;
export const badgeImage = (source: string) => `/i/bdg/icon/${source}`;
export const brandImage = (source: string) => `/i/b/icon/${source}`;
export const bannerImage = (source: string, size: 500 | 1000) => `/i/h/main/${size}/${source}`;
export const categoryImage = (source: string) => `/i/h/category/100/${source}`;
export const popupImage = (source: string) => `/i/pop/500/${source}`;
export const COVER_SIZES = [400, 800, 1200] as const;
/** blog articles' and content pages' covers (16:9) */
export const coverImage = (source: string, size: (typeof COVER_SIZES)[number]) => `/i/blog/${size}/${source}`;
