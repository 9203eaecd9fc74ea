import { formatMoney } from '~/domain/money';
import { struckLineTotal } from '~/domain/pricing/lines';

/** A cart, checkout or order line's "was" figure, struck through (domain `struckLineTotal`); nothing when there is none. */
export function LineWas({ line, testId }: { line: Parameters<typeof struckLineTotal>[0]; testId: string }) {
  const was = struckLineTotal(line);
  return was === null ? null : (
    <s className="ui-line-was" data-testid={testId}>
      {formatMoney(was)}
    </s>
  );
}
