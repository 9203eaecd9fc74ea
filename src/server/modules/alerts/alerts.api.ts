import type { FastifyInstance } from 'fastify';
import { cancelAlert, myAlerts, subscribeAlert, unsubscribeAlert } from '../../../domain/api/alerts.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CUSTOMER, PUBLIC, route } from '../../platform/route.ts';
import type { AlertsService } from './alerts.service.ts';

/** Stock and price alerts (decision 0092): subscribe, unsubscribe by the link, the cabinet's list and cancel. */
export function registerAlertsApi(
  api: FastifyInstance,
  deps: { i18n: I18n; alerts: Pick<AlertsService, 'subscribe' | 'unsubscribe' | 'mine' | 'cancel'> },
): void {
  const { i18n, alerts } = deps;
  route(api, i18n, subscribeAlert, PUBLIC, ({ input, viewer, req }) => alerts.subscribe(input, viewer, req.ip ?? null));
  route(api, i18n, unsubscribeAlert, PUBLIC, ({ input, lang }) => alerts.unsubscribe(input.token, lang));
  route(api, i18n, myAlerts, CUSTOMER, ({ viewer, lang }) => alerts.mine(viewer, lang));
  route(api, i18n, cancelAlert, CUSTOMER, ({ viewer, params, lang }) => alerts.cancel(viewer, params.id, lang));
}
