import type { FastifyInstance } from 'fastify';
import { mergeRecentlyViewed, recentlyViewed, viewProduct } from '../../../domain/api/recently-viewed.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, route } from '../../platform/route.ts';
import type { RecentlyViewedService } from './recently-viewed.service.ts';

/** "Recently viewed" of the signed-in customer (PDP-14, decision 0081; docs/api.md): 401 to a guest first. */
export function registerRecentlyViewedApi(
  api: FastifyInstance,
  deps: { i18n: I18n; recentlyViewed: Pick<RecentlyViewedService, 'list' | 'view' | 'merge'> },
): void {
  const { i18n, recentlyViewed: service } = deps;
  const noStore = { cacheControl: 'no-store' };
  route(api, i18n, recentlyViewed, CUSTOMER, ({ viewer, lang }) => service.list(viewer.userId, lang), noStore);
  route(api, i18n, viewProduct, CUSTOMER, ({ viewer, lang, input }) =>
    service.view(viewer.userId, input.product_id, lang),
  );
  route(api, i18n, mergeRecentlyViewed, CUSTOMER, ({ viewer, lang, input }) =>
    service.merge(viewer.userId, input.items, lang),
  );
}
