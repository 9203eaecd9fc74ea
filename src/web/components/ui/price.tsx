import './ui.css';
import { formatMoney } from '~/domain/money';

/** A price with an optional old price and discount percent; `range` shows "from–to". */
export function Price({
  price,
  priceOld,
  discount,
  range,
  size = 'md',
}: {
  price: number;
  priceOld?: number | null;
  discount?: number;
  range?: { min: number; max: number; minOld?: number | null; maxOld?: number | null } | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (range && range.min !== range.max) {
    return (
      <div className={`ui-price ui-price-${size}`}>
        <span className="ui-price-now">
          {/* each amount stays on one line; a narrow card breaks the range at the dash */}
          <span className="ui-nowrap">{formatMoney(range.min, false)}</span> –{' '}
          <span className="ui-nowrap">{formatMoney(range.max)}</span>
        </span>
        {range.minOld && range.maxOld && range.maxOld > range.max ? (
          <s className="ui-price-old">
            {range.minOld === range.maxOld
              ? formatMoney(range.maxOld)
              : `${formatMoney(range.minOld, false)} – ${formatMoney(range.maxOld)}`}
          </s>
        ) : null}
      </div>
    );
  }
  const hasOld = priceOld != null && priceOld > price;
  return (
    <div className={`ui-price ui-price-${size}`}>
      <span className={hasOld ? 'ui-price-now ui-price-sale' : 'ui-price-now'}>{formatMoney(price)}</span>
      {hasOld ? (
        <span className="ui-price-oldwrap">
          <s className="ui-price-old">{formatMoney(priceOld)}</s>
          {discount ? <span className="ui-price-pct">-{discount}%</span> : null}
        </span>
      ) : null}
    </div>
  );
}
