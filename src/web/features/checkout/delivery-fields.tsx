import { lazy, Suspense } from 'react';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { IconTruck } from '~/web/components/ui/icons';
import type { CheckoutValues, DeliveryType, FieldErrors, FieldName } from './field-rules';
import { ChoiceCard, Field, fieldProps } from '~/web/components/form/form-fields';
import type { Places } from '~/web/lib/use-places';

/** The branch choice with what each branch holds of this order (issue 32): loaded when pickup is chosen. */
const PickupChoice = lazy(() => import('./pickup-choice'));

const IconStore = ({ size = 22 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9v1a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0V9M5 12.5V20h14v-7.5M10 20v-5h4v5" />
  </svg>
);

/** Delivery method, then city → district → place and the address, or the branch list for pickup (CHK-2). */
export function DeliveryFields({
  values,
  types,
  places,
  errors,
  set,
  blur,
  onDelivery,
  placeDelivery,
  cart,
}: {
  values: CheckoutValues;
  types: DeliveryType[];
  places: Places;
  errors: FieldErrors;
  set: <K extends keyof CheckoutValues>(k: K, v: CheckoutValues[K]) => void;
  blur: (f: FieldName) => void;
  onDelivery: (d: DeliveryType) => void;
  /** the summary's delivery price for the chosen place (the one engine's), null until it is priced for this place */
  placeDelivery: number | null;
  /** the order's lines: pickup offers the branches holding them all */
  cart: { id: number; qty: number }[];
}) {
  const t = useT();
  const cities = (places.cities ?? []).filter((c) => c.delivery);
  const loading = <option value="">{t('checkout.fields.loading')}</option>;
  const choose = <option value="">{t('checkout.fields.choose')}</option>;
  const num = (s: string) => (s ? Number(s) : null);
  return (
    <>
      {types.length > 1 ? (
        <div className="co-choices co-choices-2" role="radiogroup" aria-label={t('checkout.sections.delivery')}>
          {types.map((d) => (
            <ChoiceCard
              key={d}
              name="co-delivery"
              value={d}
              checked={values.delivery === d}
              onChange={() => onDelivery(d)}
              title={t(`checkout.delivery.${d}`)}
              hint={t(`checkout.delivery.${d}Hint`)}
              icon={d === 'delivery' ? <IconTruck size={22} /> : <IconStore />}
              testId={`delivery-${d}`}
            />
          ))}
        </div>
      ) : null}

      {values.delivery === 'delivery' ? (
        <div className="co-grid-fields co-places">
          <Field id="co-city" label={t('checkout.fields.city')} error={errors.city}>
            <select
              {...fieldProps('co-city', errors.city)}
              className="sx-input"
              value={values.city ?? ''}
              onChange={(e) => set('city', num(e.target.value))}
              onBlur={() => blur('city')}
              data-testid="city"
            >
              {places.cities ? choose : loading}
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </Field>
          <Field id="co-district" label={t('checkout.fields.district')} error={errors.district}>
            <select
              {...fieldProps('co-district', errors.district)}
              className="sx-input"
              value={values.district ?? ''}
              disabled={!values.city}
              onChange={(e) => set('district', num(e.target.value))}
              onBlur={() => blur('district')}
              data-testid="district"
            >
              {!values.city || places.districts ? choose : loading}
              {(places.districts ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                </option>
              ))}
            </select>
          </Field>
          <Field id="co-place" label={t('checkout.fields.place')} error={errors.place}>
            <select
              {...fieldProps('co-place', errors.place)}
              className="sx-input"
              value={values.place ?? ''}
              disabled={!values.district}
              onChange={(e) => set('place', num(e.target.value))}
              onBlur={() => blur('place')}
              data-testid="place"
            >
              {!values.district || places.places ? choose : loading}
              {(places.places ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                  {p.oneDay ? ` · ${t('checkout.delivery.oneDay')}` : ''}
                </option>
              ))}
            </select>
          </Field>
          {(() => {
            const place = places.places?.find((p) => p.id === values.place);
            return place ? (
              <p className="co-place-note" data-testid="place-note">
                {place.oneDay ? <span className="co-badge">{t('checkout.delivery.oneDay')}</span> : null}
                {placeDelivery === null
                  ? null
                  : placeDelivery === 0
                    ? t('checkout.summary.free')
                    : t('checkout.delivery.price', { price: formatMoney(placeDelivery) })}
              </p>
            ) : null;
          })()}
          <Field id="co-address" className="co-wide" label={t('checkout.fields.address')} error={errors.address}>
            <input
              {...fieldProps('co-address', errors.address)}
              className="sx-input"
              value={values.address}
              maxLength={300}
              autoComplete="street-address"
              placeholder={t('checkout.fields.addressPlaceholder')}
              onChange={(e) => set('address', e.target.value)}
              onBlur={() => blur('address')}
              data-testid="address"
            />
          </Field>
        </div>
      ) : (
        <fieldset className="co-branches" aria-describedby={errors.branch ? 'co-branch-err' : undefined}>
          <legend>{t('checkout.fields.branch')}</legend>
          {/* above the list: seen with its first branch, which takes the focus when the form is refused */}
          {errors.branch ? (
            <span className="co-error" id="co-branch-err" data-testid="error-branch">
              {errors.branch}
            </span>
          ) : null}
          <Suspense fallback={<div className="ui-spinner" role="status" aria-label={t('checkout.fields.loading')} />}>
            <PickupChoice
              cart={cart}
              branches={places.branches}
              value={values.branch}
              onChoose={(id) => set('branch', id)}
              error={errors.branch}
            />
          </Suspense>
        </fieldset>
      )}
    </>
  );
}
