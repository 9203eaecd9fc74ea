import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { IconCart, IconCheck, IconCompare, IconHeart } from '~/web/components/ui/icons';
import { trackEcommerce } from '~/web/lib/analytics';
import { useHref } from '~/web/lib/href';
import { useLists, type ListName } from '~/web/lib/lists/lists-context';

/** What a shopping button needs to know of a product. Prices only for analytics: money is computed on the server. */
export interface ListProduct {
  id: number;
  title: string;
  price: number;
  stock: number;
  /** sold, out of stock or price on request: cannot go into the cart */
  buyable: boolean;
}

// The confirmation is the only modal of a product card: its code loads with the first removal, not with every
// listing (design §5 first-load budget).
const Popup = lazy(() => import('~/web/components/ui/popup').then((m) => ({ default: m.Popup })));

/** "Are you sure?" before a removal (FORM-12: removal asks for confirmation first). */
export function ConfirmRemove({ text, onYes, onClose }: { text: string; onYes: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Suspense fallback={null}>
      <Popup
        title={t('lists.confirm.title')}
        size="sm"
        onClose={onClose}
        testId="confirm-remove"
        footer={
          <div className="list-confirm-actions">
            <button type="button" className="sx-btn sx-btn-ghost" onClick={onClose}>
              {t('lists.confirm.no')}
            </button>
            <button
              type="button"
              className="sx-btn sx-btn-primary"
              data-testid="confirm-yes"
              onClick={() => {
                onYes();
                onClose();
              }}
            >
              {t('lists.confirm.yes')}
            </button>
          </div>
        }
      >
        <p>{text}</p>
      </Popup>
    </Suspense>
  );
}

/** Heart (wish list) or compare toggle: adds with a toast, removes after a confirmation. */
export function ListToggle({
  list,
  product,
  className,
  children,
}: {
  list: ListName;
  product: ListProduct;
  className: string;
  children?: ReactNode;
}) {
  const t = useT();
  const href = useHref();
  const toast = useToast();
  const lists = useLists();
  const [confirming, setConfirming] = useState(false);
  const active = lists.inList(list, product.id);
  const Icon = list === 'wish' ? IconHeart : IconCompare;
  // one message per press (CART-7, decision 0024): "added", or "already in your list" when another tab or device
  // added it first (nothing changes), or the server's refusal
  const add = async () => {
    const r = await lists.addToList(list, product.id);
    if (r.kind === 'already') return toast.error(t(`lists.already.${list}`));
    if (r.kind === 'refused') return r.error ? toast.error(r.error) : undefined;
    if (list === 'wish') {
      toast.success(t('lists.added.wish'));
      trackEcommerce('add_to_wishlist', [product]);
    } else toast.success(t('lists.added.compare'), { href: href('/compare'), label: t('lists.goToCompare') });
  };
  return (
    <>
      <button
        type="button"
        className={`${className}${active ? ' is-on' : ''}`}
        aria-pressed={active}
        aria-label={
          active
            ? t(`lists.remove.${list}`)
            : t(list === 'wish' ? 'catalog.card.addToWishlist' : 'catalog.card.addToCompare')
        }
        data-testid={list === 'wish' ? 'add-to-wishlist' : 'add-to-compare'}
        onClick={() => (active ? setConfirming(true) : void add())}
      >
        {list === 'compare' && active ? <IconCheck size={18} /> : <Icon size={18} />}
        {children}
      </button>
      {confirming ? (
        <ConfirmRemove
          text={t(`lists.confirm.${list}`)}
          onClose={() => setConfirming(false)}
          onYes={() => {
            lists.removeFromList(list, product.id);
            toast.success(t(`lists.removed.${list}`));
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Add to cart; once the product is in the cart it becomes a link to the cart (CART-8). Adding more than the
 * stock says "Product quantity not available in stock" and changes nothing.
 */
export function CartButton({
  product,
  qty = 1,
  className,
  label,
  testId = 'add-to-cart',
}: {
  product: ListProduct;
  qty?: number;
  className: string;
  label?: string;
  testId?: string;
}) {
  const t = useT();
  const href = useHref();
  const toast = useToast();
  const lists = useLists();
  if (lists.inCart(product.id))
    return (
      <Link to={href('/cart')} className={`${className} is-in-cart`} data-testid="go-to-cart">
        <IconCheck size={18} />
        <span>{t('lists.goToCart')}</span>
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      disabled={!product.buyable}
      aria-label={label ?? t('catalog.card.addToCart')}
      onClick={() => {
        const r = lists.addToCart(product.id, product.stock, qty);
        if (r === 'stock') return toast.error(t('lists.noStock'));
        toast.success(t('lists.added.cart'), { href: href('/cart'), label: t('lists.goToCart') });
        trackEcommerce('add_to_cart', [{ ...product, qty }]);
      }}
    >
      <IconCart size={18} />
      <span>{label ?? t('catalog.card.addToCartShort')}</span>
    </button>
  );
}
