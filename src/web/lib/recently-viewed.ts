/**
 * "Recently viewed" in the browser (PDP-14, decision 0081): a guest's list in localStorage, and its one-time move into
 * the account after sign-in. A signed-in customer's views are never written here.
 */
import type { ProductCard } from '~/domain/catalog';
import type { Lang } from '~/domain/i18n';
import {
  addView,
  parseViews,
  RECENTLY_VIEWED_KEEP,
  RECENTLY_VIEWED_SHOW,
  RECENTLY_VIEWED_STORAGE_KEY as KEY,
  type View,
} from '~/domain/lists/recently-viewed';
import type { TFunction } from '~/web/i18n/i18n-context';
import { callApi } from './api-client';

/** The guest's list (repaired; [] when storage is unavailable). */
export function readStoredViews(): View[] {
  try {
    return parseViews(window.localStorage.getItem(KEY), Date.now());
  } catch {
    return [];
  }
}

function writeStoredViews(list: readonly View[]): void {
  try {
    if (list.length) window.localStorage.setItem(KEY, JSON.stringify(list));
    else window.localStorage.removeItem(KEY);
  } catch {
    /* private mode or full storage: the list is simply not kept */
  }
}

let merging: Promise<ProductCard[] | null> | null = null;

/**
 * Moves the browser's list into the signed-in account, once per page load (later callers share the answer): the
 * account's list as cards, or null when there was nothing to move or the call failed (the list then stays for the
 * next try).
 */
export function mergeStoredViews(lang: Lang, t: TFunction): Promise<ProductCard[] | null> {
  if (merging) return merging;
  const views = readStoredViews();
  if (!views.length) return Promise.resolve(null);
  merging = callApi('users.mergeRecentlyViewed', { items: views }, { lang, t })
    .then((r) => {
      if (!r.ok) return null;
      writeStoredViews([]);
      return r.data.products;
    })
    .finally(() => {
      merging = null;
    });
  return merging;
}

/**
 * Records the view of `productId` and answers the list to show beside it (without it, at most 12), read fresh from
 * the server: the account's for a customer, the cards of the browser's ids for a guest. Null when the lookup failed.
 */
export async function viewProduct(
  productId: number,
  signedIn: boolean,
  lang: Lang,
  t: TFunction,
): Promise<ProductCard[] | null> {
  const shown = (products: ProductCard[]) => products.filter((p) => p.id !== productId).slice(0, RECENTLY_VIEWED_SHOW);
  if (signedIn) {
    await mergeStoredViews(lang, t);
    const r = await callApi('users.viewProduct', { product_id: productId }, { lang, t });
    return r.ok ? shown(r.data.products) : null;
  }
  const list = addView(readStoredViews(), productId, Date.now()).slice(0, RECENTLY_VIEWED_KEEP);
  writeStoredViews(list);
  const ids = list.map((v) => v.id).filter((id) => id !== productId);
  if (!ids.length) return [];
  const r = await callApi('lists.details', { ids }, { lang, t });
  if (!r.ok) return null;
  // products switched off or deleted leave the browser's list too
  const gone = new Set(r.data.removeProducts);
  if (gone.size) writeStoredViews(readStoredViews().filter((v) => !gone.has(v.id)));
  return shown(r.data.products);
}
