/**
 * The promo-code field's one button, on the cart page and at checkout (CART-25): "Remove" only while
 * the field shows the code that is applied — accepted or refused; as soon as the shopper types another code the
 * button applies that code. An empty field with a code applied offers to remove it; an empty field with none, nothing
 * (the Apply button disabled). Codes compare as the shop stores them: trimmed, upper case.
 */
type PromoButton = 'remove' | 'apply' | 'none';

export function promoButton(applied: string, typed: string): PromoButton {
  const code = typed.trim().toUpperCase();
  const current = applied.trim().toUpperCase();
  if (current && code === current) return 'remove';
  if (code) return 'apply';
  return current ? 'remove' : 'none';
}
