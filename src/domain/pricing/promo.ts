import type { Qepik } from '../money.ts';
import { rewardOwnerMatches } from '../orders/rewards.ts';
import type { CustomerFacts, PricedLine, PricedProduct, PromoCodeFacts, PromoMessageKey } from './types.ts';

type PromoCheck =
  | { ok: true; facts: PromoCodeFacts }
  | { ok: false; key: Exclude<PromoMessageKey, 'promo.applied'>; vars?: Record<string, string | number> };

/**
 * Whether a code may be used now by this customer, before looking at the cart. An order's reward code is refused to
 * any other mobile or account once the buyer is known (`buyer`; before the mobile is typed it is not judged yet).
 */
export function checkPromo(
  facts: PromoCodeFacts | null,
  now: string,
  mobileKnown: boolean,
  buyer?: Pick<CustomerFacts, 'mobile' | 'customerId'>,
): PromoCheck {
  if (!facts) return { ok: false, key: 'promo.unknown' };
  if (!facts.active) return { ok: false, key: 'promo.inactive' };
  if (facts.startsAt && now < facts.startsAt) return { ok: false, key: 'promo.notStarted' };
  if (facts.endsAt && now >= facts.endsAt) return { ok: false, key: 'promo.expired' };
  if (facts.maxUses !== null && facts.used >= facts.maxUses) return { ok: false, key: 'promo.usedUp' };
  if (
    facts.owner &&
    buyer &&
    rewardOwnerMatches(facts.owner, { mobile: buyer.mobile, customerId: buyer.customerId ?? null }) === 'other'
  )
    return { ok: false, key: 'promo.notYours' };
  if (mobileKnown && facts.perMobileLimit !== null && facts.usedByMobile >= facts.perMobileLimit)
    return { ok: false, key: 'promo.usedByYou' };
  return { ok: true, facts };
}

/** A line falls under the code's scope (no scope: every line). Gift lines never count. */
export function inPromoScope(facts: PromoCodeFacts, line: PricedLine, product: PricedProduct): boolean {
  if (line.giftOf !== null) return false;
  if (!facts.categoryIds.length && !facts.brandIds.length) return true;
  if (product.brandId !== null && facts.brandIds.includes(product.brandId)) return true;
  return product.categoryPath.some((c) => facts.categoryIds.includes(c));
}

/**
 * The code's discount on `base` (what the lines in scope still cost after product and customer
 * discounts): a fixed amount or a whole percent, never more than the base.
 */
export function promoAmount(facts: PromoCodeFacts, base: Qepik): Qepik {
  if (base <= 0) return 0;
  const raw =
    facts.kind === 'percent'
      ? Math.round((base * Math.min(100, Math.max(0, facts.value))) / 100)
      : Math.max(0, Math.floor(facts.value));
  return Math.min(raw, base);
}

/** What the engine said of a code that leaves it unusable whatever the cart holds (decision 0076). */
const UNUSABLE: ReadonlySet<PromoMessageKey> = new Set([
  'promo.unknown',
  'promo.inactive',
  'promo.notStarted',
  'promo.expired',
  'promo.usedUp',
  'promo.usedByYou',
  'promo.notYours',
]);

/**
 * Whether a promo code stays kept with the cart after a pricing (CART-25, decision 0076): it does while it takes money
 * off, and while only the cart keeps it from doing so (below the code's minimum, no product in its scope — the
 * shopper may add to the cart); a code that no longer works for this shopper (gone, switched off, expired, used up)
 * is dropped, and the shopper is told why.
 */
export function promoStaysWithCart(message: { key: PromoMessageKey } | null): boolean {
  return message === null || !UNUSABLE.has(message.key);
}

/** A kept code as a guest's cookie holds it (untrusted): the code in upper case, or null for nothing or junk. */
export function keptPromoCode(raw: string | null | undefined): string | null {
  let s = (raw ?? '').trim();
  try {
    s = decodeURIComponent(s);
  } catch {
    return null;
  }
  return s.length > 0 && s.length <= 32 && /^[\p{L}\p{N}_-]+$/u.test(s) ? s.toUpperCase() : null;
}
