import type { FastifyInstance } from 'fastify';
import { orderTrack } from '../../../domain/api/orders.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { OrderTrackService } from './order-track.service.ts';

/** POST /api/orders/track — "Track your order": number and mobile, then the code → the order page's token (ORD-11). */
export function registerOrderTrackApi(
  api: FastifyInstance,
  deps: { i18n: I18n; orderTrack: Pick<OrderTrackService, 'track'> },
): void {
  route(
    api,
    deps.i18n,
    orderTrack,
    PUBLIC,
    ({ input, req, lang }) => deps.orderTrack.track(input, { clientIp: req.ip ?? null, lang }),
    { cacheControl: 'no-store' },
  );
}
