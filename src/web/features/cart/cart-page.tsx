import { useEffect, useState } from 'react';
import { DiscountLines } from '~/web/components/ui/discount-lines';
import { Link } from 'react-router';
import type { CartReply } from '~/domain/api/cart';
import { formatMoney } from '~/domain/money';
import { LineWas } from '~/web/components/ui/line-was';
import { productImage } from '~/domain/media';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { EmptyList } from '~/web/components/ui/empty-list';
import { QtyStepper } from '~/web/components/ui/qty-stepper';
import { IconCart, IconClose } from '~/web/components/ui/icons';
import { useToast } from '~/web/components/ui/toast';
import { ConfirmRemove } from '~/web/components/product/list-buttons';
import { trackEcommerce } from '~/web/lib/analytics';
import { useLists } from '~/web/lib/lists/lists-context';
import { useRootData } from '~/web/lib/root-data';
import { useHref } from '~/web/lib/href';
import { promoButton } from '~/web/lib/promo-field';
import './cart.css';

/** The cart page (CART-12): lines, order summary with the promo code, continue to checkout. */
export function CartPage({ initial }: { initial: CartReply }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const lists = useLists();
  const href = useHref();
  // the most of one product one order may have (decision 0062): the checkout refuses more
  const maxQty = useRootData().site.checkout.maxQty;
  // The cart as the server priced it — the header's pricing, with the promo code kept with the cart (decision 0076):
  // the page's own until the cart changes here, then each change's answer (one request per change).
  const [mounted] = useState(lists.cartReply);
  const reply = lists.cartReply && lists.cartReply !== mounted ? lists.cartReply : initial;
  // the code the shopper applied here (kept or refused: the field's button follows it), at first the kept one
  const [appliedPromo, setAppliedPromo] = useState(initial.promoCode ?? '');
  const [promo, setPromo] = useState(appliedPromo);
  const [confirm, setConfirm] = useState<{ id: number; size: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  // a kept code that stopped working leaves the field too (the notice says why)
  useEffect(() => {
    if (reply.promoNotice) {
      setAppliedPromo('');
      setPromo('');
    }
  }, [reply.promoNotice]);
  // applies the code and keeps it with the cart ('' removes it; decision 0076): the header follows the answer
  const apply = (code: string) => {
    setAppliedPromo(code);
    setBusy(true);
    void callApi('cart.promo', { cart: lists.lists.cart, promoCode: code }, { lang, t }).then((r) => {
      setBusy(false);
      if (r.ok) lists.priced(r.data);
      else toast.error(r.fieldErrors.promoCode ?? r.error);
    });
  };

  useEffect(() => {
    if (initial.items.length)
      trackEcommerce(
        'view_cart',
        initial.items
          .filter((l) => l.giftOf === null)
          .map((l) => ({ id: l.id, title: l.title, price: l.unitPrice, qty: l.qty })),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // an emptied cart is not priced again: no lines left
  const lines = lists.lists.cart.length ? reply.items : [];
  const s = reply.summary;
  const removing = confirm ? lines.find((l) => l.id === confirm.id && l.giftOf === null) : undefined;

  if (!lists.lists.cart.length && !lines.length)
    return (
      <main className="sx-wrap ct" data-testid="cart-page">
        <Breadcrumbs items={[{ title: t('lists.cartPage.title') }]} />
        <EmptyList
          icon={<IconCart size={44} />}
          title={t('lists.cartPage.empty')}
          hint={t('lists.cartPage.emptyHint')}
          testId="cart-empty"
        />
      </main>
    );

  return (
    <main className="sx-wrap ct" data-testid="cart-page" aria-busy={busy}>
      <Breadcrumbs items={[{ title: t('lists.cartPage.title') }]} />
      <h1 className="ct-title">
        {t('lists.cartPage.title')} <span className="ct-count">({reply.count})</span>
      </h1>
      {reply.message ? (
        <p className="ct-note" role="status">
          {reply.message}
        </p>
      ) : null}
      {s.error ? (
        <p className="ct-error" role="alert" id="ct-error" data-testid="cart-error">
          {s.error}
        </p>
      ) : null}
      <div className="ct-grid">
        <section aria-label={t('lists.cartPage.lines')}>
          <ul className="ct-lines">
            {lines.map((l) => (
              <li
                key={`${l.id}-${l.size ?? ''}-${l.giftOf ?? 'own'}`}
                className={`ct-line${l.giftOf !== null ? ' is-gift' : ''}${l.problem && l.problem !== 'qtyReduced' ? ' is-problem' : ''}`}
                data-testid={l.giftOf !== null ? 'cart-gift' : 'cart-line'}
                data-product-id={l.id}
              >
                <Link to={l.href} className="ct-img" tabIndex={-1} aria-hidden="true">
                  {l.image ? (
                    <img src={productImage(l.image, 300)} alt="" width={96} height={115} loading="lazy" />
                  ) : null}
                </Link>
                <div className="ct-info">
                  {l.giftOf !== null ? (
                    <span className="ct-gift-tag">{t('lists.cartPage.gift')}</span>
                  ) : (
                    <span className="ct-cat">{l.categories[0]?.title}</span>
                  )}
                  <Link to={l.href} className="ct-name">
                    {l.title}
                  </Link>
                  {l.problemText ? <span className="ct-problem">{l.problemText}</span> : null}
                  {l.giftOf === null && l.qty > maxQty ? (
                    <span className="ct-problem" data-testid="cart-line-limit">
                      {t('product.qty.limit', { count: maxQty })}
                    </span>
                  ) : null}
                  {l.giftOf === null && l.qty > 1 ? (
                    <span className="muted ct-each">
                      {t('lists.cartPage.each', { price: formatMoney(l.unitPrice) })}
                    </span>
                  ) : null}
                </div>
                <div className="ct-qty">
                  {l.giftOf === null && (!l.problem || l.problem === 'qtyReduced') ? (
                    <QtyStepper
                      small
                      value={l.qty}
                      max={l.stock}
                      limit={maxQty}
                      onChange={(q) => lists.setQty(l.id, q, Math.min(l.stock, maxQty), l.size ?? undefined)}
                    />
                  ) : (
                    <span className="ct-qty-fixed">× {l.qty}</span>
                  )}
                </div>
                <div className="ct-price">
                  <LineWas line={l} testId="line-was" />
                  <strong data-testid="line-total">{formatMoney(l.payable)}</strong>
                </div>
                {l.giftOf === null ? (
                  <button
                    type="button"
                    className="ct-remove"
                    aria-label={t('lists.remove.cart')}
                    data-testid="cart-remove"
                    onClick={() => setConfirm({ id: l.id, size: l.size })}
                  >
                    <IconClose size={18} />
                  </button>
                ) : (
                  <span />
                )}
              </li>
            ))}
          </ul>
        </section>
        <aside className="ct-summary" aria-labelledby="ct-summary-title" data-testid="cart-summary">
          <h2 id="ct-summary-title">{t('lists.cartPage.summary')}</h2>
          <dl>
            <div>
              <dt>{t('lists.cartPage.subTotal')}</dt>
              <dd data-testid="sub-total">{formatMoney(s.subTotal)}</dd>
            </div>
            <DiscountLines summary={s} />
            <div>
              <dt>{t('lists.cartPage.delivery')}</dt>
              <dd>{s.noDelivery ? t('lists.cartPage.deliveryLater') : formatMoney(s.delivery)}</dd>
            </div>
            <div className="ct-total">
              <dt>{t('lists.cartPage.total')}</dt>
              <dd data-testid="summary-total">{formatMoney(s.total)}</dd>
            </div>
          </dl>
          <form
            className="ct-promo"
            onSubmit={(e) => {
              e.preventDefault();
              apply(promo.trim());
            }}
          >
            <label htmlFor="ct-promo">{t('lists.cartPage.promoLabel')}</label>
            <div className="ct-promo-row">
              <input
                id="ct-promo"
                className="sx-input"
                value={promo}
                maxLength={32}
                placeholder={t('lists.cartPage.promoPlaceholder')}
                onChange={(e) => setPromo(e.target.value)}
                data-testid="promo-input"
                autoComplete="off"
              />
              {/* "Remove" only while the field shows the applied code: a new code typed after a refused one is applied */}
              {promoButton(appliedPromo, promo) === 'remove' ? (
                <button
                  type="button"
                  className="sx-btn sx-btn-ghost"
                  data-testid="promo-remove"
                  onClick={() => {
                    setPromo('');
                    apply('');
                  }}
                >
                  {t('lists.cartPage.removeCode')}
                </button>
              ) : (
                <button type="submit" className="sx-btn sx-btn-dark" disabled={!promo.trim()} data-testid="promo-apply">
                  {t('lists.cartPage.apply')}
                </button>
              )}
            </div>
            {reply.promoNotice ? (
              <p className="ct-promo-msg is-error" role="status" data-testid="promo-notice">
                {reply.promoNotice}
              </p>
            ) : null}
            {reply.promoCodeMessage ? (
              <p className={`ct-promo-msg is-${reply.promoCodeMessage.type}`} role="status" data-testid="promo-message">
                {reply.promoCodeMessage.message}
              </p>
            ) : null}
          </form>
          {reply.coupons > 0 ? (
            <p className="ct-extra">{t('lists.cartPage.coupons', { count: reply.coupons })}</p>
          ) : null}
          {reply.isInstallment ? (
            <p className="ct-extra">
              {t('lists.cartPage.installment', {
                months: Math.max(0, ...Object.values(reply.installmentMonths).flat()),
              })}
            </p>
          ) : null}
          {/* continuing is blocked while the summary holds an error (CHK-5); the error is shown above */}
          {s.error ? (
            <button
              type="button"
              className="sx-btn sx-btn-primary ct-checkout"
              data-testid="checkout"
              disabled
              aria-describedby={s.error ? 'ct-error' : undefined}
            >
              {t('lists.cartPage.checkout')}
            </button>
          ) : (
            <Link to={href('/checkout')} className="sx-btn sx-btn-primary ct-checkout" data-testid="checkout">
              {t('lists.cartPage.checkout')}
            </Link>
          )}
        </aside>
      </div>
      {confirm && removing ? (
        <ConfirmRemove
          text={t('lists.confirm.cart')}
          onClose={() => setConfirm(null)}
          onYes={() => {
            lists.removeFromCart(confirm.id, confirm.size ?? undefined);
            toast.success(t('lists.removed.cart'));
            trackEcommerce('remove_from_cart', [
              { id: removing.id, title: removing.title, price: removing.unitPrice, qty: removing.qty },
            ]);
          }}
        />
      ) : null}
    </main>
  );
}
