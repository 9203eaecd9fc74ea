import type { Config } from './config.ts';
import type { Database } from './db/kysely.ts';
import type { I18n } from './platform/i18n.server.ts';
import { ContentRepo } from './modules/content/content.repo.ts';
import { ContentService } from './modules/content/content.service.ts';
import { RoutingRepo } from './modules/routing/routing.repo.ts';
import { RoutingService } from './modules/routing/routing.service.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { ReviewsService } from './modules/reviews/reviews.service.ts';

/** One instance of each domain service, shared by the API routes and the SSR loaders. */
export function createServices(database: Database, config: Config, i18n: I18n) {
  const routing = new RoutingService(new RoutingRepo(database.db));
  const content = new ContentService(new ContentRepo(database.db), routing);
  const catalog = new CatalogService(database, routing, config, { i18n });
  const reviews = new ReviewsService(database);
  return { database, config, i18n, routing, content, catalog, reviews };
}

export type Services = ReturnType<typeof createServices>;
