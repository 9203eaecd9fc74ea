import { useToast } from '~/web/components/ui/toast';
import { useT } from '~/web/i18n/i18n-context';
import './qty-stepper.css';

/**
 * Quantity field with − and + (CART-8: never below 1 here, never above the stock). A typed quantity above the
 * stock becomes the stock, and the shopper is told so. `limit` is the most of one product one order may have
 * (ORDER_MAX_QTY_PER_PRODUCT, decision 0062): when it is below the stock the field stops there too, and a typed
 * quantity above it, or + pressed at it, tells the shopper why (the server refuses such an order anyway).
 */
export function QtyStepper({
  value,
  max,
  limit,
  onChange,
  small,
  testId = 'qty',
}: {
  value: number;
  max: number;
  limit?: number;
  onChange: (n: number) => void;
  small?: boolean;
  testId?: string;
}) {
  const t = useT();
  const toast = useToast();
  const byLimit = limit !== undefined && limit < max;
  const top = byLimit ? limit : max;
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, top), Number.isFinite(n) ? Math.trunc(n) : 1));
  const tell = () =>
    toast.error(byLimit ? t('product.qty.limit', { count: top }) : t('product.qty.max', { count: max }));
  const onType = (typed: number) => {
    if (typed > top && top >= 1) tell();
    onChange(clamp(typed));
  };
  // at the order limit + stays focusable and says why it does nothing; at the stock it is off, as before
  const atLimit = byLimit && value >= top;
  return (
    <div className={`pq${small ? ' pq-sm' : ''}`}>
      <button
        type="button"
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= 1}
        aria-label={t('product.qty.decrease')}
        data-testid={`${testId}-dec`}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, top)}
        value={value}
        aria-label={t('product.qty.label')}
        onChange={(e) => onType(Number(e.target.value))}
        data-testid={testId}
      />
      <button
        type="button"
        onClick={() => (atLimit ? tell() : onChange(clamp(value + 1)))}
        disabled={!byLimit && value >= max}
        aria-disabled={atLimit ? true : undefined}
        className={atLimit ? 'is-off' : undefined}
        aria-label={t('product.qty.increase')}
        data-testid={`${testId}-inc`}
      >
        +
      </button>
    </div>
  );
}
