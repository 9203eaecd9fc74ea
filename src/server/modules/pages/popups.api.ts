import type { FastifyInstance } from 'fastify';
import { popupsList } from '../../../domain/api/popups.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { PagesService } from './pages.service.ts';

/** GET /api/popups — the advertising popups running now (decision 0039); the browser asks once per page load. */
export function registerPagesApi(
  api: FastifyInstance,
  deps: { i18n: I18n; pages: Pick<PagesService, 'popups'> },
): void {
  route(api, deps.i18n, popupsList, PUBLIC, ({ lang }) => deps.pages.popups(lang), {
    cacheControl: 'public, max-age=60',
  });
}
