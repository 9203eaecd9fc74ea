import type { CartReply } from '~/domain/api/cart';
import { DiscountLines } from '~/web/components/ui/discount-lines';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import type { DeliveryType } from './field-rules';

/** The order summary (CART-21): products, each discount there is, delivery, total. */
export function SummaryBlock({
  reply,
  busy,
  delivery,
  placeChosen,
  headingLevel = 2,
}: {
  reply: CartReply | null;
  busy: boolean;
  delivery: DeliveryType;
  placeChosen: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const s = reply?.summary;
  const deliveryText = !s
    ? '—'
    : delivery === 'pickup'
      ? t('checkout.summary.free')
      : !placeChosen || s.noDelivery
        ? t('checkout.summary.choosePlace')
        : s.delivery === 0
          ? t('checkout.summary.free')
          : formatMoney(s.delivery);
  return (
    <div className={`co-summary${busy ? ' is-busy' : ''}`} aria-busy={busy} data-testid="checkout-summary">
      <H className="co-summary-title">{t('checkout.summary.title')}</H>
      {s ? (
        <dl>
          <div>
            <dt>{t('checkout.summary.subTotal', { count: reply.count })}</dt>
            <dd data-testid="sub-total">{formatMoney(s.subTotal)}</dd>
          </div>
          <DiscountLines summary={s} />
          <div>
            <dt>{t('checkout.summary.delivery')}</dt>
            <dd
              data-testid="summary-delivery"
              className={deliveryText === t('checkout.summary.free') ? 'is-free' : undefined}
            >
              {deliveryText}
            </dd>
          </div>
          <div className="co-total">
            <dt>{t('checkout.summary.total')}</dt>
            <dd data-testid="summary-total">{formatMoney(s.total)}</dd>
          </div>
        </dl>
      ) : (
        <div className="ui-spinner" role="status" aria-label={t('checkout.fields.loading')} />
      )}
    </div>
  );
}
