/**
 * A link inside the shop as staff give it (menus, popups, tags, banners): a path without the language prefix,
 * `/smartfonlar` or `/products?brand=3` — one leading slash, no white space, quotes, angle brackets, backslashes or
 * control characters.
 */
export const isShopPath = (v: string): boolean =>
  /^\/(?!\/)[^\s<>"\\]*$/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32);
