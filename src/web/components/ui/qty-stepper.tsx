import { useToast } from '~/web/components/ui/toast';
import { useT } from '~/web/i18n/i18n-context';
import './qty-stepper.css';

/**
 * Quantity field with − and + (spec 001 §4: never below 1 here, never above the stock). A typed quantity above the
 * stock becomes the stock, and the shopper is told so.
 */
export function QtyStepper({ value, max, onChange, small, testId = 'qty' }: { value: number; max: number; onChange: (n: number) => void; small?: boolean; testId?: string }) {
  const t = useT();
  const toast = useToast();
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), Number.isFinite(n) ? Math.trunc(n) : 1));
  const onType = (typed: number) => {
    if (typed > max && max >= 1) toast.error(t('product.qty.max', { count: max }));
    onChange(clamp(typed));
  };
  return (
    <div className={`pq${small ? ' pq-sm' : ''}`}>
      <button type="button" onClick={() => onChange(clamp(value - 1))} disabled={value <= 1} aria-label={t('product.qty.decrease')} data-testid={`${testId}-dec`}>
        −
      </button>
      <input type="number" inputMode="numeric" min={1} max={Math.max(1, max)} value={value} aria-label={t('product.qty.label')} onChange={(e) => onType(Number(e.target.value))} data-testid={testId} />
      <button type="button" onClick={() => onChange(clamp(value + 1))} disabled={value >= max} aria-label={t('product.qty.increase')} data-testid={`${testId}-inc`}>
        +
      </button>
    </div>
  );
}
