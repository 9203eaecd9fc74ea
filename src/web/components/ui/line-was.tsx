import { formatMoney } from '~/domain/money';
import { struckLineTotal } from '~/domain/pricing/lines';

/** A cart, checkout or order line's "was" figure, struck through (domain `struckLineTotal`); nothing when there is none. */
export function LineWas({ line, className, testId }: { line: Parameters<typeof struckLineTotal>[0]; className?: string; testId: string }) {
  const was = struckLineTotal(line);
  return was === null ? null : (
    <s className={className} data-testid={testId}>
      {formatMoney(was)}
    </s>
  );
}
