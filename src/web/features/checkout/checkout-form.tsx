import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CartReply } from '~/domain/api/cart';
import { CONTENT_PATHS, localePath } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi, newIdempotencyKey } from '~/web/lib/api';
import { trackEcommerce, type AnalyticsItem } from '~/web/lib/analytics';
import { useLists } from '~/web/lib/lists/lists-context';
import { promoButton } from '~/web/lib/promo-field';
import { useRootData } from '~/web/lib/root-data';
import { orderHref, outcomeOf } from './checkout-flow';
import type { OtpStep as Step } from '~/web/components/form/otp';
import { DeliveryFields } from './delivery-fields';
import {
  activeFields,
  checkoutInput,
  fieldError,
  formErrors,
  giftOn,
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
import { Field, fieldProps, Section } from '~/web/components/form/form-bits';
import { MobileInput } from '~/web/components/form/mobile-input';
import { EMPTY_MOBILE, readLocalInput } from '~/web/components/form/mobile-mask';
import type { AddressView } from '~/domain/api/account';
import { PaymentFields } from './payment-fields';
import { SummaryBlock } from './summary-block';
import { usePlaces, type PlacesInitial } from '~/web/lib/use-places';
import { useSummary } from './use-summary';

// The code step shows only after the first submission (CHK-7): its code loads with that submission, not with
// the page (design §5 first-load budget).
const loadOtpStep = () => import('~/web/components/form/otp-step');
const OtpStep = lazy(() => loadOtpStep().then((m) => ({ default: m.OtpStep })));
// Leaving for the bank (the pending order noted, the bank's form posted) is needed only once an order is placed:
// its code loads with the submission too, not with the page.
const loadLeaving = () => Promise.all([import('~/web/lib/pending-order'), import('~/web/lib/gateway-form')]);

export interface CheckoutFormProps {
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

const KEEP_FIELDS: readonly FieldName[] = ['otpCode', 'promoCode'];

/** `e` with field `f` showing `msg`, or without an error when `msg` is undefined (same object when nothing changes). */
function withError(e: FieldErrors, f: FieldName, msg: string | undefined): FieldErrors {
  if (e[f] === msg) return e;
  const copy = { ...e };
  if (msg) copy[f] = msg;
  else delete copy[f];
  return copy;
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
  const navigate = useNavigate();
  const lists = useLists();
  const { site, viewer } = useRootData();
  const cfg = site.checkout;
  const deliveryTypes = cfg.deliveryTypes.length ? cfg.deliveryTypes : (['delivery', 'pickup'] as DeliveryType[]);
  const paymentTypes = cfg.paymentTypes.length ? cfg.paymentTypes : (['cash', 'card', 'installment'] as PaymentType[]);
  const h = inDialog ? 3 : 2;

  const [values, setValues] = useState<CheckoutValues>(() => {
    const delivery = deliveryTypes[0]!;
    const payment = paymentTypes.find((p) => !(p === 'cash' && delivery === 'delivery')) ?? paymentTypes[0]!;
    // a signed-in customer's contact and main address are filled in (they can still change them)
    const main = savedAddresses.find((a) => a.selected) ?? savedAddresses[0];
    const home = delivery === 'delivery' && main?.district && main.place ? main : null;
    return {
      fullName: viewer?.fullName ?? '',
      email: viewer?.email ?? '',
      mobile: viewer ? readLocalInput(`+${viewer.mobile}`, EMPTY_MOBILE) : EMPTY_MOBILE,
      delivery,
      city: home?.city.id ?? null,
      district: home?.district?.id ?? null,
      place: home?.place?.id ?? null,
      address: home?.address ?? '',
      branch: null,
      payment,
      creditCard: null,
      creditMonth: null,
      promoCode: initialPromo.trim().toUpperCase(),
      gift: false,
      giftFirstName: '',
      giftLastName: '',
      giftMobile: EMPTY_MOBILE,
      giftNote: '',
      terms: false,
      ...initialValues,
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [promoInput, setPromoInput] = useState(values.promoCode);
  const [switchedToCard, setSwitchedToCard] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState<null | { test: boolean }>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [otp, setOtp] = useState<Step | null>(null);
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // one key per order form, kept across retries, renewed after an order is placed (decision 0008)
  const idemKey = useRef<string | null>(null);
  const paymentInfoSent = useRef(false);
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

  useEffect(() => {
    if (!focusTick) return;
    // the first field at fault (the mobile's digits rather than its operator list)
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(.co-mobile-prefix)')?.focus();
  }, [focusTick]);

  const tr = (key: string | undefined) => (key ? t(key) : undefined);

  const set = <K extends keyof CheckoutValues>(k: K, v: CheckoutValues[K]) => {
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

  const applyPromo = () => {
    const code = promoInput.trim().toUpperCase();
    setPromoInput(code);
    set('promoCode', code);
  };

  const resetOtp = () => {
    setOtp(null);
    setCode('');
    setErrors((e) => withError(e, 'otpCode', undefined));
  };

  const submitLabel = t(values.payment === 'cash' ? 'checkout.submit.confirm' : 'checkout.submit.pay');
  const summaryError = reply?.summary.error ?? null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (submitting || leaving) return;
    const v = valuesRef.current;
    setMessage(null);
    const found = formErrors(v, source);
    const shown: FieldErrors = {};
    for (const [f, k] of Object.entries(found)) shown[f as FieldName] = t(k);
    if (otp && code.length !== 6) shown.otpCode = t('otp.format');
    setErrors(shown);
    if (Object.keys(shown).length) {
      setFocusTick((n) => n + 1);
      return;
    }
    if (summaryError) return;
    setSubmitting(true);
    void loadOtpStep();
    const leavingCode = loadLeaving();
    leavingCode.catch(() => undefined);
    if (!paymentInfoSent.current) {
      paymentInfoSent.current = true;
      trackEcommerce('add_payment_info', items, {
        payment_type: v.payment,
        ...(reply ? { value: reply.summary.total } : {}),
        ...(v.promoCode ? { coupon: v.promoCode } : {}),
      });
    }
    idemKey.current ??= newIdempotencyKey();
    const r = await callApi(
      'checkout.submit',
      checkoutInput(v, { cart, source, otpToken: otp?.token ?? null, otpCode: otp ? code : null }),
      { lang, t, idempotencyKey: idemKey.current },
    );
    const o = outcomeOf(r, lang, Date.now());
    switch (o.kind) {
      case 'otp':
        setOtp(o.otp);
        setCode('');
        setSubmitting(false);
        return;
      case 'cancel':
        resetOtp();
        setMessage(o.message);
        setSubmitting(false);
        return;
      case 'done':
        idemKey.current = null;
        await navigate(o.href);
        // emptied once the order page is there (else this page would flash its empty state)
        if (cartAfter === 'empty') lists.clearCart();
        else if (cartAfter === 'lines') lists.clearCart(cart.map((l) => l.id));
        return;
      case 'gateway':
      case 'redirect': {
        idemKey.current = null;
        let parts: Awaited<ReturnType<typeof loadLeaving>>;
        try {
          parts = await leavingCode;
        } catch {
          // the order is placed and waits for its payment: its page ("Pay again") takes the shopper on from there
          window.location.assign(orderHref(lang, o.token));
          return;
        }
        const [{ rememberPendingOrder }, { postGatewayForm }] = parts;
        rememberPendingOrder({ token: o.token, fromCart: cartAfter !== 'keep', ids: cart.map((l) => l.id) });
        setLeaving({ test: o.kind === 'gateway' && o.test });
        if (o.kind === 'gateway') postGatewayForm(o.form);
        else window.location.assign(o.url);
        return;
      }
      case 'error': {
        setSubmitting(false);
        if (o.aborted) return;
        // the server answered: nothing was placed under this key (a bank that could not be reached leaves the key
        // spent on a cancelled order), so the next try gets a fresh one; without an answer the key is kept
        if (r.ok === false && r.status !== 0) idemKey.current = null;
        if (o.resetOtp) resetOtp();
        const visible = new Set<FieldName>([...activeFields(v, source), ...KEEP_FIELDS]);
        const onFields: FieldErrors = {};
        const elsewhere = [...o.otherErrors];
        for (const [f, m] of Object.entries(o.fieldErrors) as [FieldName, string][]) {
          if (visible.has(f) && (f !== 'otpCode' || otp)) onFields[f] = m;
          else elsewhere.push(m);
        }
        setErrors(onFields);
        setMessage(
          elsewhere.length ? [...new Set(elsewhere)].join(' ') : Object.keys(onFields).length ? null : o.message,
        );
        if (Object.keys(onFields).length) setFocusTick((n) => n + 1);
        return;
      }
    }
  };

  const resend = async () => {
    if (!otp || resending) return;
    setResending(true);
    const r = await callApi('checkout.otpResend', { otpToken: otp.token }, { lang, t });
    setResending(false);
    if (r.ok) {
      const now = Date.now();
      setOtp({
        ...otp,
        resendAt: now + r.data.resendInSeconds * 1000,
        expiresAt: now + r.data.expiresInSeconds * 1000,
      });
      setMessage(null);
      setErrors((e) => withError(e, 'otpCode', undefined));
    } else {
      if (r.fieldErrors.otpToken) resetOtp();
      setMessage(r.fieldErrors.otpToken ?? r.error);
    }
  };

  const locked = !!otp || !!leaving;
  const placeChosen = values.delivery === 'pickup' || !!values.place;
  const ids = (p: string) => `co-${p}`;
  const promoMsg = reply?.promoCodeMessage ?? null;

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
          <div className="co-grid-fields">
            <Field
              id={ids('fullName')}
              className="co-wide"
              label={t('checkout.fields.fullName')}
              error={errors.fullName}
            >
              <input
                {...fieldProps(ids('fullName'), errors.fullName)}
                className="sx-input"
                value={values.fullName}
                maxLength={100}
                autoComplete="name"
                onChange={(e) => set('fullName', e.target.value)}
                onBlur={() => blur('fullName')}
                data-autofocus
                data-testid="fullName"
              />
            </Field>
            <Field id={ids('mobile')} label={t('checkout.fields.mobile')} error={errors.mobile}>
              <MobileInput
                id={ids('mobile')}
                value={values.mobile}
                onChange={(m) => set('mobile', m)}
                onBlur={() => blur('mobile')}
                error={errors.mobile}
                testId="mobile"
              />
            </Field>
            <Field
              id={ids('email')}
              label={t('checkout.fields.email')}
              hint={t('checkout.fields.optional')}
              error={errors.email}
            >
              <input
                {...fieldProps(ids('email'), errors.email)}
                className="sx-input"
                type="email"
                value={values.email}
                maxLength={254}
                autoComplete="email"
                onChange={(e) => set('email', e.target.value)}
                onBlur={() => blur('email')}
                data-testid="email"
              />
            </Field>
          </div>
        </Section>

        <Section n={2} level={h} title={t('checkout.sections.delivery')} testId="section-delivery">
          {values.delivery === 'delivery' && savedAddresses.some((a) => a.district && a.place) ? (
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
                {savedAddresses
                  .filter((a) => a.district && a.place)
                  .map((a) => (
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
            freeDelivery={!!reply && placeChosen && !reply.summary.noDelivery && reply.summary.delivery === 0}
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

        {source === 'checkout' ? (
          <Section n={4} level={h} title={t('checkout.sections.gift')} testId="section-gift">
            {values.delivery === 'pickup' ? (
              // a gift is delivered to the recipient's address: with pickup there is none (decision 0057)
              <p className="co-hint" data-testid="gift-pickup-note">
                {t('checkout.gift.pickupNote')}
              </p>
            ) : (
              <label className="co-check">
                <input
                  type="checkbox"
                  checked={values.gift}
                  onChange={(e) => set('gift', e.target.checked)}
                  data-testid="gift"
                />
                <span>{t('checkout.gift.toggle')}</span>
              </label>
            )}
            {giftOn(values, source) ? (
              <div className="co-grid-fields co-gift">
                <Field id={ids('giftFirstName')} label={t('checkout.gift.firstName')} error={errors.giftFirstName}>
                  <input
                    {...fieldProps(ids('giftFirstName'), errors.giftFirstName)}
                    className="sx-input"
                    value={values.giftFirstName}
                    maxLength={50}
                    autoComplete="off"
                    onChange={(e) => set('giftFirstName', e.target.value)}
                    onBlur={() => blur('giftFirstName')}
                    data-testid="giftFirstName"
                  />
                </Field>
                <Field id={ids('giftLastName')} label={t('checkout.gift.lastName')} error={errors.giftLastName}>
                  <input
                    {...fieldProps(ids('giftLastName'), errors.giftLastName)}
                    className="sx-input"
                    value={values.giftLastName}
                    maxLength={50}
                    autoComplete="off"
                    onChange={(e) => set('giftLastName', e.target.value)}
                    onBlur={() => blur('giftLastName')}
                    data-testid="giftLastName"
                  />
                </Field>
                <Field id={ids('giftMobile')} label={t('checkout.gift.mobile')} error={errors.giftMobile}>
                  <MobileInput
                    id={ids('giftMobile')}
                    value={values.giftMobile}
                    onChange={(m) => set('giftMobile', m)}
                    onBlur={() => blur('giftMobile')}
                    error={errors.giftMobile}
                    autoComplete="off"
                    testId="giftMobile"
                  />
                </Field>
                <Field
                  id={ids('giftNote')}
                  className="co-wide"
                  label={t('checkout.gift.note')}
                  hint={t('checkout.fields.optional')}
                  error={errors.giftNote}
                >
                  <textarea
                    {...fieldProps(ids('giftNote'), errors.giftNote)}
                    className="sx-input"
                    value={values.giftNote}
                    maxLength={500}
                    rows={3}
                    onChange={(e) => set('giftNote', e.target.value)}
                    onBlur={() => blur('giftNote')}
                    data-testid="giftNote"
                  />
                </Field>
              </div>
            ) : null}
          </Section>
        ) : null}
      </fieldset>

      <div className="co-side">
        {lines}
        <fieldset className="co-promo" disabled={locked}>
          <label htmlFor={ids('promo')}>{t('checkout.promo.label')}</label>
          <div className="co-promo-row">
            <input
              id={ids('promo')}
              className={`sx-input${promoMsg?.type === 'error' ? ' is-invalid' : ''}`}
              value={promoInput}
              maxLength={32}
              autoComplete="off"
              placeholder={t('checkout.promo.placeholder')}
              onChange={(e) => setPromoInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyPromo();
                }
              }}
              aria-describedby={promoMsg ? 'co-promo-msg' : undefined}
              aria-invalid={promoMsg?.type === 'error' ? true : undefined}
              data-testid="promo-input"
            />
            {promoButton(values.promoCode, promoInput) === 'remove' ? (
              <button
                type="button"
                className="sx-btn sx-btn-ghost"
                onClick={() => {
                  setPromoInput('');
                  set('promoCode', '');
                }}
                data-testid="promo-remove"
              >
                {t('checkout.promo.remove')}
              </button>
            ) : (
              <button
                type="button"
                className="sx-btn sx-btn-dark"
                disabled={!promoInput.trim()}
                onClick={applyPromo}
                data-testid="promo-apply"
              >
                {t('checkout.promo.apply')}
              </button>
            )}
          </div>
          {promoMsg && values.promoCode ? (
            <p
              id="co-promo-msg"
              className={`co-promo-msg is-${promoMsg.type}`}
              role="status"
              data-testid="promo-message"
            >
              {promoMsg.message}
            </p>
          ) : errors.promoCode ? (
            <p id="co-promo-msg" className="co-promo-msg is-error" data-testid="promo-message">
              {errors.promoCode}
            </p>
          ) : null}
        </fieldset>

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
