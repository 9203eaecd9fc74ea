import { useEffect, useRef, useState } from 'react';
import type { CartReply } from '~/domain/api/cart';
import type { ApiInput } from '~/domain/api/endpoints';
import type { Lang } from '~/domain/i18n';
import type { TFunction } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';

type Pricing = Omit<ApiInput<'cart.summary'>, 'cart'>;

/**
 * The order summary priced by the server's engine (`cart.summary`), asked again — after a short pause, the latest
 * answer winning — whenever a pricing input changes: the lines, delivery, place, payment, promo code or mobile.
 */
export function useSummary(
  cart: { id: number; qty: number }[],
  pricing: Pricing,
  initial: CartReply | null,
  lang: Lang,
  t: TFunction,
  delayMs = 250,
) {
  const [reply, setReply] = useState<CartReply | null>(initial);
  const [busy, setBusy] = useState(initial === null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = JSON.stringify([cart, pricing]);
  const seq = useRef(0);

  // also on mount: the page's loader priced the lines alone, the form adds its delivery and payment choices
  useEffect(() => {
    const mine = ++seq.current;
    const ctl = new AbortController();
    setBusy(true);
    const timer = setTimeout(() => {
      void callApi('cart.summary', { cart, ...pricing }, { lang, t, signal: ctl.signal }).then((r) => {
        if (mine !== seq.current || (!r.ok && r.aborted)) return;
        setBusy(false);
        if (r.ok) {
          setReply(r.data);
          setFailed(null);
        } else setFailed(r.fieldErrors.promoCode ?? r.error);
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
    // `key` stands for cart and pricing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, delayMs]);

  return { reply, busy, failed };
}
