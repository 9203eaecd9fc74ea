import type { FastifyInstance } from 'fastify';
import { listDetails } from '../../../domain/api/cart.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { ListsService } from './lists.service.ts';

/** POST /api/lists/details — wish list or compare cards for the ids the browser holds (API-7). */
export function registerListsApi(
  api: FastifyInstance,
  deps: { i18n: I18n; lists: Pick<ListsService, 'details'> },
): void {
  route(api, deps.i18n, listDetails, PUBLIC, ({ input, lang }) => deps.lists.details({ ...input, lang }));
}
