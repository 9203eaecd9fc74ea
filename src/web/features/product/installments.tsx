import { useState } from 'react';
import { allowedMonths, installmentAvailable, maxMonthsForItem, monthly } from '~/domain/installments';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';

/** Monthly payments per installment card (PDP-4); hidden at or below the configured minimum. */
export function InstallmentTable({
  price,
  smallAppliance,
  cards,
  minAmount,
}: {
  price: number;
  smallAppliance: boolean;
  cards: Record<string, number[]>;
  minAmount: number;
}) {
  const t = useT();
  const names = Object.keys(cards).filter((c) => (cards[c] ?? []).length);
  const [card, setCard] = useState(names[0] ?? '');
  if (!names.length || !installmentAvailable(price, minAmount)) return null;
  const all = cards[card] ?? [];
  const months = allowedMonths(all, maxMonthsForItem(price, price, smallAppliance, all));
  if (!months.length) return null;
  return (
    <section className="pi" data-testid="installments">
      <h2 className="pi-title">{t('product.installment.title')}</h2>
      <div className="pi-cards" role="tablist">
        {names.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === card}
            className={`pi-card pi-${c}${c === card ? ' is-on' : ''}`}
            onClick={() => setCard(c)}
          >
            {c === 'birkart' || c === 'tamkart' ? t(`product.installment.${c}`) : c}
          </button>
        ))}
      </div>
      <table className="pi-table">
        <thead>
          <tr>
            <th scope="col">{t('product.installment.months')}</th>
            <th scope="col">{t('product.installment.monthly')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m} data-testid="installment-row">
              <td>{t('product.installment.monthsN', { count: m })}</td>
              <td>{formatMoney(monthly(price, m))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
