/**
 * The cookie in which the browser says which version of the shop's stylesheet it has cached (decision 0048):
 * set by the browser once it has fetched the file (web/lib/inline-css.tsx), read by the server to link the file
 * instead of writing it into the page (server/platform/stylesheet-delivery.ts). Not `volt_`-prefixed, so a guest
 * who has it still gets the guests' page cache.
 */
export const STYLESHEET_COOKIE = 'css';

/** A version as the server writes it: the first 12 hex digits of the CSS's SHA-256. */
export const STYLESHEET_VERSION = /^[0-9a-f]{12}$/;
