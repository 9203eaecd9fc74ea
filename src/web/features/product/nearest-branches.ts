import type { BranchAvailability } from '~/domain/branch-stock';
import { nearestFirst } from '~/domain/branch-pickup';

export type Located =
  { ok: true; rows: (BranchAvailability & { km: number | null })[] } | { ok: false; reason: 'denied' | 'unavailable' };

/**
 * The product page's "Show nearest first" (issue 32), loaded when pressed: asks the browser for its location once
 * (a coarse, recent fix is enough) and sorts the branches holding the product first, each group nearest first.
 */
export function locateAndSort(branches: BranchAvailability[]): Promise<Located> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geo) return Promise.resolve({ ok: false, reason: 'unavailable' });
  return new Promise((resolve) =>
    geo.getCurrentPosition(
      (pos) =>
        resolve({
          ok: true,
          rows: nearestFirst(branches, { lat: pos.coords.latitude, lng: pos.coords.longitude }, true),
        }),
      (err) => resolve({ ok: false, reason: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    ),
  );
}
