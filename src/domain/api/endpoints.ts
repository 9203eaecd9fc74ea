import type * as z from 'zod/mini';
import type { ApiEndpoint } from './endpoint.ts';

/**
 * The modules that define the operations, each loaded on its own: the browser's client (`web/lib/api-client.ts`) loads
 * zod and the schemas of one area with its first call of that area, not every operation's schemas at once —
 * building them all was a 20–30 ms task on a phone (docs/perf-shop.md).
 */
const AREAS = {
  account: () => import('./account.ts'),
  auth: () => import('./auth.ts'),
  cart: () => import('./cart.ts'),
  checkout: () => import('./checkout.ts'),
  forms: () => import('./forms.ts'),
  orders: () => import('./orders.ts'),
  pickup: () => import('./pickup.ts'),
  places: () => import('./places.ts'),
  popups: () => import('./popups.ts'),
  products: () => import('./products.ts'),
  recentlyViewed: () => import('./recently-viewed.ts'),
  reviews: () => import('./reviews.ts'),
  subscriptions: () => import('./subscriptions.ts'),
};
type Areas = { [A in keyof typeof AREAS]: Awaited<ReturnType<(typeof AREAS)[A]>> };
type Where = { [A in keyof Areas]: readonly [A, keyof Areas[A]] }[keyof Areas];

/** Every operation the browser calls, by name: the area module that defines it and its export there. */
export const API_ENDPOINTS = {
  'products.search': ['products', 'quickSearch'],
  'reviews.submit': ['reviews', 'submitReview'],
  'subscriptions.send': ['subscriptions', 'subscribe'],
  'cart.summary': ['cart', 'cartSummary'],
  'cart.promo': ['cart', 'cartPromo'],
  'lists.details': ['cart', 'listDetails'],
  'places.cities': ['places', 'placeCities'],
  'places.districts': ['places', 'placeDistricts'],
  'places.places': ['places', 'placePlaces'],
  'places.branches': ['places', 'placeBranches'],
  'checkout.submit': ['checkout', 'checkout'],
  'checkout.otpResend': ['checkout', 'otpResend'],
  'checkout.pickupBranches': ['pickup', 'pickupBranches'],
  'orders.current': ['orders', 'orderByToken'],
  'orders.payAgain': ['orders', 'payAgainEndpoint'],
  'orders.track': ['orders', 'orderTrack'],
  'orders.cancelCurrent': ['orders', 'cancelCurrentOrder'],
  'orders.payCash': ['orders', 'payCashInstead'],
  'orders.cancel': ['orders', 'cancelMyOrder'],
  'orders.again': ['orders', 'orderAgain'],
  'auth.me': ['auth', 'authMe'],
  'auth.login': ['auth', 'authLogin'],
  'auth.logout': ['auth', 'authLogout'],
  'auth.signup': ['auth', 'authSignup'],
  'auth.remind': ['auth', 'authRemind'],
  'auth.newPassword': ['auth', 'authNewPassword'],
  'auth.changePassword': ['auth', 'authChangePassword'],
  'auth.verifyMobile': ['auth', 'authVerifyMobile'],
  'auth.otpResend': ['auth', 'authOtpResend'],
  'orders.mine': ['account', 'myOrders'],
  'users.updateInfo': ['account', 'updateInfo'],
  'users.addresses': ['account', 'addresses'],
  'users.createAddress': ['account', 'createAddress'],
  'users.cart': ['account', 'userCart'],
  'users.addToCart': ['account', 'userAddToCart'],
  'users.changeQty': ['account', 'userChangeQty'],
  'users.wishlist': ['account', 'userWishlist'],
  'users.addToWishlist': ['account', 'userAddToWishlist'],
  'users.compare': ['account', 'userCompare'],
  'users.addToCompare': ['account', 'userAddToCompare'],
  'users.removeFromCart': ['account', 'userRemoveFromCart'],
  'users.removeFromWishlist': ['account', 'userRemoveFromWishlist'],
  'users.removeFromCompare': ['account', 'userRemoveFromCompare'],
  'users.updateAddress': ['account', 'updateAddress'],
  'users.selectAddress': ['account', 'selectAddress'],
  'users.removeAddress': ['account', 'removeAddress'],
  'orders.info': ['account', 'myOrderInfo'],
  'users.recentlyViewed': ['recentlyViewed', 'recentlyViewed'],
  'users.viewProduct': ['recentlyViewed', 'viewProduct'],
  'users.mergeRecentlyViewed': ['recentlyViewed', 'mergeRecentlyViewed'],
  'feedbacks.send': ['forms', 'sendFeedback'],
  'careers.send': ['forms', 'sendApplication'],
  'popups.list': ['popups', 'popupsList'],
} as const satisfies Record<string, Where>;

export type ApiName = keyof typeof API_ENDPOINTS;
type EndpointOf<N extends ApiName> = (typeof API_ENDPOINTS)[N] extends readonly [infer A extends keyof Areas, infer K]
  ? K extends keyof Areas[A]
    ? Areas[A][K]
    : never
  : never;
/** What the caller passes (the client adds `lang`). */
export type ApiInput<N extends ApiName> = Omit<
  z.input<EndpointOf<N> extends ApiEndpoint<infer Req> ? Req : never>,
  'lang'
>;
/** `data` of a successful answer. */
export type ApiData<N extends ApiName> = z.output<
  EndpointOf<N> extends ApiEndpoint<z.ZodMiniType, infer Rep> ? Rep : never
>;

/** The operation's endpoint (method, path and schemas), its area's module loaded on first use. */
export async function loadEndpoint(name: ApiName): Promise<ApiEndpoint> {
  const [area, key] = API_ENDPOINTS[name];
  const mod: Record<string, unknown> = await AREAS[area]();
  return mod[key] as ApiEndpoint;
}
