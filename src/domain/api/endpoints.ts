import type * as z from 'zod/mini';
import { authChangePassword, authLogin, authLogout, authMe, authNewPassword, authOtpResend, authRemind, authSignup, authVerifyMobile } from './auth.ts';
import {
  addresses,
  createAddress,
  myOrderInfo,
  myOrders,
  removeAddress,
  selectAddress,
  updateAddress,
  updateInfo,
  userRemoveFromCart,
  userRemoveFromCompare,
  userRemoveFromWishlist,
  userAddToCart,
  userAddToCompare,
  userAddToWishlist,
  userCart,
  userChangeQty,
  userCompare,
  userWishlist,
} from './account.ts';
import { cartSummary, listDetails } from './cart.ts';
import { checkout, otpResend } from './checkout.ts';
import { orderByToken } from './orders.ts';
import { placeBranches, placeCities, placeDistricts, placePlaces } from './places.ts';
import { quickSearch } from './products.ts';
import { submitReview } from './reviews.ts';
import { subscribe } from './subscriptions.ts';
import { sendApplication, sendFeedback } from './forms.ts';
import { popupsList } from './popups.ts';

/**
 * Every operation the browser calls, by name. The browser's client (`web/lib/api.ts`) loads this module (and
 * zod with it) only when a call is made, so page bundles carry the names and types alone.
 */
export const API_ENDPOINTS = {
  'products.search': quickSearch,
  'reviews.submit': submitReview,
  'subscriptions.send': subscribe,
  'cart.summary': cartSummary,
  'lists.details': listDetails,
  'places.cities': placeCities,
  'places.districts': placeDistricts,
  'places.places': placePlaces,
  'places.branches': placeBranches,
  'checkout.submit': checkout,
  'checkout.otpResend': otpResend,
  'orders.current': orderByToken,
  'auth.me': authMe,
  'auth.login': authLogin,
  'auth.logout': authLogout,
  'auth.signup': authSignup,
  'auth.remind': authRemind,
  'auth.newPassword': authNewPassword,
  'auth.changePassword': authChangePassword,
  'auth.verifyMobile': authVerifyMobile,
  'auth.otpResend': authOtpResend,
  'orders.mine': myOrders,
  'users.updateInfo': updateInfo,
  'users.addresses': addresses,
  'users.createAddress': createAddress,
  'users.cart': userCart,
  'users.addToCart': userAddToCart,
  'users.changeQty': userChangeQty,
  'users.wishlist': userWishlist,
  'users.addToWishlist': userAddToWishlist,
  'users.compare': userCompare,
  'users.addToCompare': userAddToCompare,
  'users.removeFromCart': userRemoveFromCart,
  'users.removeFromWishlist': userRemoveFromWishlist,
  'users.removeFromCompare': userRemoveFromCompare,
  'users.updateAddress': updateAddress,
  'users.selectAddress': selectAddress,
  'users.removeAddress': removeAddress,
  'orders.info': myOrderInfo,
  'feedbacks.send': sendFeedback,
  'careers.send': sendApplication,
  'popups.list': popupsList,
} as const;

/** The envelope's schemas, so the client loads one module. */
export { failureBody, successBody } from './envelope.ts';

export type ApiName = keyof typeof API_ENDPOINTS;
/** What the caller passes (the client adds `lang`). */
export type ApiInput<N extends ApiName> = Omit<z.input<(typeof API_ENDPOINTS)[N]['request']>, 'lang'>;
/** `data` of a successful answer. */
export type ApiData<N extends ApiName> = z.output<(typeof API_ENDPOINTS)[N]['reply']>;
