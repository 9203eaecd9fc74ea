import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { useCounts } from '~/web/lib/counts';
import { useHref } from '~/web/lib/href';
import { useDismiss, useScrollLock } from '~/web/lib/use-dismiss';
import { IconCart, IconClose } from './icons';

/** The quick cart side panel (spec 001 §2 Cart button). The line items arrive with the cart feature. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const href = useHref();
  const { counts } = useCounts();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDismiss(true, [panelRef], onClose);
  useScrollLock(true);
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => prev?.focus?.();
  }, []);

  return (
    <div className="drawer-backdrop">
      <div ref={panelRef} className="drawer drawer--right" role="dialog" aria-modal="true" aria-labelledby="quick-cart-title" data-testid="quick-cart">
        <div className="drawer-head">
          <h2 id="quick-cart-title">{t('layout.cart.quick')}</h2>
          <button ref={closeRef} type="button" className="icon-btn" onClick={onClose} aria-label={t('layout.cart.close')}>
            <IconClose />
          </button>
        </div>
        <div className="drawer-body quick-cart" id="quick-cart">
          {counts.cart > 0 ? (
            <div className="empty-state">
              <span className="empty-state-icon">
                <IconCart size={40} />
              </span>
              <p className="empty-state-title">{t('layout.cart.items', { count: counts.cart })}</p>
            </div>
          ) : (
            <div className="empty-state">
              <span className="empty-state-icon">
                <IconCart size={40} />
              </span>
              <p className="empty-state-title">{t('layout.cart.empty')}</p>
              <p className="muted">{t('layout.cart.emptyHint')}</p>
            </div>
          )}
        </div>
        <div className="drawer-foot">
          {counts.cartTotal != null ? (
            <p className="quick-cart-total">
              <span>{t('layout.cart.total')}</span>
              <strong>{formatMoney(counts.cartTotal)}</strong>
            </p>
          ) : null}
          <Link to={href('/cart')} className="btn btn-primary btn-block" onClick={onClose}>
            {t('layout.cart.goToCart')}
          </Link>
        </div>
      </div>
    </div>
  );
}
