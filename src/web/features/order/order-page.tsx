import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderConfirmation } from '~/domain/api/orders';
import { formatMoney } from '~/domain/money';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { IconGift } from '~/web/components/ui/icons';
import { trackEcommerce } from '~/web/lib/analytics';
import { callApi } from '~/web/lib/api';
import { useHref } from '~/web/lib/href';
import { useLists } from '~/web/lib/lists/lists-context';
import { firstTimeInTab, takePendingOrder } from '~/web/lib/pending-order';
import { formatDay, formatOrderDate } from '~/domain/dates';
import { orderView, rewardValue } from './order-format';
import './order.css';

/** While a card payment waits for the bank's callback: ask again every few seconds, a few times. */
const POLL_MS = 2500;
const POLLS = 12;

/** The drawn tick of a placed order (CSS animation; still for prefers-reduced-motion). */
function Tick() {
  return (
    <svg className="od-tick" viewBox="0 0 72 72" width="88" height="88" aria-hidden="true">
      <circle className="od-tick-ring" cx="36" cy="36" r="33" />
      <path className="od-tick-mark" d="M22 37.5l9.5 9.5L51 27" />
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
        {reward.validUntil ? <p className="od-valid">{t('order.reward.validUntil', { date: formatDay(reward.validUntil) })}</p> : null}
        <span className="visually-hidden" role="status">
          {copied ? t('order.reward.copied') : ''}
        </span>
      </div>
    </section>
  );
}

/**
 * The order page (spec 000 §2 "Order pages"): an animated tick, "Thank you for your order!", the number, the
 * optional reward code. A card order whose bank has not answered yet waits here, asking `orders.current`; a failed
 * payment goes to /order/error. The purchase event is sent once per order: when the server says the purchase had
 * not been shown before (`opened` false), and once per tab besides.
 */
export function OrderPage({ order: initial, token }: { order: OrderConfirmation; token: string }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const navigate = useNavigate();
  const lists = useLists();
  const [order, setOrder] = useState(initial);
  const [gaveUp, setGaveUp] = useState(false);
  const view = orderView(order.status);

  useEffect(() => {
    if (view !== 'waiting') return;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const tick = async () => {
      const r = await callApi('orders.current', { token }, { lang, t });
      if (!live) return;
      polls += 1;
      if (r.ok && r.data.status !== 'awaiting_payment') return setOrder(r.data);
      if (polls >= POLLS) return setGaveUp(true);
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [view, token, lang, t]);

  useEffect(() => {
    if (view === 'failed') void navigate(href('/order/error'), { replace: true });
    if (view !== 'placed') return;
    // a card order left the cart as it was until the bank said yes: empty it now
    const pending = takePendingOrder(token);
    if (pending?.fromCart) lists.clearCart(pending.ids);
    // the server says whether this purchase was shown before (the first view of a paid card order may be a poll's)
    if (!order.opened && firstTimeInTab(order.id)) trackEcommerce('purchase', order.items, { transaction_id: String(order.id), value: order.total });
    // once per change of view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  const waiting = view !== 'placed';
  return (
    <main className="sx-wrap od" data-testid="order-page" data-status={order.status}>
      <div className="od-card">
        {waiting ? <span className="od-wait" aria-hidden="true" /> : <Tick />}
        <h1 className="od-title" data-testid="order-title">
          {waiting ? t('order.waiting.title') : t('order.thanks')}
        </h1>
        <p className="od-number">
          {t('order.number')} <strong data-testid="order-number">№ {order.id}</strong>
        </p>
        {waiting ? (
          <p className="od-lead" role="status" data-testid="order-waiting">
            {gaveUp ? t('order.waiting.long') : t('order.waiting.text')}
          </p>
        ) : (
          <p className="od-lead">{t(order.delivery === 'pickup' ? 'order.next.pickup' : 'order.next.delivery')}</p>
        )}
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
            <dd>
              {t(`order.payments.${order.payment}`)}
              {order.payment !== 'cash' ? <span className={`od-paid${order.paid ? ' is-paid' : ''}`}>{order.paid ? t('order.paid') : t('order.notPaid')}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('order.delivery')}</dt>
            <dd>{t(`order.deliveries.${order.delivery}`)}</dd>
          </div>
          <div className="od-total">
            <dt>{t('order.total')}</dt>
            <dd data-testid="order-total">{formatMoney(order.total)}</dd>
          </div>
        </dl>
        {order.promocode && !waiting ? <Reward reward={order.promocode} /> : null}
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
