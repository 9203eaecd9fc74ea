import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import type { CartReply } from '~/domain/api/cart';
import type { OtpStep } from '~/web/components/form/otp';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { trackEcommerce, type AnalyticsItem } from '~/web/lib/analytics';
import { callApi, newIdempotencyKey } from '~/web/lib/api-client';
import { useLists } from '~/web/lib/lists/lists-context';
import { withError } from './checkout-values';
import {
  activeFields,
  checkoutInput,
  formErrors,
  type CheckoutValues,
  type FieldErrors,
  type FieldName,
  type Source,
} from './field-rules';
import { loadOtpStep } from './lazy-otp-step';

// Leaving for the bank (the pending order noted, the bank's form posted) is needed only once an order is placed:
// its code loads with the submission too, not with the page.
const loadLeaving = () => Promise.all([import('~/web/lib/pending-order'), import('~/web/lib/gateway-form')]);

// Reading the server's answer (checkout-flow.ts) is needed only once the form is sent: its code loads with the
// submission, beside the request, not with the page (design §5 first-load budget).
const loadFlow = () => import('./checkout-flow');

/** The fields whose server errors show on them whatever else the form shows (the code step's, the promo box's). */
const KEEP_FIELDS: readonly FieldName[] = ['otpCode', 'promoCode'];

/**
 * The checkout's submission (CHK-6, CHK-7): the form's own checks, then `checkout.submit` under one idempotency key
 * per order (decision 0008), and what follows the server's answer — the code step (and sending the code again), the
 * order page, the bank's form, or the errors on their fields (the first one focused).
 *
 * Arguments and answer are positional (a tuple, read with array destructuring): the page's first-load budget (design
 * §5) counts every byte, and the property names of an options object and of an answer object are not minified.
 */
export function useCheckoutSubmit(
  source: Source,
  cart: { id: number; qty: number }[],
  items: AnalyticsItem[],
  cartAfter: 'empty' | 'lines' | 'keep',
  reply: CartReply | null,
  values: RefObject<CheckoutValues>,
  setErrors: Dispatch<SetStateAction<FieldErrors>>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const lists = useLists();
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState<null | { test: boolean }>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  // one key per order form, kept across retries, renewed after an order is placed (decision 0008)
  const idemKey = useRef<string | null>(null);
  const paymentInfoSent = useRef(false);

  useEffect(() => {
    if (!focusTick) return;
    // the first field at fault (the mobile's digits rather than its operator list)
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(.co-mobile-prefix)')?.focus();
  }, [focusTick, formRef]);

  const resetOtp = () => {
    setOtp(null);
    setCode('');
    setErrors((e) => withError(e, 'otpCode', undefined));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (submitting || leaving) return;
    const v = values.current;
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
    if (reply?.summary.error) return;
    setSubmitting(true);
    void loadOtpStep();
    const flowCode = loadFlow();
    flowCode.catch(() => undefined);
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
    let flow: Awaited<typeof flowCode>;
    try {
      flow = await flowCode;
    } catch {
      // the answer cannot be read: the key is kept, so sending again gets the same answer (decision 0008)
      setSubmitting(false);
      setMessage(t('errors.network'));
      return;
    }
    const o = flow.outcomeOf(r, lang, Date.now());
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
          window.location.assign(flow.orderHref(lang, o.token));
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

  return [submitting, leaving, message, setMessage, otp, code, setCode, resending, submit, resend, resetOtp] as const;
}
