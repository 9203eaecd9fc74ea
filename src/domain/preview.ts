/**
 * Drafts and preview (decision 0086): a staff member who may read an area opens an unpublished record of it on the
 * shop; everyone else gets the shop's 404. The preview page is the staff member's own: never kept by a cache, never
 * indexed.
 */
import { hasPermission, type Grants } from './permissions.ts';

/** The back-office area (and list address) of each previewable shop view. */
export const PREVIEW_AREAS = { Product: 'products', Article: 'articles', Page: 'pages' } as const;
export type PreviewView = keyof typeof PREVIEW_AREAS;

/** The headers of a preview page: private to the staff member, and kept out of search engines. */
export const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/** May this staff member preview an unpublished record of `view`? The area's read permission. */
export const mayPreview = (g: Grants, view: PreviewView): boolean => hasPermission(g, `${PREVIEW_AREAS[view]}.read`);

/** The record's page in the back office, for the preview banner's link back. */
export const previewAdminHref = (view: PreviewView, id: number): string =>
  `/admin/${PREVIEW_AREAS[view]}?do=view&id=${id}`;

/** What a preview page carries besides its data. */
export interface PreviewInfo {
  adminHref: string;
}
