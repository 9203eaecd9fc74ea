import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '~/domain/catalog';
import { couponCount } from '~/domain/coupons';
import { formatMoney } from '~/domain/money';
import { badgeImage, productImage } from '~/domain/media';
import { useT } from '~/web/i18n/i18n-context';
import { Stars } from '~/web/components/ui/stars';
import { Price } from '~/web/components/ui/price';
import { Countdown } from '~/web/components/ui/countdown';
import { IconGift } from '~/web/components/ui/icons';
import { CartButton, ListToggle, type ListProduct } from '~/web/components/product/list-buttons';
import { BuyNowButton } from '~/web/components/product/buy-now-button';
import { isAvailable } from '~/domain/stock';
import './product-card.css';

/** Rotates through `list` every `ms` milliseconds (index 0 on the server). */
function useRotation(length: number, ms = 2000): number {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const t = setInterval(() => setI((x) => (x + 1) % length), ms);
    return () => clearInterval(t);
  }, [length, ms]);
  return length ? i % length : 0;
}

/**
 * The product card of listings, home and product-page carousels (CAT-8). `eager`: its image
 * is in the first screen and loads at once; `priority`: it is the page's largest first paint (one card per page),
 * fetched first and preloaded from the head (decision 0046).
 */
export function ProductCard({
  product: p,
  eager = false,
  priority = false,
}: {
  product: Card;
  eager?: boolean;
  priority?: boolean;
}) {
  const t = useT();
  const gift = useRotation(p.giftImages.length);
  const coupons = p.priceInStore || p.sold ? 0 : couponCount(p.price);
  const outOfStock = !p.sold && p.stock <= 0;
  const giftSrc = p.giftImages[gift];
  const listProduct: ListProduct = {
    id: p.id,
    title: p.title,
    price: p.price,
    stock: p.stock,
    buyable: !p.priceInStore && isAvailable(p.stock, p.sold),
  };
  const imgProps = {
    width: 300,
    height: 360,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
  return (
    <article
      className={`pc${p.sold ? ' is-sold' : ''}`}
      data-testid="product-card"
      data-product-id={p.id}
      data-price={p.price}
      data-available={p.sold || p.stock <= 0 ? 0 : 1}
    >
      <div className="pc-media">
        <Link to={p.href} className="pc-img-link" tabIndex={-1} aria-hidden="true">
          {p.image ? (
            <img
              className={`pc-img${p.imageWithPad ? ' with-pad' : ''}`}
              src={productImage(p.image, 300)}
              alt=""
              {...imgProps}
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : (
            <span className="pc-img pc-noimg" />
          )}
          {p.outfit ? (
            <img
              className={`pc-img pc-outfit${p.outfitWithPad ? ' with-pad' : ''}`}
              src={productImage(p.outfit, 300)}
              alt=""
              width={300}
              height={360}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </Link>
        <div className="pc-flags">
          {p.discount > 0 && !p.priceInStore ? <span className="pc-flag pc-flag-sale">-{p.discount}%</span> : null}
          {p.discountItemsCount && p.discountItemsCount > 1 ? (
            <span
              className="pc-flag pc-flag-nplus"
              title={t('catalog.card.nPlusOne', { n: p.discountItemsCount, m: p.discountItemsCount - 1 })}
            >
              {p.discountItemsCount - 1}+1
            </span>
          ) : null}
          {p.newIn ? <span className="pc-flag pc-flag-new">{t('catalog.card.new')}</span> : null}
          {p.bestSeller ? <span className="pc-flag pc-flag-best">{t('catalog.card.bestSeller')}</span> : null}
          {p.orangeStar ? <span className="pc-flag pc-flag-star">★</span> : null}
        </div>
        {p.badges.length ? (
          <div className="pc-badges">
            {p.badges.slice(0, 3).map((b) => (
              <img
                key={b.image}
                src={badgeImage(b.image)}
                alt={b.name}
                title={b.name}
                width={36}
                height={36}
                loading="lazy"
              />
            ))}
          </div>
        ) : null}
        <div className="pc-tools">
          <ListToggle list="wish" product={listProduct} className="pc-tool" />
          <ListToggle list="compare" product={listProduct} className="pc-tool" />
        </div>
        {giftSrc ? (
          <div className="pc-gift" title={t('catalog.card.gift')}>
            <IconGift size={14} />
            <img
              key={giftSrc}
              src={productImage(giftSrc, 50)}
              alt={t('catalog.card.gift')}
              width={28}
              height={34}
              loading="lazy"
            />
          </div>
        ) : null}
        {p.sold ? (
          <span className="pc-state">{t('catalog.card.sold')}</span>
        ) : outOfStock ? (
          <span className="pc-state">{t('catalog.card.outOfStock')}</span>
        ) : null}
      </div>
      <div className="pc-body">
        {p.discountEndsAt ? (
          <div className="pc-timer">
            <span>{t('catalog.card.endsIn')}</span>
            <Countdown until={p.discountEndsAt} />
          </div>
        ) : null}
        <h3 className="pc-title">
          <Link to={p.href}>{p.title}</Link>
        </h3>
        <div className="pc-rating">
          <Stars rating={p.rating} label={t('catalog.card.rating', { rating: p.rating.toFixed(1) })} />
          <span className="pc-rating-count">({p.reviewsCount})</span>
          {coupons > 0 ? (
            <span className="pc-coupon" title={t('catalog.card.couponsHint', { count: coupons })}>
              {t('catalog.card.coupons', { count: coupons })}
            </span>
          ) : null}
        </div>
        <div className="pc-price">
          {p.priceInStore ? (
            <span className="pc-onrequest">{t('catalog.card.priceOnRequest')}</span>
          ) : (
            <Price
              price={p.price}
              priceOld={p.priceOld}
              size="sm"
              range={
                p.hasVariantPrice && p.minPrice != null && p.maxPrice != null
                  ? { min: p.minPrice, max: p.maxPrice, minOld: p.minPriceOld, maxOld: p.maxPriceOld }
                  : null
              }
            />
          )}
        </div>
        {p.cashDiscount && !p.priceInStore ? (
          <div className="pc-cash">{t('catalog.card.cashDiscount', { amount: formatMoney(p.cashDiscount) })}</div>
        ) : null}
        {(p.discountInBasket || p.discountCategoryPercent) && !p.priceInStore && !p.sold ? (
          // the cart's own discounts (decision 0023), told before the cart: compact here, in full on the product page
          <div className="pc-deals">
            {p.discountInBasket ? (
              <span
                className="pc-deal"
                data-testid="card-basket-discount"
                title={t('product.deals.basket', { amount: formatMoney(p.discountInBasket) })}
              >
                {t('catalog.card.basketDiscount', { amount: formatMoney(p.discountInBasket) })}
              </span>
            ) : null}
            {p.discountCategoryPercent && p.discountCategoryTitle ? (
              <span
                className="pc-deal"
                data-testid="card-category-discount"
                title={t('product.deals.category', {
                  category: p.discountCategoryTitle,
                  percent: p.discountCategoryPercent,
                })}
              >
                {t('catalog.card.categoryDiscount', { percent: p.discountCategoryPercent })}
              </span>
            ) : null}
          </div>
        ) : null}
        <CartButton
          product={listProduct}
          className="pc-cart"
          label={
            p.sold
              ? t('catalog.card.sold')
              : outOfStock || !listProduct.buyable
                ? t(p.priceInStore ? 'catalog.card.priceOnRequest' : 'catalog.card.outOfStock')
                : undefined
          }
        />
        <BuyNowButton
          className="pc-buy"
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
            qty: 1,
            highlight: false,
          }}
          ariaLabel={`${t('product.actions.buyNow')}: ${p.title}`}
        >
          {t('product.actions.buyNow')}
        </BuyNowButton>
      </div>
    </article>
  );
}
