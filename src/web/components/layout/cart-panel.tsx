import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '~/domain/money';
import type { CartLineView } from '~/domain/api/cart';
import { productImage } from '~/domain/media';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { useLists } from '~/web/lib/lists/lists-context';
import { useCounts } from '~/web/lib/counts';
import { useHref } from '~/web/lib/href';
import { useDismiss, useScrollLock } from '~/web/lib/use-dismiss';
import { IconCart, IconClose } from './icons';

/** The quick cart side panel (CART-11): the priced lines, the total, the way to the cart. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const href = useHref();
  const { counts } = useCounts();
  const lists = useLists();
  const lang = useLang();
  const [lines, setLines] = useState<CartLineView[] | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const empty = !lists.lists.cart.length;
  // The panel shows the server's priced lines (the mini cart of CART-11): fetched when opened, then each change's
  // pricing as the lists priced it for the header (decision 0076: one request per change).
  const opened = useRef(lists.cartReply);
  const latest = useRef(lists.cartReply);
  latest.current = lists.cartReply;
  useEffect(() => {
    let live = true;
    if (!lists.lists.cart.length) return setLines([]);
    void callApi('cart.summary', { cart: lists.lists.cart }, { lang, t }).then((r) => {
      if (live && r.ok && latest.current === opened.current) {
        setLines(r.data.items);
        setBlocked(r.data.summary.error);
      }
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
  useEffect(() => {
    const r = lists.cartReply;
    if (empty) setLines([]);
    else if (r && r !== opened.current) {
      setLines(r.items);
      setBlocked(r.summary.error);
    }
  }, [lists.cartReply, empty]);
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
      <div
        ref={panelRef}
        className="drawer drawer--right"
        role="dialog"
        aria-modal="true"
        aria-labelledby="quick-cart-title"
        data-testid="quick-cart"
      >
        <div className="drawer-head">
          <h2 id="quick-cart-title">{t('layout.cart.quick')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-btn"
            onClick={onClose}
            aria-label={t('layout.cart.close')}
          >
            <IconClose />
          </button>
        </div>
        <div className="drawer-body quick-cart" id="quick-cart">
          {counts.cart > 0 ? (
            lines ? (
              <ul className="qc-lines" data-testid="quick-cart-lines">
                {lines.map((l) => (
                  <li
                    key={`${l.id}-${l.size ?? ''}-${l.giftOf ?? 'own'}`}
                    className={`qc-line${l.giftOf !== null ? ' is-gift' : ''}`}
                  >
                    {l.image ? (
                      <img src={productImage(l.image, 50)} alt="" width={44} height={53} />
                    ) : (
                      <span className="qc-noimg" />
                    )}
                    <span className="qc-info">
                      <Link to={l.href} onClick={onClose}>
                        {l.title}
                      </Link>
                      <span className="muted">
                        {l.qty} × {l.giftOf !== null ? t('lists.cartPage.gift') : formatMoney(l.unitPrice)}
                      </span>
                      {l.problemText ? <span className="qc-problem">{l.problemText}</span> : null}
                    </span>
                    {l.giftOf === null ? (
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={t('lists.remove.cart')}
                        onClick={() => lists.removeFromCart(l.id, l.size ?? undefined)}
                        data-testid="quick-cart-remove"
                      >
                        <IconClose size={16} />
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <div className="ui-spinner" role="status" aria-label={t('catalog.popup.loading')} />
            )
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
          <Link to={href('/cart')} className="btn btn-primary btn-block" onClick={onClose} data-testid="quick-cart-go">
            {t('layout.cart.goToCart')}
          </Link>
          {counts.cart > 0 ? (
            blocked || !lines ? (
              // blocked while the summary holds an error (CHK-5): the cart page says which line
              <button
                type="button"
                className="btn btn-outline btn-block"
                disabled
                title={blocked ?? undefined}
                data-testid="quick-cart-checkout"
              >
                {t('lists.cartPage.checkout')}
              </button>
            ) : (
              <Link
                to={href('/checkout')}
                className="btn btn-outline btn-block"
                onClick={onClose}
                data-testid="quick-cart-checkout"
              >
                {t('lists.cartPage.checkout')}
              </Link>
            )
          ) : null}
        </div>
      </div>
    </div>
  );
}
