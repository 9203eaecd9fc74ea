import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelCurrentOrder, payCashInstead } from '../../../domain/api/orders.ts';
import { orderByToken, payAgainEndpoint } from '../../../domain/api/orders.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import { orderViewer } from './buyer-key.ts';
import type { OrdersService } from './orders.service.ts';

/**
 * GET /api/orders/current?token= — the order page's data, polled while a card payment awaits the bank;
 * POST /api/orders/pay-again — a new payment attempt for an order the bank has not answered (docs/api.md, decision 0057);
 * POST /api/orders/current/cancel and /current/pay-cash — the owner cancels, or pays cash at pickup instead while the
 * bank is slow (decision 0078); both answer the order page's data after the move.
 */
export function registerOrdersApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    orders: Pick<OrdersService, 'confirmation' | 'cancelByShopper' | 'payCashInstead'>;
    checkout: Pick<CheckoutService, 'payAgain'>;
    cookiePrefix: string;
    /** the shop's address for the bank's return links (PUBLIC_URL or an allowed Host) */
    origin: (req: FastifyRequest) => string;
  },
): void {
  const { i18n, orders, checkout } = deps;
  route(
    api,
    i18n,
    orderByToken,
    PUBLIC,
    ({ input, lang, req, viewer }) =>
      orders.confirmation(input.token, lang, orderViewer(req.headers.cookie, deps.cookiePrefix, viewer?.userId)),
    { cacheControl: 'no-store' },
  );
  for (const [endpoint, act] of [
    [cancelCurrentOrder, orders.cancelByShopper.bind(orders)],
    [payCashInstead, orders.payCashInstead.bind(orders)],
  ] as const)
    route(
      api,
      i18n,
      endpoint,
      PUBLIC,
      async ({ input, lang, req, viewer }) => {
        const who = orderViewer(req.headers.cookie, deps.cookiePrefix, viewer?.userId);
        const moved = await act({ token: input.token, viewer: who });
        return moved.ok ? orders.confirmation(input.token, lang, who) : moved;
      },
      { cacheControl: 'no-store' },
    );
  route(
    api,
    i18n,
    payAgainEndpoint,
    PUBLIC,
    ({ input, lang, req }) => {
      const key = req.headers['idempotency-key'];
      return checkout.payAgain(
        { token: input.token, lang },
        { idempotencyKey: typeof key === 'string' ? key : null, origin: deps.origin(req) },
      );
    },
    { cacheControl: 'no-store' },
  );
}
