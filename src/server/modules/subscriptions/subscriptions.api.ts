import type { FastifyInstance } from 'fastify';
import { subscribe } from '../../../domain/api/subscriptions.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

/** POST /api/subscriptions/send — the footer newsletter form (CNT-9). */
export function registerSubscriptionsApi(
  api: FastifyInstance,
  deps: { i18n: I18n; subscriptions: Pick<SubscriptionsService, 'send'> },
): void {
  route(api, deps.i18n, subscribe, PUBLIC, ({ input, req }) => deps.subscriptions.send(input, req.ip ?? null));
}
