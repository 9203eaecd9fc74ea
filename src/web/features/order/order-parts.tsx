import { Link } from 'react-router';
import type { OrderConfirmation } from '~/domain/api/orders';
import { productImage } from '~/domain/media';
import { formatMoney } from '~/domain/money';
import { formatPhone, telHref } from '~/domain/phone';
import { DiscountLines } from '~/web/components/ui/discount-lines';
import { LineWas } from '~/web/components/ui/line-was';
import { useT } from '~/web/i18n/i18n-context';
import { unitsOf } from './order-format';

/** The order's lines with the prices stored with it: picture, title (a link while the product is sold), qty × price. */
export function OrderLines({ lines, headingId }: { lines: OrderConfirmation['lines']; headingId: string }) {
  const t = useT();
  return (
    <section className="od-section" aria-labelledby={headingId} data-testid="order-lines">
      <h2 id={headingId} className="od-h">
        {t('checkout.sections.order')}
      </h2>
      <ul className="od-lines">
        {lines.map((l, i) => (
          <li
            key={`${l.id}-${l.giftOf ?? 'own'}-${i}`}
            className={l.giftOf !== null ? 'is-gift' : undefined}
            data-testid="order-line"
            data-product-id={l.id}
          >
            <span className="od-line-img">
              {l.image ? (
                <img
                  src={productImage(l.image, 300)}
                  alt=""
                  width={48}
                  height={58}
                  loading="lazy"
                  className={l.imageWithPad ? 'with-pad' : undefined}
                />
              ) : null}
            </span>
            <span className="od-line-info">
              {l.href ? (
                <Link to={l.href} className="od-line-title">
                  {l.title}
                </Link>
              ) : (
                <span className="od-line-title">{l.title}</span>
              )}
              <span className="od-line-qty" data-testid="order-line-qty">
                {l.giftOf !== null ? <span className="od-line-gift">{t('lists.cartPage.gift')}</span> : null}
                {t('order.lines.qty', { count: l.qty, price: formatMoney(l.unitPrice) })}
              </span>
            </span>
            <span className="od-line-price">
              <LineWas line={l} testId="order-line-was" />
              <span data-testid="order-line-payable">{formatMoney(l.payable)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's totals as stored: products, each discount there was, delivery, total. */
export function OrderTotals({ order }: { order: OrderConfirmation }) {
  const t = useT();
  const s = order.summary;
  return (
    <dl className="od-totals" data-testid="order-totals">
      <div>
        <dt>{t('checkout.summary.subTotal', { count: unitsOf(order.lines) })}</dt>
        <dd data-testid="order-sub-total">{formatMoney(s.subTotal)}</dd>
      </div>
      <DiscountLines summary={s} />
      <div>
        <dt>{t('checkout.summary.delivery')}</dt>
        <dd data-testid="order-delivery-price" className={s.delivery === 0 ? 'is-free' : undefined}>
          {s.delivery === 0 ? t('checkout.summary.free') : formatMoney(s.delivery)}
        </dd>
      </div>
      <div className="od-total">
        <dt>{t('order.total')}</dt>
        <dd data-testid="order-total">{formatMoney(s.total)}</dd>
      </div>
    </dl>
  );
}

/** How the order reaches the shopper: the pickup branch, or (for the order's owner) the address and the gift's recipient. */
export function OrderDelivery({ order }: { order: OrderConfirmation }) {
  const t = useT();
  const d = order.details;
  const pickup = order.delivery === 'pickup';
  if (pickup && !order.branch) return null;
  if (!pickup && !d) return null;
  return (
    <section className="od-section" aria-labelledby="od-delivery-title" data-testid="order-delivery">
      <h2 id="od-delivery-title" className="od-h">
        {t(pickup ? 'order.pickupAt' : 'order.deliverTo')}
      </h2>
      {pickup && order.branch ? (
        <div className="od-place" data-testid="order-branch">
          <strong>{order.branch.title}</strong>
          <span>
            {order.branch.address.toLowerCase().startsWith(order.branch.city.toLowerCase())
              ? order.branch.address
              : `${order.branch.city}, ${order.branch.address}`}
          </span>
          {order.branch.mobiles.length ? (
            <span className="od-phones">
              {order.branch.mobiles.map((m) => (
                <a key={m} href={telHref(m)}>
                  {formatPhone(m)}
                </a>
              ))}
            </span>
          ) : null}
        </div>
      ) : null}
      {!pickup && d?.address ? (
        <div className="od-place" data-testid="order-address">
          <span>{d.address}</span>
        </div>
      ) : null}
      {!pickup && d?.gift ? (
        <div className="od-place od-gift-to" data-testid="order-gift">
          <span className="od-label">{t('order.giftFor')}</span>
          <strong>
            {d.gift.firstName} {d.gift.lastName}
          </strong>
          <span>{formatPhone(d.gift.mobile)}</span>
          {d.gift.note ? <q>{d.gift.note}</q> : null}
        </div>
      ) : null}
    </section>
  );
}

/** The shopper's contact details as given (the order's owner only). */
export function OrderContact({ details }: { details: NonNullable<OrderConfirmation['details']> }) {
  const t = useT();
  return (
    <section className="od-section" aria-labelledby="od-contact-title" data-testid="order-contact">
      <h2 id="od-contact-title" className="od-h">
        {t('checkout.sections.contact')}
      </h2>
      <div className="od-place">
        <strong>{details.fullName}</strong>
        <span>{formatPhone(details.mobile)}</span>
        {details.email ? <span>{details.email}</span> : null}
      </div>
    </section>
  );
}
