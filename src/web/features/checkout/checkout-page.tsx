import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CartReply } from '~/domain/api/cart';
import { productImage } from '~/domain/media';
import { formatMoney } from '~/domain/money';
import { LineWas } from '~/web/components/ui/line-was';
import { useT } from '~/web/i18n/i18n-context';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { IconCart } from '~/web/components/ui/icons';
import { trackEcommerce } from '~/web/lib/analytics';
import { useHref } from '~/web/lib/href';
import { useLists } from '~/web/lib/lists/lists-context';
import type { AddressView } from '~/domain/api/account';
import type { RetryDraft } from '~/domain/api/orders';
import { CheckoutForm } from './checkout-form';
import { draftValues } from './field-rules';
import type { PlacesInitial } from '~/web/lib/use-places';
import './checkout.css';

// an empty cart has no checkout: that page is rare, so its view is not part of every checkout's first load
const EmptyList = lazy(() => import('~/web/components/ui/empty-list').then((m) => ({ default: m.EmptyList })));

/**
 * The checkout page (CHK-1): the cart's lines, the checkout form with the gift option and the
 * terms box, the summary and the one-time-code step. The cart's synchronisation is paused while it is open (CART-15).
 *
 * "Repeat checkout" of a failed order (`retry`, decision 0057) opens it with that order's lines instead of the cart's
 * — priced anew by the server — and, for the order's owner, the details it was placed with. A repeated buy-now order
 * leaves the cart alone; a repeated cart order removes its lines from the cart once placed (paid, for a card).
 */
export function CheckoutPage({
  initial,
  places,
  promoCode,
  savedAddresses,
  retry = null,
}: {
  initial: CartReply;
  places: PlacesInitial;
  promoCode: string;
  savedAddresses: AddressView[];
  retry?: RetryDraft | null;
}) {
  const t = useT();
  const href = useHref();
  const lists = useLists();
  const [reply, setReply] = useState(initial);
  const cartKey = JSON.stringify(lists.lists.cart);
  const fromCart = useMemo(() => lists.lists.cart.map((e) => ({ id: e.id, qty: e.qty })), [cartKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const retryItems = useMemo(() => retry?.items ?? null, [retry]);
  const cart = retryItems ?? fromCart;
  const initialValues = useMemo(() => (retry?.details ? draftValues(retry.details) : undefined), [retry]);
  const own = reply.items.filter((l) => l.giftOf === null);
  const items = useMemo(() => own.map((l) => ({ id: l.id, title: l.title, price: l.unitPrice, qty: l.qty })), [reply]); // eslint-disable-line react-hooks/exhaustive-deps

  // while the page is open, only the shopper's own actions change the cart (the returned function resumes)
  useEffect(() => lists.pauseCartSync(), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (initial.items.length)
      trackEcommerce(
        'begin_checkout',
        initial.items
          .filter((l) => l.giftOf === null)
          .map((l) => ({ id: l.id, title: l.title, price: l.unitPrice, qty: l.qty })),
        { value: initial.summary.total },
      );
    // once, when the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const crumbs = [{ title: t('lists.cartPage.title'), href: href('/cart') }, { title: t('checkout.title') }];
  if (!cart.length)
    return (
      <main className="sx-wrap co-page" data-testid="checkout-page">
        <Breadcrumbs items={crumbs} />
        <Suspense fallback={null}>
          <EmptyList
            icon={<IconCart size={44} />}
            title={t('lists.cartPage.empty')}
            hint={t('lists.cartPage.emptyHint')}
            testId="checkout-empty"
          />
        </Suspense>
      </main>
    );

  const lines = (
    <section className="co-lines" aria-labelledby="co-lines-title" data-testid="checkout-lines">
      <div className="co-lines-head">
        <h2 id="co-lines-title">{t('checkout.sections.order')}</h2>
        {retry ? null : (
          <Link to={href('/cart')} className="co-link" data-testid="edit-cart">
            {t('checkout.lines.edit')}
          </Link>
        )}
      </div>
      <ul>
        {reply.items.map((l) => (
          <li
            key={`${l.id}-${l.size ?? ''}-${l.giftOf ?? 'own'}`}
            className={l.giftOf !== null ? 'is-gift' : undefined}
            data-testid="checkout-line"
            data-product-id={l.id}
          >
            <span className="co-line-img">
              {l.image ? <img src={productImage(l.image, 300)} alt="" width={48} height={58} loading="lazy" /> : null}
              <span className="co-line-qty">{l.qty}</span>
            </span>
            <span className="co-line-info">
              <span className="co-line-title">{l.title}</span>
              {l.giftOf !== null ? <span className="co-line-gift">{t('lists.cartPage.gift')}</span> : null}
              {l.problemText ? <span className="co-line-problem">{l.problemText}</span> : null}
            </span>
            <span className="co-line-price">
              <LineWas line={l} testId="checkout-line-was" />
              <span>{formatMoney(l.payable)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <main className="sx-wrap co-page" data-testid="checkout-page">
      <Breadcrumbs items={crumbs} />
      <h1 className="co-title">{t('checkout.title')}</h1>
      {retry ? (
        <p className="co-retry" role="status" data-testid="checkout-retry">
          <strong>{t('checkout.retry.title', { id: retry.orderId })}</strong>
          <span>{t('checkout.retry.text')}</span>
          {retry.details ? <span>{t('checkout.retry.filled')}</span> : null}
        </p>
      ) : null}
      <CheckoutForm
        source="checkout"
        cart={cart}
        items={items}
        initialSummary={initial}
        initialPromo={retry?.details?.promoCode ?? promoCode}
        places={places}
        lines={lines}
        savedAddresses={savedAddresses}
        onSummary={setReply}
        initialValues={initialValues}
        cartAfter={retry ? (retry.fromCart ? 'lines' : 'keep') : 'empty'}
      />
    </main>
  );
}
