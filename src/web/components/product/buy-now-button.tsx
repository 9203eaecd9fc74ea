import type { ReactNode } from 'react';
import { useBuyNow, useBuyNowPreload, type BuyNowItem } from '~/web/lib/buy-now';

/**
 * "Buy now" (BUY-1): opens the buy-now popup for this product and quantity; the popup's code starts loading
 * when the button is hovered, focused or touched.
 */
export function BuyNowButton({
  item,
  disabled,
  className,
  children,
  testId = 'buy-now',
  ariaLabel,
}: {
  item: BuyNowItem;
  disabled?: boolean;
  className: string;
  children: ReactNode;
  testId?: string;
  ariaLabel?: string;
}) {
  const open = useBuyNow();
  const preload = useBuyNowPreload();
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open(item)}
      aria-haspopup="dialog"
      aria-label={ariaLabel}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
