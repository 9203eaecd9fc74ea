import { Link } from 'react-router';
import type { OrderConfirmation } from '~/domain/api/orders';
import { formatPhone, telHref } from '~/domain/phone';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { IconShield } from '~/web/components/ui/icons';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { retryHref } from './order-format';
import { OrderLines } from './order-parts';
import './order.css';

/**
 * The failed order page (ORD-5, PAY-9): "Order error", the apology, the 3D Secure advice, "Repeat checkout". With
 * the failed order known (its token, decision 0057) it names the order, says what the bank answered when it declined
 * the card (decision 0078), shows what was in it, and "Repeat checkout"
 * opens the checkout with those lines (and, for the order's owner, the details it was placed with); prices and stock
 * are checked again there.
 */
export function OrderErrorPage({
  order,
  token,
}: {
  order: Pick<OrderConfirmation, 'id' | 'lines' | 'total' | 'declined'> | null;
  token: string | null;
}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const { site } = useRootData();
  return (
    <main className="sx-wrap od" data-testid="order-error-page">
      <div className={`od-card${order ? ' is-wide' : ''}`}>
        <div className="od-head">
          <span className="od-cross" aria-hidden="true">
            <svg viewBox="0 0 72 72" width="88" height="88">
              <circle cx="36" cy="36" r="33" />
              <path d="M26 26l20 20M46 26L26 46" />
            </svg>
          </span>
          <h1 className="od-title">{t('order.error.title')}</h1>
          {order ? (
            <p className="od-number">
              {t('order.number')} <strong data-testid="order-number">№ {order.id}</strong>
            </p>
          ) : null}
          <p className="od-lead" data-testid="order-error-text">
            {t('order.error.text')}
          </p>
          {order?.declined ? (
            <p className="od-declined" role="status" data-testid="order-declined">
              <strong>{t('order.error.bankSaid')}</strong> {order.declined}
            </p>
          ) : null}
        </div>
        <div className="od-secure" data-testid="order-error-3ds">
          <IconShield size={22} />
          <p>{t('payment.threeDSecure')}</p>
        </div>
        {order && order.lines.length ? (
          <div className="od-failed-lines">
            <OrderLines lines={order.lines} headingId="od-failed-title" />
            <p className="od-retry-hint">{t('order.error.retryHint')}</p>
          </div>
        ) : null}
        <p className="od-help">
          {t('order.error.help')} <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
        </p>
        <div className="od-actions">
          <Link
            to={retryHref(lang, order ? token : null)}
            className="sx-btn sx-btn-primary"
            data-testid="repeat-checkout"
          >
            {t('order.error.repeat')}
          </Link>
          <Link to={href('/cart')} className="sx-btn sx-btn-ghost">
            {t('order.error.toCart')}
          </Link>
        </div>
      </div>
    </main>
  );
}
