/**
 * Where a product can be picked up, in the order a shopper wants to read it (issue 32): branches holding the product
 * first, or — once the shopper shares a location — the nearest first, with the distance. Pure, so the product page and
 * checkout's pickup list agree and the rules are tested without a browser.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a branch's coordinates can be measured from (0,0 or out-of-range values mean "not set"). */
function hasPlace(p: LatLng): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180 &&
    !(p.lat === 0 && p.lng === 0)
  );
}

/**
 * The items nearest `from` first, each with its distance (null for an item without coordinates, which go last in
 * their original order). Ties keep the original order. With `inStockFirst`, items holding the product come before
 * the others whatever the distance — a near branch without it helps nobody.
 */
export function nearestFirst<T extends LatLng & { inStock?: boolean }>(
  items: readonly T[],
  from: LatLng,
  inStockFirst = false,
): (T & { km: number | null })[] {
  return items
    .map((item, i) => ({ item: { ...item, km: hasPlace(item) ? distanceKm(from, item) : null }, i }))
    .sort((a, b) => {
      if (inStockFirst && !!a.item.inStock !== !!b.item.inStock) return a.item.inStock ? -1 : 1;
      const ka = a.item.km ?? Infinity;
      const kb = b.item.km ?? Infinity;
      return ka === kb ? a.i - b.i : ka - kb;
    })
    .map((x) => x.item);
}

/** Items holding the product first, each group in its original order (the server's: by city, then title). */
export function inStockFirst<T extends { inStock: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((b) => b.inStock), ...items.filter((b) => !b.inStock)];
}

/**
 * What the product page says about pickup: in stock in `count` branches; in none of them while it can still be
 * delivered (home delivery only); or nothing (no branches, or the product is sold out everywhere).
 */
export type PickupSummary = { kind: 'branches'; count: number } | { kind: 'deliveryOnly' } | null;

export function pickupSummary(branches: readonly { inStock: boolean }[], deliverable: boolean): PickupSummary {
  if (!branches.length) return null;
  const count = branches.filter((b) => b.inStock).length;
  if (count > 0) return { kind: 'branches', count };
  return deliverable ? { kind: 'deliveryOnly' } : null;
}

/** A distance as the shop writes it: metres under 1 km ("850 m"), one decimal under 10 km ("2,4 km"), then whole. */
export function formatDistance(km: number, lang: string): { value: string; unit: 'm' | 'km' } {
  if (km < 1) return { value: String(Math.max(10, Math.round((km * 1000) / 10) * 10)), unit: 'm' };
  const digits = km < 10 ? 1 : 0;
  const locale = lang === 'az' ? 'az-Latn-AZ' : lang === 'ru' ? 'ru-RU' : 'en-GB';
  return {
    value: new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km),
    unit: 'km',
  };
}

/**
 * Checkout's pickup choice for a set of lines: the branches holding every line (selectable), then those lacking some
 * (shown with what they lack, not selectable — placing there is refused with 409 anyway), each group in the server's
 * order. `lacking` is sorted by how many lines are missing, fewest first.
 */
export function splitPickupOptions<T extends { missing: readonly unknown[] }>(
  options: readonly T[],
): { ready: T[]; lacking: T[] } {
  const ready = options.filter((o) => o.missing.length === 0);
  const lacking = options
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => o.missing.length > 0)
    .sort((a, b) => a.o.missing.length - b.o.missing.length || a.i - b.i)
    .map(({ o }) => o);
  return { ready, lacking };
}
