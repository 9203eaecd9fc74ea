import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderConfirmation } from '~/domain/api/orders';
import { formatPhone, telHref } from '~/domain/phone';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { IconGift } from '~/web/components/ui/icons';
import { trackEcommerce } from '~/web/lib/analytics';
import { callApi, newIdempotencyKey } from '~/web/lib/api-client';
import { postGatewayForm } from '~/web/lib/gateway-form';
import { useHref } from '~/web/lib/href';
import { useLists } from '~/web/lib/lists/lists-context';
import { firstTimeInTab, takePendingOrder } from '~/web/lib/pending-order';
import { useRootData } from '~/web/lib/root-data';
import { formatDay, formatOrderDate } from '~/domain/dates';
import { deadlineText, orderPageHref, orderView, rewardValue } from './order-format';
import { OrderContact, OrderDelivery, OrderLines, OrderTotals } from './order-parts';
import { SlowBankChoices } from './slow-bank';
import './order.css';

/** While a card payment waits for the bank's callback: ask again every few seconds, a few times, then now and then. */
const POLL_MS = 2500;
const POLLS = 12;
const SLOW_POLL_MS = 15_000;

/** The drawn tick of a placed order (CSS animation; still for prefers-reduced-motion). */
function Tick() {
  return (
    <svg className="od-tick" viewBox="0 0 72 72" width="88" height="88" aria-hidden="true">
      <circle className="od-tick-ring" cx="36" cy="36" r="33" />
      <path className="od-tick-mark" d="M22 37.5l9.5 9.5L51 27" />
    </svg>
  );
}

/** Waiting, still: the bank has not answered and the page no longer expects it any moment. */
function Clock() {
  return (
    <svg className="od-clock" viewBox="0 0 72 72" width="88" height="88" aria-hidden="true" data-testid="order-clock">
      <circle cx="36" cy="36" r="33" />
      <path d="M36 18v18l11 7" />
    </svg>
  );
}

function Reward({ reward }: { reward: NonNullable<OrderConfirmation['promocode']> }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(id);
  }, [copied]);
  return (
    <section className="od-reward" aria-labelledby="od-reward-title" data-testid="order-reward">
      <span className="od-reward-icon">
        <IconGift size={24} />
      </span>
      <div className="od-reward-body">
        <h2 id="od-reward-title">{t('order.reward.title', { value: rewardValue(reward) })}</h2>
        <p>{t('order.reward.text')}</p>
        <div className="od-code-row">
          <code className="od-code" data-testid="reward-code">
            {reward.code}
          </code>
          <button
            type="button"
            className="sx-btn sx-btn-dark od-copy"
            onClick={() => {
              void navigator.clipboard?.writeText(reward.code).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
            data-testid="reward-copy"
          >
            {copied ? t('order.reward.copied') : t('order.reward.copy')}
          </button>
        </div>
        {reward.validUntil ? (
          <p className="od-valid">{t('order.reward.validUntil', { date: formatDay(reward.validUntil) })}</p>
        ) : null}
        <span className="visually-hidden" role="status">
          {copied ? t('order.reward.copied') : ''}
        </span>
      </div>
    </section>
  );
}

/**
 * Waiting for a bank that has not answered (decision 0057): what happens next, and — once the latest attempt has had
 * its time — "Pay again", which starts a new attempt for the same order (same total, idempotent) and posts the bank's
 * form. When the order can no longer be paid online, the deadline and the shop's phone.
 */
function PayAgain({ order, token, onRefused }: { order: OrderConfirmation; token: string; onRefused: () => void }) {
  const t = useT();
  const lang = useLang();
  const { site } = useRootData();
  const [wait, setWait] = useState(order.payAgainInSeconds ?? 0);
  const [busy, setBusy] = useState<null | { test: boolean }>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  useEffect(() => setWait(order.payAgainInSeconds ?? 0), [order.payAgainInSeconds]);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const now = new Date();
  const deadline = order.paymentDeadline ? deadlineText(order.paymentDeadline, now) : '';
  const pay = async () => {
    if (sending || busy) return;
    setSending(true);
    setMessage(null);
    // one key per press, kept across a network retry of the same press (decision 0008)
    key.current ??= newIdempotencyKey();
    const r = await callApi('orders.payAgain', { token }, { lang, t, idempotencyKey: key.current });
    if (r.ok) {
      setBusy({ test: r.data.testGateway });
      postGatewayForm(r.data.azericard);
      return;
    }
    setSending(false);
    if (r.aborted) return;
    if (r.status !== 0) key.current = null;
    setMessage(r.error);
    onRefused();
  };

  return (
    <section className="od-next" aria-labelledby="od-next-title" data-testid="pay-again">
      <h2 id="od-next-title" className="od-h">
        {t('order.waiting.nextTitle')}
      </h2>
      <ul>
        <li>{t('order.waiting.ifPaid')}</li>
        {order.payAgainInSeconds !== null ? <li>{t('order.waiting.ifNot', { time: deadline })}</li> : null}
        <li>{t('order.waiting.deadline', { time: deadline })}</li>
      </ul>
      {order.payAgainInSeconds !== null ? (
        busy ? (
          <p className="od-leaving" role="status" data-testid="pay-again-leaving">
            <span className="ui-spinner" aria-hidden="true" />
            {t('checkout.submit.redirecting')}
            {busy.test ? <span className="od-test-note">{t('payment.testGatewayNotice')}</span> : null}
          </p>
        ) : (
          <button
            type="button"
            className="sx-btn sx-btn-primary"
            disabled={wait > 0 || sending}
            onClick={() => void pay()}
            data-testid="pay-again-button"
          >
            {wait > 0
              ? t('order.waiting.payAgainIn', { seconds: wait })
              : sending
                ? t('checkout.submit.sending')
                : t('order.waiting.payAgain')}
          </button>
        )
      ) : (
        <p className="od-help" data-testid="pay-again-closed">
          {t('order.waiting.noMore')} <a href={telHref(site.phone)}>{formatPhone(site.phone)}</a>
        </p>
      )}
      {message ? (
        <p className="od-error" role="alert" data-testid="pay-again-error">
          {message}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The order page (ORD-4): an animated tick, "Thank you for your order!", the number, and what a
 * receipt shows (decision 0057): the lines with their stored prices, the totals, payment and delivery — the pickup
 * branch, or for the order's owner the address, the gift's recipient and the contact details — and the optional
 * reward code. A card order whose bank has not answered yet waits here, asking `orders.current`, and then offers to
 * pay again; a failed payment goes to /order/error. The purchase event is sent once per order: when the server says
 * the purchase had not been shown before (`opened` false), and once per tab besides.
 */
export function OrderPage({ order: initial, token }: { order: OrderConfirmation; token: string }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const navigate = useNavigate();
  const lists = useLists();
  const [order, setOrderNow] = useState(initial);
  // when the page got `order` (the server's `waitedSeconds` was true then): the bank's silence is counted on from it
  const [gotAt, setGotAt] = useState(() => Date.now());
  const setOrder = (o: OrderConfirmation) => {
    setOrderNow(o);
    setGotAt(Date.now());
  };
  const [gaveUp, setGaveUp] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const [, setSecond] = useState(0);
  const view = orderView(order.status);
  // "taking longer than usual" (PAY-11): by the server's count of the attempt's age, so right after a reload too
  const waited = order.waitedSeconds === null ? null : order.waitedSeconds + Math.floor((Date.now() - gotAt) / 1000);
  const slow = view === 'waiting' && waited !== null && waited >= order.slowAfterSeconds;
  useEffect(() => {
    if (view !== 'waiting' || slow || order.waitedSeconds === null) return;
    const id = setInterval(() => setSecond((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [view, slow, order.waitedSeconds]);

  useEffect(() => {
    if (view !== 'waiting') return;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const tick = async () => {
      const r = await callApi('orders.current', { token }, { lang, t });
      if (!live) return;
      polls += 1;
      if (r.ok) setOrder(r.data);
      if (r.ok && r.data.status !== 'awaiting_payment') return;
      if (polls >= POLLS) setGaveUp(true);
      // after the first half minute the bank is asked about less often: a late answer still turns the page
      timer = setTimeout(() => void tick(), polls >= POLLS ? SLOW_POLL_MS : POLL_MS);
    };
    timer = setTimeout(() => void tick(), refresh ? 0 : POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [view, token, lang, t, refresh]);

  useEffect(() => {
    if (view === 'failed') void navigate(orderPageHref(lang, token, true), { replace: true });
    if (view !== 'placed') return;
    // a card order left the cart as it was until the bank said yes: empty it now
    const pending = takePendingOrder(token);
    if (pending?.fromCart) lists.clearCart(pending.ids);
    // the server says whether this purchase was shown before (the first view of a paid card order may be a poll's)
    if (!order.opened && firstTimeInTab(order.id))
      trackEcommerce('purchase', order.items, { transaction_id: String(order.id), value: order.total });
    // once per change of view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  const waiting = view !== 'placed';
  // the side column: the pickup branch, or the owner's address and contact
  const side = (order.delivery === 'pickup' && !!order.branch) || !!order.details;
  const card = order.installment
    ? t('payment.desc.installment', {
        card: t(`payment.cards.${order.installment.card}`),
        months: order.installment.months,
      })
    : order.cardMasked;
  return (
    <main className="sx-wrap od" data-testid="order-page" data-status={order.status}>
      <div className="od-card is-wide">
        <div className="od-head">
          {/* the spinner while the page asks the bank; once it stops asking often, a still clock (nothing is loading) */}
          {!waiting ? <Tick /> : slow || gaveUp ? <Clock /> : <span className="od-wait" aria-hidden="true" />}
          <h1 className="od-title" data-testid="order-title">
            {!waiting ? t('order.thanks') : slow ? t('order.slow.title') : t('order.waiting.title')}
          </h1>
          <p className="od-number">
            {t('order.number')} <strong data-testid="order-number">№ {order.id}</strong>
          </p>
          {waiting ? (
            <p className="od-lead" role="status" data-testid="order-waiting">
              {slow ? t('order.slow.text') : gaveUp ? t('order.waiting.long') : t('order.waiting.text')}
            </p>
          ) : (
            <p className="od-lead">{t(order.delivery === 'pickup' ? 'order.next.pickup' : 'order.next.delivery')}</p>
          )}
        </div>
        {waiting && slow ? (
          <>
            <PayAgain order={order} token={token} onRefused={() => setRefresh((n) => n + 1)} />
            <SlowBankChoices order={order} token={token} onChanged={setOrder} />
          </>
        ) : null}
        {order.promocode && !waiting ? <Reward reward={order.promocode} /> : null}
        <dl className="od-facts">
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{formatOrderDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('order.status')}</dt>
            <dd>
              <span className={`od-status is-${order.status}`} data-testid="order-status">
                {order.statusText}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('order.payment')}</dt>
            <dd data-testid="order-payment">
              {t(`order.payments.${order.payment}`)}
              {order.payment !== 'cash' ? (
                <span className={`od-paid${order.paid ? ' is-paid' : ''}`}>
                  {order.paid ? t('order.paid') : t('order.notPaid')}
                </span>
              ) : null}
              {card ? <span className="od-sub">{card}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('order.delivery')}</dt>
            <dd data-testid="order-delivery-type">{t(`order.deliveries.${order.delivery}`)}</dd>
          </div>
        </dl>
        <div className={`od-body${side ? '' : ' is-single'}`}>
          <div className="od-col">
            <OrderLines lines={order.lines} headingId="od-lines-title" />
            <OrderTotals order={order} />
          </div>
          {side ? (
            <div className="od-col">
              <OrderDelivery order={order} />
              {order.details ? <OrderContact details={order.details} /> : null}
            </div>
          ) : null}
        </div>
        <div className="od-actions">
          <Link to={href('/products')} className="sx-btn sx-btn-primary">
            {t('lists.cartPage.continueShopping')}
          </Link>
          <Link to={href('/')} className="sx-btn sx-btn-ghost">
            {t('order.home')}
          </Link>
        </div>
      </div>
    </main>
  );
}
