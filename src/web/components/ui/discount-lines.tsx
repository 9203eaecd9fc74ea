import { formatMoney } from '~/domain/money';
import { SUMMARY_DISCOUNTS, type SummaryDiscount } from '~/domain/pricing/types';
import { useT } from '~/web/i18n/i18n-context';

/** The summary's discounts that apply, one `dt`/`dd` row each (inside the caller's `<dl>`): the cart page and the checkout. */
export function DiscountLines({ summary }: { summary: Record<SummaryDiscount, number> }) {
  const t = useT();
  return SUMMARY_DISCOUNTS.filter((k) => summary[k] > 0).map((k) => (
    <div key={k} className="is-discount">
      <dt>{t(`lists.cartPage.${k}`)}</dt>
      <dd data-testid={k}>−{formatMoney(summary[k])}</dd>
    </div>
  ));
}
