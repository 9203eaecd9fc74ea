import { useEffect, useMemo, useState } from 'react';
import type { CartLineView } from '~/domain/api/cart';
import { productImage } from '~/domain/media';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { Popup } from '~/web/components/ui/popup';
import { QtyStepper } from '~/web/components/ui/qty-stepper';
import { trackEcommerce } from '~/web/lib/analytics';
import { useRootData } from '~/web/lib/root-data';
import type { BuyNowItem } from '~/web/lib/buy-now';
import { CheckoutForm } from './checkout-form';
import './checkout.css';

/** How long the product's row pulses when the popup opens (BUY-3: 4 s). */
export const PULSE_MS = 4000;

/**
 * The buy-now popup (BUY-1…BUY-2): one product, bought at once without touching the cart, through the checkout's
 * one form. Full screen on phones; the product's row pulses for 4 s when opened from its page.
 */
export default function BuyNowPopup({ item, onClose }: { item: BuyNowItem; onClose: () => void }) {
  const t = useT();
  const maxQty = useRootData().site.checkout.maxQty;
  const [qty, setQty] = useState(Math.max(1, Math.min(item.qty, item.stock, maxQty)));
  const [line, setLine] = useState<CartLineView | null>(null);
  const [pulse, setPulse] = useState(item.highlight);
  const cart = useMemo(() => [{ id: item.id, qty }], [item.id, qty]);
  const items = useMemo(
    () => [{ id: item.id, title: item.title, price: item.price, qty }],
    [item.id, item.title, item.price, qty],
  );

  useEffect(() => {
    trackEcommerce('begin_checkout', [{ id: item.id, title: item.title, price: item.price, qty }]);
    // once, when the popup opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!pulse) return;
    const id = setTimeout(() => setPulse(false), PULSE_MS);
    return () => clearTimeout(id);
  }, [pulse]);

  const unit = line?.unitPrice ?? item.price;
  const unitOld = line ? line.unitPriceOld : item.priceOld;
  const product = (
    <div
      className={`co-product${pulse ? ' is-pulsing' : ''}`}
      data-testid="buy-now-product"
      data-pulsing={pulse ? '' : undefined}
    >
      {item.image ? (
        <img
          src={productImage(item.image, 300)}
          alt=""
          width={72}
          height={86}
          className={item.imageWithPad ? 'with-pad' : undefined}
        />
      ) : (
        <span className="co-noimg" />
      )}
      <div className="co-product-info">
        <span className="co-product-title">{item.title}</span>
        <span className="co-product-price">
          <strong>{formatMoney(unit)}</strong>
          {unitOld && unitOld > unit ? <s>{formatMoney(unitOld)}</s> : null}
        </span>
      </div>
      <QtyStepper small value={qty} max={item.stock} limit={maxQty} onChange={setQty} testId="buy-now-qty" />
    </div>
  );

  return (
    <Popup
      title={t('checkout.buyNow.title')}
      onClose={onClose}
      size="lg"
      className="co-pop"
      closeOnOverlay={false}
      testId="buy-now-popup"
    >
      <CheckoutForm
        source="buyNow"
        cart={cart}
        items={items}
        initialSummary={null}
        inDialog
        top={product}
        onSummary={(r) => setLine(r.items.find((l) => l.id === item.id && l.giftOf === null) ?? null)}
      />
    </Popup>
  );
}
