import { COUPON_GIFTS } from '~/domain/coupons';
import type { DeliveryPrices } from '~/domain/content';
import { formatMoney } from '~/domain/money';
import { IconGift, IconTruck } from '~/web/components/ui/icons';
import { useT } from '~/web/i18n/i18n-context';

/**
 * The delivery page's prices (widget `delivery-prices`): the rules from the configuration, then one folding section per
 * city with its districts and places from the database. The first city (Baku) starts open; every section works
 * without JavaScript (<details>).
 */
export function DeliveryPricesTable({ data }: { data: DeliveryPrices }) {
  const t = useT();
  const from = formatMoney(data.freeFrom);
  const thresholdCities = data.cities.filter((c) => c.threshold).map((c) => c.title);
  return (
    <div className="cn-widget cn-delivery" data-testid="delivery-prices">
      <ul className="cn-rules">
        {thresholdCities.length ? (
          <li>
            {t('content.delivery.thresholdRule', {
              cities: thresholdCities.join(', '),
              from,
              under: formatMoney(data.underMin),
            })}
          </li>
        ) : null}
        <li>{t('content.delivery.otherRule')}</li>
        <li>{t('content.delivery.pickupRule')}</li>
      </ul>
      {data.cities.map((c, i) => {
        const count = c.districts.reduce((n, d) => n + d.places.length, 0);
        return (
          <details key={c.id} className="cn-city" open={i === 0} data-testid="delivery-city">
            <summary>
              <IconTruck size={18} />
              <span className="cn-city-name">{c.title}</span>
              <span className="cn-city-meta">
                {c.delivery ? t('content.delivery.places', { count }) : t('content.delivery.pickupOnly')}
              </span>
            </summary>
            {c.delivery ? (
              <div className="cn-table-wrap">
                <table className="cn-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('content.delivery.place')}</th>
                      <th scope="col" className="num">
                        {t('content.delivery.price')}
                        {c.threshold ? <small>{t('content.delivery.fromOrder', { from })}</small> : null}
                      </th>
                      <th scope="col">{t('content.delivery.time')}</th>
                    </tr>
                  </thead>
                  {c.districts.map((d) => (
                    <tbody key={d.id}>
                      {c.districts.length > 1 ? (
                        <tr className="cn-table-group">
                          <th scope="rowgroup" colSpan={3}>
                            {d.title}
                          </th>
                        </tr>
                      ) : null}
                      {d.places.map((pl) => (
                        <tr key={pl.id}>
                          <td>{pl.title}</td>
                          <td className="num">
                            {pl.price === 0 ? (
                              <span className="cn-free">{t('content.delivery.free')}</span>
                            ) : (
                              formatMoney(pl.price)
                            )}
                          </td>
                          <td>{pl.oneDay ? t('content.delivery.oneDay') : t('content.delivery.fewDays')}</td>
                        </tr>
                      ))}
                    </tbody>
                  ))}
                </table>
              </div>
            ) : null}
          </details>
        );
      })}
    </div>
  );
}

/** The coupon campaign's gift tiers (widget `coupon-tiers`, CNT-5, CONST-4), from the pure rules in domain/coupons. */
export function CouponTiers() {
  const t = useT();
  return (
    <div className="cn-widget" data-testid="coupon-tiers">
      <p className="cn-coupon-rule">{t('content.coupons.rule')}</p>
      <ol className="cn-tiers">
        {COUPON_GIFTS.map((g) => (
          <li key={g.coupons} className="cn-tier">
            <span className="cn-tier-count">{t('content.coupons.count', { count: g.coupons })}</span>
            <IconGift size={22} />
            <span className="cn-tier-gift">{t(`content.coupons.gifts.${g.gift}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
