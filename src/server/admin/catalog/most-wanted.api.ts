import type { FastifyInstance } from 'fastify';
import { adminMostWanted } from '../../../domain/api/admin-alerts.ts';
import { ok } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { route } from '../../platform/route.ts';
import type { AlertsService } from '../../modules/alerts/alerts.service.ts';
import { staffGate } from '../admin-route.ts';

/** "Most wanted": sold-out products by their active stock alerts (decision 0092), for who may read products. */
export function registerMostWantedApi(
  a: FastifyInstance,
  deps: { i18n: I18n; alerts: Pick<AlertsService, 'mostWanted'> },
): void {
  route(a, deps.i18n, adminMostWanted, staffGate('products.read'), async ({ lang }) =>
    ok({ items: await deps.alerts.mostWanted(lang) }),
  );
}
