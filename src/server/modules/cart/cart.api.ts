import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cartPromo, cartSummary } from '../../../domain/api/cart.ts';
import { setCookieValue } from '../../platform/cookies.ts';
import type { Result } from '../../platform/errors.ts';
import { secureCookies } from '../auth/session-cookies.ts';
import type { CartReply } from '../../../domain/api/cart.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import { cartHolder, promoCookieName } from './cart-holder.ts';
import type { CartService } from './cart.service.ts';

const PROMO_COOKIE_DAYS = 60;

/**
 * Makes a guest's cookie say what the server keeps after a pricing (decision 0076): the kept code, or nothing. Not
 * HttpOnly: the browser drops it with the cart once an order empties the cart.
 */
function followKeptCode(
  req: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
  mode: CookieMode,
  had: string | null,
  r: Result<CartReply>,
): Result<CartReply> {
  if (!r.ok || r.data.promoCode === had) return r;
  const code = r.data.promoCode;
  reply.header(
    'set-cookie',
    setCookieValue(promoCookieName(prefix), code ?? '', {
      maxAge: code ? PROMO_COOKIE_DAYS * 86_400 : 0,
      sameSite: 'Lax',
      httpOnly: false,
      secure: secureCookies(req, mode),
    }),
  );
  return r;
}

type CookieMode = 'auto' | 'always' | 'never';

/**
 * POST /api/cart/summary — price a cart (CART-20…CART-21); POST /api/cart/promo — apply a promo code to the cart and
 * keep it with the cart (CART-25, decision 0076). docs/api.md.
 */
export function registerCartApi(
  api: FastifyInstance,
  deps: {
    i18n: I18n;
    cart: Pick<CartService, 'summary' | 'priced' | 'applyPromo'>;
    cookies: { prefix: string; mode: CookieMode };
  },
): void {
  const { prefix, mode } = deps.cookies;
  route(api, deps.i18n, cartSummary, PUBLIC, async ({ input, lang, viewer, req, reply }) => {
    // a signed-in customer is priced as themselves (loyalty, new-customer rule) unless the form names another mobile
    const mobile = input.mobile ?? viewer?.mobile ?? null;
    if (input.promoCode !== undefined)
      return deps.cart.summary({ ...input, mobile, lang, customerId: viewer?.userId ?? null });
    // no code of its own: the code kept with the cart, checked again (a guest's cookie follows what is kept)
    const holder = cartHolder(viewer, req.headers.cookie, prefix);
    const r = await deps.cart.priced({ ...input, mobile, lang, holder });
    return holder.customerId === null ? followKeptCode(req, reply, prefix, mode, holder.guestCode, r) : r;
  });
  route(api, deps.i18n, cartPromo, PUBLIC, async ({ input, lang, viewer, req, reply }) => {
    const holder = cartHolder(viewer, req.headers.cookie, prefix);
    const r = await deps.cart.applyPromo({ cart: input.cart, lang, holder, code: input.promoCode });
    return holder.customerId === null ? followKeptCode(req, reply, prefix, mode, holder.guestCode, r) : r;
  });
}
