import type { TFunction } from '~/web/i18n/i18n-context';

/**
 * Attributes of a shopping button (add to cart, buy now, wish list, compare) until the cart lands
 * (decision 0013): it reads and looks disabled, stays focusable, and says "Coming soon" as its description.
 */
export function comingSoon(t: TFunction) {
  return { 'aria-disabled': true, title: t('common.soon.title'), 'data-soon': '' } as const;
}
