import { Link } from 'react-router';
import { formatPhone, telHref } from '~/domain/phone';
import { useT } from '~/web/i18n/i18n-context';
import { IconShield } from '~/web/components/ui/icons';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import './order.css';

/** The failed order page (spec 000 §2, §8): "Order error", the apology, the 3D Secure advice, "Repeat checkout". */
export function OrderErrorPage() {
  const t = useT();
  const href = useHref();
  const { site } = useRootData();
  return (
    <main className="sx-wrap od" data-testid="order-error-page">
      <div className="od-card">
        <span className="od-cross" aria-hidden="true">
          <svg viewBox="0 0 72 72" width="88" height="88">
            <circle cx="36" cy="36" r="33" />
            <path d="M26 26l20 20M46 26L26 46" />
          </svg>
        </span>
        <h1 className="od-title">{t('order.error.title')}</h1>
        <p className="od-lead" data-testid="order-error-text">
          {t('order.error.text')}
        </p>
        <div className="od-secure" data-testid="order-error-3ds">
          <IconShield size={22} />
          <p>{t('payment.threeDSecure')}</p>
        </div>
        <p className="od-help">
          {t('order.error.help')} <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
        </p>
        <div className="od-actions">
          <Link to={href('/checkout')} className="sx-btn sx-btn-primary" data-testid="repeat-checkout">
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
