import type { FastifyInstance } from 'fastify';
import { cartSummary } from '../../../domain/api/cart.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { CartService } from './cart.service.ts';

/** POST /api/cart/summary — price a cart (CART-20…CART-21; docs/api.md). */
export function registerCartApi(api: FastifyInstance, deps: { i18n: I18n; cart: Pick<CartService, 'summary'> }): void {
  route(api, deps.i18n, cartSummary, PUBLIC, ({ input, lang, viewer }) =>
    // a signed-in customer is priced as themselves (loyalty, new-customer rule) unless the form names another mobile
    deps.cart.summary({
      ...input,
      mobile: input.mobile ?? viewer?.mobile ?? null,
      lang,
      customerId: viewer?.userId ?? null,
    }),
  );
}
