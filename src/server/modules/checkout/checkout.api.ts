import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkout as checkoutEndpoint } from '../../../domain/api/checkout.ts';
import { pickupBranches } from '../../../domain/api/pickup.ts';
import type { BranchStockService } from '../catalog/branch-stock.service.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import { secureCookies } from '../auth/session-cookies.ts';
import { buyerCookie, newBuyerKey, readBuyerKey } from '../orders/buyer-key.ts';
import type { CheckoutService } from './checkout.service.ts';

/**
 * POST /api/checkout — the buy-now popup and the checkout page (CHK-6…CHK-11; docs/api.md). The body is
 * the checkout payload; the `Idempotency-Key` header makes a repeated submit answer the same order. A browser without
 * the order cookie (`<prefix>buyer`, decision 0057) gets one with the order it places: the order page shows the
 * shopper's own details, and "Repeat checkout" fills them in, only for that browser (or the signed-in customer).
 */
export function registerCheckoutApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    checkout: Pick<CheckoutService, 'submit'>;
    /** checkout's pickup choice: which branch holds which lines (decision 0090) */
    branchStock: Pick<BranchStockService, 'pickupBranches'>;
    cookies: { prefix: string; mode: 'auto' | 'always' | 'never' };
    /** the shop's address for the bank's return links (PUBLIC_URL or an allowed Host) */
    origin: (req: FastifyRequest) => string;
  },
): void {
  const { prefix, mode } = deps.cookies;
  // POST /api/checkout/pickup-branches — the active branches, each with the cart's lines it does not hold now
  route(api, deps.i18n, pickupBranches, PUBLIC, ({ input, lang }) =>
    deps.branchStock.pickupBranches({ ...input, lang }),
  );
  route(api, deps.i18n, checkoutEndpoint, PUBLIC, async ({ input, lang, req, reply, viewer }) => {
    const key = req.headers['idempotency-key'];
    const known = readBuyerKey(req.headers.cookie, prefix);
    const buyerKey = known ?? newBuyerKey();
    const result = await deps.checkout.submit(
      { ...input, lang },
      {
        idempotencyKey: typeof key === 'string' ? key : null,
        clientIp: req.ip ?? null,
        origin: deps.origin(req),
        customer: viewer ? { userId: viewer.userId, mobile: viewer.mobile } : null,
        buyerKey,
      },
    );
    if (!known && result.ok && result.data.next !== 'otp' && result.data.next !== 'cancel')
      reply.header('set-cookie', buyerCookie(prefix, buyerKey, secureCookies(req, mode)));
    return result;
  });
}
