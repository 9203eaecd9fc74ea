import type { DeliveryEstimate } from '~/domain/delivery-estimate';
import { formatDayMonthYear } from '~/domain/dates';
import { IconTruck } from '~/web/components/ui/icons';
import { useLang, useT } from '~/web/i18n/i18n-context';

/**
 * "Delivery tomorrow in Baku", "In 2–3 days to the regions" (PDP-14, decision 0080): the estimate the server worked
 * out on the shop's clock when it rendered the page, so the browser shows the same words whatever its time zone.
 */
export function DeliveryEstimateNote({ estimate }: { estimate: DeliveryEstimate }) {
  const t = useT();
  const lang = useLang();
  const { baku, regions } = estimate;
  if (!baku && !regions) return null;
  const bakuText = !baku
    ? null
    : baku.inDays === 1
      ? t('product.delivery.bakuTomorrow')
      : baku.inDays === 2
        ? t('product.delivery.bakuDayAfter')
        : // "07 Dec": the day and month of the Baku day, without the year
          t('product.delivery.bakuOn', {
            date: formatDayMonthYear(`${baku.day}T12:00:00+04:00`, lang).replace(/ \d{4}$/, ''),
          });
  return (
    <section className="pp-delivery" aria-label={t('product.delivery.label')} data-testid="delivery-estimate">
      <IconTruck size={20} />
      <ul>
        {bakuText ? (
          <li data-testid="delivery-baku">
            <strong>{bakuText}</strong>
          </li>
        ) : null}
        {regions ? (
          <li data-testid="delivery-regions">
            {t('product.delivery.regions', { from: regions.from, count: regions.to })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
