import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartReply } from '~/domain/api/cart';
import { CONTENT_PATHS, localePath } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import type { AnalyticsItem } from '~/web/lib/analytics';
import { useRootData } from '~/web/lib/root-data';
import { DeliveryFields } from './delivery-fields';
import {
  fieldError,
  installmentChoice,
  pricingInput,
  withDelivery,
  type CheckoutValues,
  type DeliveryType,
  type FieldErrors,
  type FieldName,
  type PaymentType,
  type Source,
} from './field-rules';
import { Field, Section } from '~/web/components/form/form-fields';
import type { AddressView } from '~/domain/api/account';
import { PaymentFields } from './payment-fields';
import { SummaryBlock } from './summary-block';
import { usePlaces, type PlacesInitial } from '~/web/lib/use-places';
import { useSummary } from './use-summary';
import { firstValues, withError, type SetValue } from './checkout-values';
import { ContactFields } from './contact-fields';
import { GiftSection } from './gift-section';
import { OtpStep } from './lazy-otp-step';
import { PromoBox } from './promo-box';
import { useCheckoutSubmit } from './use-checkout-submit';

interface CheckoutFormProps {
  source: Source;
  /** what is bought: the cart's lines (checkout page) or the one product (buy now) */
  cart: { id: number; qty: number }[];
  /** the lines for the analytics events (money in qəpik) */
  items: AnalyticsItem[];
  initialSummary: CartReply | null;
  /** a promo code to apply from the start (`/checkout?promoCode=`) */
  initialPromo?: string;
  /** the lists the server already read (checkout page) */
  places?: PlacesInitial;
  /** shown at the top of the side column: the order's lines */
  lines?: ReactNode;
  /** shown above both columns (the popup's product) */
  top?: ReactNode;
  /** inside a dialog: section headings start one level lower */
  inDialog?: boolean;
  /** a signed-in customer's saved addresses (the main one first chosen for home delivery) */
  savedAddresses?: AddressView[];
  /** each new summary (the popup shows the product's price from it) */
  onSummary?: (r: CartReply) => void;
  /** values to start with ("Repeat checkout" of a failed order: its details, decision 0057) */
  initialValues?: Partial<CheckoutValues>;
  /**
   * what a placed order does to the cart: `empty` it (the checkout page's cart), remove just these `lines` (a repeated
   * cart order), or `keep` it (buy now; a repeated buy-now order). Default: `empty` on the page, `keep` in the popup.
   */
  cartAfter?: 'empty' | 'lines' | 'keep';
}

/**
 * The one checkout form of the buy-now popup and the checkout page (CHK-1…CHK-3): contact, delivery,
 * payment (and on the page the gift and the terms), the summary priced by the server, the one-time-code step, and
 * what follows the server's answer — the order page, the bank's form, or errors on their fields.
 */
export function CheckoutForm({
  source,
  cart,
  items,
  initialSummary,
  initialPromo = '',
  places: placesInitial,
  lines,
  top,
  inDialog,
  savedAddresses = [],
  onSummary,
  initialValues,
  cartAfter = source === 'checkout' ? 'empty' : 'keep',
}: CheckoutFormProps) {
  const t = useT();
  const lang = useLang();
  const { site, viewer } = useRootData();
  const cfg = site.checkout;
  const deliveryTypes = cfg.deliveryTypes.length ? cfg.deliveryTypes : (['delivery', 'pickup'] as DeliveryType[]);
  const paymentTypes = cfg.paymentTypes.length ? cfg.paymentTypes : (['cash', 'card', 'installment'] as PaymentType[]);
  const h = inDialog ? 3 : 2;

  const [values, setValues] = useState<CheckoutValues>(() =>
    firstValues(deliveryTypes, paymentTypes, viewer, savedAddresses, initialPromo, initialValues),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [switchedToCard, setSwitchedToCard] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const update = (next: CheckoutValues) => {
    valuesRef.current = next;
    setValues(next);
  };

  const places = usePlaces(
    lang,
    t,
    values.delivery === 'delivery' ? values.city : null,
    values.delivery === 'delivery' ? values.district : null,
    values.delivery === 'pickup' || deliveryTypes.includes('pickup'),
    placesInitial,
  );
  const pricing = useMemo(() => pricingInput(values), [values]);
  const { reply, busy, failed } = useSummary(cart, pricing, initialSummary, lang, t);
  const [submitting, leaving, message, setMessage, otp, code, setCode, resending, submit, resend, resetOtp] =
    useCheckoutSubmit(source, cart, items, cartAfter, reply, valuesRef, setErrors, formRef);

  // Baku (CONST-6: the default city) once the cities are known
  useEffect(() => {
    if (values.city || !places.cities) return;
    const baku = places.cities.find((c) => c.delivery && c.slug === 'baku');
    if (baku && !valuesRef.current.city) update({ ...valuesRef.current, city: baku.id });
  }, [places.cities, values.city]);

  // the installment choices follow what the engine allows for this order
  useEffect(() => {
    if (!reply) return;
    onSummary?.(reply);
    const next = installmentChoice(valuesRef.current, reply.installmentMonths, reply.isInstallment).values;
    if (next !== valuesRef.current) update(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);

  const tr = (key: string | undefined) => (key ? t(key) : undefined);

  const set: SetValue = (k, v) => {
    const next = { ...valuesRef.current, [k]: v };
    if (k === 'city') Object.assign(next, { district: null, place: null });
    if (k === 'district') Object.assign(next, { place: null });
    update(next);
    // a field that shows an error is checked again as it changes (a server's error goes with the change)
    setErrors((e) => (k in e ? withError(e, k as FieldName, tr(fieldError(k as FieldName, next))) : e));
    if (k === 'payment') setSwitchedToCard(false);
  };
  const blur = (f: FieldName) => setErrors((e) => withError(e, f, tr(fieldError(f, valuesRef.current))));
  const onDelivery = (d: DeliveryType) => {
    const r = withDelivery(valuesRef.current, d);
    update(r.values);
    setSwitchedToCard(r.switchedToCard);
    setErrors((e) => withError(e, 'payment', undefined));
  };
  const onPayment = (p: PaymentType) => set('payment', p);

  const submitLabel = t(values.payment === 'cash' ? 'checkout.submit.confirm' : 'checkout.submit.pay');
  const summaryError = reply?.summary.error ?? null;

  // the saved addresses home delivery can go to
  const homes = savedAddresses.filter((a) => a.district && a.place);
  const locked = !!otp || !!leaving;
  const placeChosen = values.delivery === 'pickup' || !!values.place;

  return (
    <form
      ref={formRef}
      className={`co-form${inDialog ? ' is-dialog' : ''}`}
      noValidate
      onSubmit={submit}
      data-testid="checkout-form"
      aria-busy={submitting}
    >
      {top}
      <fieldset className="co-main" disabled={locked}>
        <Section n={1} level={h} title={t('checkout.sections.contact')} testId="section-contact">
          <ContactFields values={values} errors={errors} set={set} blur={blur} />
        </Section>

        <Section n={2} level={h} title={t('checkout.sections.delivery')} testId="section-delivery">
          {values.delivery === 'delivery' && homes.length ? (
            <Field id="co-saved" label={t('checkout.fields.savedAddress')}>
              <select
                id="co-saved"
                className="sx-input"
                defaultValue={savedAddresses.find((a) => a.selected)?.id ?? ''}
                onChange={(e) => {
                  const a = savedAddresses.find((x) => x.id === Number(e.target.value));
                  if (!a?.district || !a.place) return;
                  setValues((v) => ({
                    ...v,
                    city: a.city.id,
                    district: a.district!.id,
                    place: a.place!.id,
                    address: a.address,
                  }));
                }}
                data-testid="saved-address"
              >
                <option value="">{t('checkout.fields.otherAddress')}</option>
                {homes.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title} — {a.line}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <DeliveryFields
            values={values}
            types={deliveryTypes}
            places={places}
            errors={errors}
            set={set}
            blur={blur}
            onDelivery={onDelivery}
            placeDelivery={reply?.place === values.place ? reply.summary.delivery : null}
            cart={cart}
          />
        </Section>

        <Section n={3} level={h} title={t('checkout.sections.payment')} testId="section-payment">
          <PaymentFields
            values={values}
            types={paymentTypes}
            errors={errors}
            cards={installmentChoice(values, reply?.installmentMonths ?? {}, reply?.isInstallment ?? false).cards}
            months={reply?.installmentMonths ?? {}}
            installmentOffered={reply ? reply.isInstallment : null}
            total={reply?.summary.total ?? null}
            switchedToCard={switchedToCard}
            testPayments={cfg.testPayments}
            onPayment={onPayment}
            set={set}
          />
        </Section>

        {source === 'checkout' ? <GiftSection level={h} values={values} errors={errors} set={set} blur={blur} /> : null}
      </fieldset>

      <div className="co-side">
        {lines}
        <PromoBox
          code={values.promoCode}
          onCode={(c) => set('promoCode', c)}
          message={reply?.promoCodeMessage ?? null}
          error={errors.promoCode}
          locked={locked}
        />

        <SummaryBlock reply={reply} busy={busy} delivery={values.delivery} placeChosen={placeChosen} headingLevel={h} />
        {failed ? (
          <p className="co-note is-warn" role="status">
            {failed}
          </p>
        ) : null}

        {source === 'checkout' ? (
          <div className={`co-terms${errors.terms ? ' has-error' : ''}`}>
            <label className="co-check">
              <input
                type="checkbox"
                checked={values.terms}
                disabled={locked}
                onChange={(e) => set('terms', e.target.checked)}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'co-terms-err' : undefined}
                data-testid="terms"
              />
              <span>
                {t('checkout.terms.label')} (
                <a
                  href={localePath(lang, CONTENT_PATHS.terms[lang])}
                  target="_blank"
                  rel="noopener"
                  data-testid="terms-link"
                >
                  {t('content.terms.open')}
                </a>
                )
              </span>
            </label>
            {errors.terms ? (
              <span className="co-error" id="co-terms-err" data-testid="error-terms">
                {errors.terms}
              </span>
            ) : null}
          </div>
        ) : null}

        {summaryError ? (
          <p className="co-summary-error" role="alert" data-testid="summary-error">
            {summaryError}
          </p>
        ) : null}
        {message ? (
          <p className="co-form-error" role="alert" data-testid="form-message">
            {message}
          </p>
        ) : null}

        {leaving ? (
          <div className="co-leaving" role="status" data-testid="leaving">
            <span className="ui-spinner" aria-hidden="true" />
            <span>{t('checkout.submit.redirecting')}</span>
            {leaving.test ? <span className="co-test-note">{t('payment.testGatewayNotice')}</span> : null}
          </div>
        ) : otp ? (
          <Suspense fallback={<span className="ui-spinner" role="status" aria-label={t('catalog.popup.loading')} />}>
            <OtpStep
              step={otp}
              code={code}
              onCode={(c) => {
                setCode(c);
                if (errors.otpCode) setErrors((e) => withError(e, 'otpCode', undefined));
              }}
              error={errors.otpCode}
              busy={submitting}
              resending={resending}
              onResend={() => void resend()}
              onChangeDetails={() => {
                resetOtp();
                setMessage(null);
              }}
              submitLabel={submitLabel}
            />
          </Suspense>
        ) : (
          <button
            type="submit"
            className="sx-btn sx-btn-primary co-submit"
            disabled={submitting || !!summaryError}
            data-testid="checkout-submit"
          >
            {submitting ? t('checkout.submit.sending') : submitLabel}
          </button>
        )}
        <p className="co-secure">{t('checkout.submit.secure')}</p>
      </div>
    </form>
  );
}
