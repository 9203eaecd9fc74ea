import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { scriptsAfterPaint } from '~/domain/page-loading';
import { isAvailable, stockLabel } from '~/domain/stock';
import { couponCount } from '~/domain/coupons';
import { formatMoney } from '~/domain/money';
import { formatPhone, telHref } from '~/domain/phone';
import { productImage } from '~/domain/media';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useRootData } from '~/web/lib/root-data';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { Stars } from '~/web/components/ui/stars';
import { Price } from '~/web/components/ui/price';
import { Countdown } from '~/web/components/ui/countdown';
import { JsonLd } from '~/web/components/ui/json-ld';
import { BuyNowButton } from '~/web/components/product/buy-now-button';
import { CartButton, ListToggle, type ListProduct } from '~/web/components/product/list-buttons';
import { QtyStepper } from '~/web/components/ui/qty-stepper';
import { IconCard } from '~/web/components/ui/icons';
import { Gallery, Videos } from './gallery';
import { DeliveryEstimateNote } from './delivery-estimate';
import { PickupBranches } from './pickup-branches';
import { InstallmentTable } from './installments';
import { ProductGifts } from './product-gifts';
import { productJsonLd } from './product-json-ld';
import { ProductRow } from './product-row';
import { RecentlyViewedRow } from './recently-viewed-row';
import { ProductTabs } from './product-tabs';
import { VariantPicker } from './variant-picker';
import { AlertButtons } from './alert-buttons';
import type { ProductData } from './product.server';
import '~/web/components/product/product-card.css';
import './product.css';

export function ProductPage({ data }: { data: ProductData }) {
  const t = useT();
  const href = useHref();
  const root = useRootData();
  const p = data.product;
  const [qty, setQty] = useState(1);
  const buyRef = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);
  const label = p.sold ? 'outOfStock' : stockLabel(p.stock);
  const canBuy = !p.sold && !p.priceInStore && p.stock > 0;
  const coupons = p.priceInStore || p.sold ? 0 : couponCount(p.price);
  const phone = root?.site.phone;

  useEffect(() => setQty(1), [p.id]);
  useEffect(() => {
    const el = buyRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the viewport, so the block "intersects" until it has left through the top edge.
    const io = new IntersectionObserver(([e]) => setSticky(!!e && !e.isIntersecting), {
      rootMargin: '0px 0px 1000000px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [p.id]);

  const crumbs = p.breadcrumbs.length
    ? [...p.breadcrumbs.filter((c) => c.href !== p.href), { title: p.title }]
    : [...p.categoryPath, { title: p.title }];

  const listProduct: ListProduct = {
    id: p.id,
    title: p.title,
    price: p.price,
    stock: p.stock,
    buyable: !p.priceInStore && isAvailable(p.stock, p.sold),
  };
  const actions = (small: boolean) => (
    <>
      <CartButton
        product={listProduct}
        qty={qty}
        className="sx-btn sx-btn-primary pp-cart"
        label={t('product.actions.addToCart')}
        testId={small ? 'sticky-add-to-cart' : 'add-to-cart'}
      />
      <BuyNowButton
        className={small ? 'sx-btn sx-btn-dark pp-sticky-buy' : 'sx-btn sx-btn-dark'}
        disabled={!listProduct.buyable}
        item={{
          id: p.id,
          title: p.title,
          href: p.href,
          image: p.image,
          imageWithPad: p.imageWithPad,
          price: p.price,
          priceOld: p.priceOld,
          stock: p.stock,
          qty,
          highlight: true,
        }}
        testId={small ? 'sticky-buy-now' : 'buy-now'}
      >
        {t('product.actions.buyNow')}
      </BuyNowButton>
    </>
  );

  return (
    <main className="sx-wrap pp" data-testid="product-page" data-product-id={p.id} {...scriptsAfterPaint}>
      <JsonLd data={productJsonLd(p, root?.site.publicUrl ?? '')} id="product-ld" />
      <Breadcrumbs items={crumbs} />
      <div className="pp-top">
        <div className="pp-gallery">
          <Gallery
            images={p.images.length ? p.images : p.image ? [{ source: p.image, withPad: p.imageWithPad }] : []}
            title={p.title}
          />
        </div>
        <div className="pp-info">
          <div className="pp-flags">
            {p.newIn ? <span className="pc-flag pc-flag-new">{t('catalog.card.new')}</span> : null}
            {p.bestSeller ? <span className="pc-flag pc-flag-best">{t('catalog.card.bestSeller')}</span> : null}
            {p.discountItemsCount && p.discountItemsCount > 1 ? (
              <span className="pc-flag pc-flag-nplus">{p.discountItemsCount - 1}+1</span>
            ) : null}
            {p.badges.map((b) => (
              <span key={b.image} className="pp-badge">
                {b.name}
              </span>
            ))}
          </div>
          <h1 className="pp-title">{p.title}</h1>
          <div className="pp-meta">
            <a href="#reviews" className="pp-rating">
              <Stars rating={p.rating} size={16} />{' '}
              {p.reviewsCount > 0 ? (
                <>
                  <span>{p.rating.toFixed(1)}</span>{' '}
                  <span className="pp-muted">({t('product.reviews.count', { count: p.reviewsCount })})</span>
                </>
              ) : (
                <span className="pp-muted">{t('product.reviews.none')}</span>
              )}
            </a>
            <span className="pp-muted">
              {t('product.sku')}: {p.sku}
            </span>
            {p.brand ? (
              <Link to={p.brand.href} className="pp-brand">
                {p.brand.title}
              </Link>
            ) : null}
          </div>

          <div className="pp-buy" ref={buyRef}>
            <div className="pp-price-row">
              {p.priceInStore ? (
                <span className="pp-onrequest">{t('catalog.card.priceOnRequest')}</span>
              ) : (
                <Price price={p.price} priceOld={p.priceOld} discount={p.discount} size="lg" />
              )}
              <span className={`pp-stock pp-stock-${label}`} data-testid="stock-label">
                {t(`product.stock.${label}`)}
              </span>
            </div>
            {p.discountEndsAt ? (
              <div className="pp-timer">
                {t('catalog.card.endsIn')} <Countdown until={p.discountEndsAt} />
              </div>
            ) : null}
            {p.cashDiscount && !p.priceInStore ? (
              <div className="pc-cash">{t('catalog.card.cashDiscount', { amount: formatMoney(p.cashDiscount) })}</div>
            ) : null}
            {p.discountInBasket && !p.priceInStore && !p.sold ? (
              <div className="pp-deal" data-testid="basket-discount">
                {t('product.deals.basket', { amount: formatMoney(p.discountInBasket) })}
              </div>
            ) : null}
            {p.discountCategoryPercent && p.discountCategoryTitle && !p.priceInStore && !p.sold ? (
              <div className="pp-deal" data-testid="category-discount">
                {t('product.deals.category', { category: p.discountCategoryTitle, percent: p.discountCategoryPercent })}
              </div>
            ) : null}
            {p.discountItemsCount && p.discountItemsCount > 1 ? (
              <div className="pp-nplus">
                <strong>{p.discountItemsCount - 1}+1</strong>{' '}
                {t('catalog.card.nPlusOne', { n: p.discountItemsCount, m: p.discountItemsCount - 1 })}
              </div>
            ) : null}
            {coupons > 0 ? <div className="pp-coupon">{t('product.coupons', { count: coupons })}</div> : null}

            <VariantPicker groups={p.variants} />

            {p.gifts.length ? <ProductGifts gifts={p.gifts} /> : null}

            <div className="pp-actions">
              {canBuy ? (
                <QtyStepper value={qty} max={p.stock} limit={root.site.checkout.maxQty} onChange={setQty} />
              ) : null}
              {actions(false)}
              <ListToggle list="wish" product={listProduct} className="pp-icon" />
              <ListToggle list="compare" product={listProduct} className="pp-icon" />
            </div>
            {p.sold ? <p className="pp-sold">{t('product.sold')}</p> : null}
            <AlertButtons productId={p.id} title={p.title} price={p.price} soldOut={p.stock <= 0} />
            {p.inOthersCart > 0 ? (
              <p className="pp-others" data-testid="in-others-cart">
                {t('product.inOthersCart', { count: p.inOthersCart })}
              </p>
            ) : null}
            {p.priceInStore && !p.sold && phone ? (
              <p className="pp-call">
                {t('product.callForPrice')}{' '}
                <a href={telHref(phone)} data-testid="call-for-price">
                  {formatPhone(phone)}
                </a>
              </p>
            ) : null}
          </div>

          {data.delivery ? <DeliveryEstimateNote estimate={data.delivery} /> : null}
          <PickupBranches branches={p.availability} deliverable={!p.sold && p.stock > 0} />

          {p.paymentTypes.includes('installment') ? (
            <InstallmentTable
              price={p.price}
              smallAppliance={p.smallAppliance}
              cards={data.installment.cards}
              minAmount={data.installment.minAmount}
            />
          ) : p.paymentTypeMessage ? (
            <p className="pp-paynote" data-testid="payment-type-message">
              <IconCard size={18} />
              <span>{p.paymentTypeMessage}</span>
            </p>
          ) : null}

          <nav className="pp-links" aria-label={t('product.links.label')}>
            <Link to={href('/sale')}>{t('catalog.views.sale')}</Link>
            <Link to={href('/newin')}>{t('catalog.views.newIn')}</Link>
            <Link to={href('/bestsellers')}>{t('catalog.views.bestSellers')}</Link>
          </nav>
        </div>
      </div>

      <Videos videos={p.videos} title={p.title} />

      <ProductTabs p={p} />

      <ProductRow title={t('product.recommended')} items={p.recommended} />
      <ProductRow title={t('product.related')} items={p.related} />
      <RecentlyViewedRow productId={p.id} />

      <div
        className={`pp-sticky${sticky ? ' is-on' : ''}`}
        aria-hidden={!sticky}
        data-testid="sticky-bar"
        inert={!sticky}
      >
        <div className="sx-wrap pp-sticky-in">
          {p.image ? <img src={productImage(p.image, 50)} alt="" width={40} height={48} /> : null}
          <div className="pp-sticky-title">
            <span>{p.title}</span>
            {p.priceInStore ? null : <strong>{formatMoney(p.price)}</strong>}
          </div>
          {canBuy ? (
            <QtyStepper
              value={qty}
              max={p.stock}
              limit={root.site.checkout.maxQty}
              onChange={setQty}
              small
              testId="sticky-qty"
            />
          ) : null}
          <div className="pp-sticky-actions">{actions(true)}</div>
        </div>
      </div>
    </main>
  );
}
