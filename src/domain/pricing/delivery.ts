import type { Qepik } from '../money.ts';
import type { DeliveryPlace, DeliveryType } from './types.ts';

/**
 * Delivery price (CART-27, CONST-6): pickup costs nothing; home delivery to a place of a threshold
 * city (Baku, Ganja, Mingachevir) costs the place's own price (may be 0) when the goods reach
 * `freeFrom`, else the flat `underMin` price; any other place always costs its own price. Until a place
 * is chosen there is no delivery charge yet (`noDelivery`).
 */
export function deliveryPrice(
  type: DeliveryType | null,
  place: DeliveryPlace | null,
  goods: Qepik,
  s: { freeDeliveryFrom: Qepik; deliveryPriceUnderMin: Qepik },
): { delivery: Qepik; noDelivery: boolean } {
  if (type !== 'delivery' || !place) return { delivery: 0, noDelivery: true };
  const own = Math.max(0, place.price);
  if (!place.thresholdCity) return { delivery: own, noDelivery: false };
  return { delivery: goods >= s.freeDeliveryFrom ? own : Math.max(0, s.deliveryPriceUnderMin), noDelivery: false };
}
