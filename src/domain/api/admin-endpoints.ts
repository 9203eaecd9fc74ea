import type * as z from 'zod/mini';
import * as alerts from './admin-alerts.ts';
import * as auth from './admin-auth.ts';
import * as bulk from './admin-bulk.ts';
import * as catalog from './admin-catalog.ts';
import * as content from './admin-content.ts';
import * as customers from './admin-customers.ts';
import * as resources from './admin-resources.ts';
import * as sales from './admin-sales.ts';
import type { ApiDownload, ApiEndpoint, ApiUpload, PathKeys } from './endpoint.ts';

/**
 * Every JSON operation the back office's pages call, by name (the shop's are `endpoints.ts`): the admin client
 * (`web/admin/lib/admin-api.ts`) takes the method and path from here and types the input and the reply by the
 * entry's schemas. The admin pages are not held to the shop's JavaScript budget, so the areas are imported at once.
 */
export const ADMIN_ENDPOINTS = {
  'auth.login': auth.adminLogin,
  'auth.logout': auth.adminLogout,
  'auth.me': auth.adminMe,
  'auth.lang': auth.adminLang,
  'auth.keepAlive': auth.adminKeepAlive,
  'auth.forgot': auth.adminForgot,
  'auth.reset': auth.adminReset,
  'staff.reset': auth.adminStaffReset,
  'resource.list': resources.resourceList,
  'resource.meta': resources.resourceMeta,
  'resource.info': resources.resourceInfo,
  'resource.new': resources.resourceBlank,
  'resource.create': resources.resourceCreate,
  'resource.update': resources.resourceUpdate,
  'resource.remove': resources.resourceRemove,
  'resource.removePlan': resources.resourceRemovePlan,
  'resource.verify': resources.resourceVerify,
  'resource.reorder': resources.resourceReorder,
  'orders.status': sales.adminOrderStatus,
  'orders.cash': sales.adminOrderCash,
  'orders.note': sales.adminOrderNote,
  dashboard: sales.adminDashboard,
  'customers.block': customers.adminCustomerBlock,
  'customers.unblock': customers.adminCustomerUnblock,
  'products.importJob': catalog.adminImportJob,
  'products.bulk': bulk.adminProductsBulk,
  'reviews.bulk': bulk.adminReviewsBulk,
  'articles.imageRemove': content.adminArticleImageRemove,
  'alerts.mostWanted': alerts.adminMostWanted,
} as const satisfies Record<string, ApiEndpoint>;

/** The multipart uploads the pages send, by name. */
export const ADMIN_UPLOADS = {
  'media.upload': content.adminMediaUpload,
  'articles.imageUpload': content.adminArticleImageUpload,
  'products.import': catalog.adminProductsImport,
} as const satisfies Record<string, ApiUpload>;

/** The files the pages link to (a CSV, an applicant's CV), by name: GETs that answer a file, not the envelope. */
export const ADMIN_DOWNLOADS = {
  'products.export': catalog.adminProductsExport,
  'subscribers.export': content.adminSubscribersExport,
  'applications.file': content.adminApplicationFile,
  'orders.export': sales.adminOrdersExport,
} as const satisfies Record<string, ApiDownload>;

export type AdminName = keyof typeof ADMIN_ENDPOINTS;
export type AdminUploadName = keyof typeof ADMIN_UPLOADS;
export type AdminDownloadName = keyof typeof ADMIN_DOWNLOADS;
type EndpointOf<N extends AdminName> = (typeof ADMIN_ENDPOINTS)[N];

/** A path parameter's value: `{id}` a record id, any other a name (`{resource}`, `{jobId}`). */
type PathValues<P extends string> = { [K in PathKeys<P>]: K extends 'id' ? number : string };

/** What the caller passes: the request's fields (its `lang` optional as everywhere) and the path's parameters. */
export type AdminInput<N extends AdminName> = Omit<z.input<EndpointOf<N>['request']>, PathKeys<EndpointOf<N>['path']>> &
  PathValues<EndpointOf<N>['path']>;
/** `data` of a successful answer, typed by the reply schema. */
export type AdminData<N extends AdminName> = z.output<EndpointOf<N>['reply']>;
/** The path parameters of an upload (`{a}`, `{b}` of the article pictures). */
export type AdminUploadParams<N extends AdminUploadName> = PathValues<(typeof ADMIN_UPLOADS)[N]['path']>;
/** `data` of a successful upload. */
export type AdminUploadData<N extends AdminUploadName> = z.output<(typeof ADMIN_UPLOADS)[N]['reply']>;
