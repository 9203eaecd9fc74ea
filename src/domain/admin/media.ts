/**
 * Where an image uploaded in the back office lives and how the shop shows it (decision 0042). The form names the
 * kind of record (`product`, `banner`…); the media store keeps originals per folder (`p`, `main`…) and serves
 * resized variants under `/i/…` (server/modules/media/README.md). One table for the upload route and the pages.
 */
export const MEDIA_AREAS = {
  product: { folder: 'p', preview: '/i/p/300/' },
  category: { folder: 'category', preview: '/i/h/category/100/' },
  brand: { folder: 'b', preview: '/i/b/icon/' },
  badge: { folder: 'bdg', preview: '/i/bdg/icon/' },
  banner: { folder: 'main', preview: '/i/h/main/500/' },
  popup: { folder: 'pop', preview: '/i/pop/500/' },
  blog: { folder: 'blog', preview: '/i/blog/400/' },
  page: { folder: 'blog', preview: '/i/blog/400/' },
} as const;

export type MediaArea = keyof typeof MEDIA_AREAS;

export const isMediaArea = (v: unknown): v is MediaArea => typeof v === 'string' && Object.hasOwn(MEDIA_AREAS, v);

/** A shown picture of a key: `/i/p/300/<key>`. A value that is already a path (`/i/…`) is kept as it is. */
export function mediaPreviewUrl(area: MediaArea, keyOrUrl: string): string {
  return keyOrUrl.startsWith('/') ? keyOrUrl : `${MEDIA_AREAS[area].preview}${keyOrUrl}`;
}

/** Limits of an upload: checked by the content, not by the name or the browser's type. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_SIDE = 8000;
