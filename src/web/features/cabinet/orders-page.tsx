import { Fragment, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MyOrderDetail, MyOrdersReply } from '~/domain/api/my-orders';
import type { CancelledOrder } from '~/domain/api/orders';
import { formatOrderDate } from '~/domain/dates';
import { formatMoney } from '~/domain/money';
import { productImage } from '~/domain/media';
import { SUMMARY_DISCOUNTS, type SummaryDiscount } from '~/domain/pricing/types';
import { formatMobile } from '~/web/components/form/mobile-mask';
import { Popup } from '~/web/components/ui/popup';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';
import { OrderActions } from './order-actions';

/**
 * /cabinet/orders, "My orders" (CAB-5): number, date (d.m.Y H:i), total, payment, delivery and status (a style
 * per status); "You have no orders" when there are none; a popup per order with its products, summary, order,
 * customer, gift and payment information, and the Loyal tag for a loyalty order. Below 512 px the rows become cards.
 * Each order offers "Order again", and "Cancel order" while it may still be cancelled (ORD-12): a cancelled order's
 * new status shows in its row and popup at once, without a reload.
 */
export function OrdersPage({ reply }: { reply: MyOrdersReply }) {
  const t = useT();
  const [shown, setShown] = useState<number | null>(null);
  const [params] = useSearchParams();
  // orders cancelled on this page: their status as the server answered it
  const [cancelled, setCancelled] = useState<Record<number, CancelledOrder>>({});
  const onCancelled = (row: CancelledOrder) => setCancelled((c) => ({ ...c, [row.id]: row }));
  const items = reply.items.map((o) => {
    const c = cancelled[o.id];
    return c ? { ...o, status: c.status, statusText: c.statusText, canCancel: false } : o;
  });
  const { pagination } = reply;

  if (!items.length) {
    return (
      <section className="cb-card cb-empty" data-testid="orders-empty">
        <strong>{t('account.orders.empty')}</strong>
        <p>{t('cabinet.orders.emptyText')}</p>
        <Link to="/" className="sx-btn sx-btn-primary">
          {t('cabinet.orders.shop')}
        </Link>
      </section>
    );
  }
  const pageHref = (p: number) => {
    const q = new URLSearchParams(params);
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    const s = q.toString();
    return s ? `?${s}` : '.';
  };
  return (
    <section className="cb-card" data-testid="orders">
      <div className="cb-card-head">
        <h2>{t('cabinet.orders.title')}</h2>
      </div>
      <table className="cb-table">
        <thead>
          <tr>
            <th scope="col">{t('order.number')}</th>
            <th scope="col">{t('order.date')}</th>
            <th scope="col">{t('order.total')}</th>
            <th scope="col">{t('order.payment')}</th>
            <th scope="col">{t('order.delivery')}</th>
            <th scope="col">{t('order.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('cabinet.orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => (
            <tr key={o.id} data-testid="order-row">
              <td data-label={t('order.number')} className="cb-num">
                <button type="button" className="cb-link" onClick={() => setShown(o.id)} data-testid="order-open">
                  #{o.id}
                </button>
              </td>
              <td data-label={t('order.date')}>{formatOrderDate(o.createdAt)}</td>
              <td data-label={t('order.total')} data-testid="order-total">
                {formatMoney(o.total)}
              </td>
              <td data-label={t('order.payment')}>{t(`order.payments.${o.payment}`)}</td>
              <td data-label={t('order.delivery')}>{t(`order.deliveries.${o.delivery}`)}</td>
              <td data-label={t('order.status')}>
                <span className={`cb-status s-${o.status}`} data-testid="order-status">
                  {o.statusText}
                </span>
              </td>
              <td className="cb-actions-cell">
                <OrderActions id={o.id} canCancel={o.canCancel} onCancelled={onCancelled} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pagination.pages > 1 ? (
        <nav className="cb-pager" aria-label={t('cabinet.orders.pages')}>
          {Array.from({ length: pagination.pages }, (_, i) => i + 1).map((p) => (
            <Link
              key={p}
              to={pageHref(p)}
              className={`sx-btn ${p === pagination.current ? 'sx-btn-primary' : 'sx-btn-ghost'}`}
              aria-current={p === pagination.current ? 'page' : undefined}
            >
              {p}
            </Link>
          ))}
        </nav>
      ) : null}
      {shown !== null ? (
        <OrderPopup
          id={shown}
          cancelled={cancelled[shown] ?? null}
          onCancelled={onCancelled}
          onClose={() => setShown(null)}
        />
      ) : null}
    </section>
  );
}

/** One order's details, fetched when opened (GET /api/orders/info/{id}). */
function OrderPopup({
  id,
  cancelled,
  onCancelled,
  onClose,
}: {
  id: number;
  cancelled: CancelledOrder | null;
  onCancelled: (row: CancelledOrder) => void;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const [loaded, setOrder] = useState<MyOrderDetail | null>(null);
  const order =
    loaded && cancelled
      ? { ...loaded, status: cancelled.status, statusText: cancelled.statusText, canCancel: false }
      : loaded;
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    void callApi('orders.info', { id }, { lang, t, signal: ctl.signal }).then((r) => {
      if (r.ok) setOrder(r.data);
      else if (!r.aborted) setError(r.error);
    });
    return () => ctl.abort();
  }, [id, lang, t]);

  const row = (label: string, value: string | null | undefined, testId?: string) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </div>
    ) : null;
  const s = order?.summary;
  const discount = (key: SummaryDiscount, label: string) =>
    s && s[key] > 0 ? <Fragment key={key}>{row(label, `−${formatMoney(s[key])}`)}</Fragment> : null;
  return (
    <Popup
      title={`${t('order.number')} #${id}`}
      onClose={onClose}
      size="lg"
      loading={!order && !error}
      error={error}
      testId="order-popup"
      footer={
        order ? (
          <OrderActions
            id={order.id}
            canCancel={order.canCancel}
            canOrderAgain={order.products.some((p) => p.giftOf === null)}
            onCancelled={onCancelled}
          />
        ) : null
      }
    >
      {order ? (
        <div className="cb-od">
          <div>
            <h3>{t('cabinet.orders.products')}</h3>
            <ul className="cb-od-lines">
              {order.products.map((p, i) => (
                <li key={`${p.id}-${i}`} data-testid="order-line">
                  {p.image ? (
                    <img src={productImage(p.image, 300)} alt="" width={52} height={52} loading="lazy" />
                  ) : (
                    <span className="cb-od-noimg" />
                  )}
                  <span>
                    {p.href ? <Link to={p.href}>{p.title}</Link> : p.title}
                    {p.size ? ` · ${p.size}` : ''} × {p.qty}
                    {p.giftOf !== null ? <span className="cb-tag"> {t('cabinet.orders.gift')}</span> : null}
                  </span>
                  <strong>{formatMoney(p.payable)}</strong>
                </li>
              ))}
            </ul>
          </div>
          <div className="cb-od-cols">
            <div>
              <h3>{t('cabinet.orders.summary')}</h3>
              <dl>
                {row(t('cabinet.orders.subTotal'), formatMoney(order.summary.subTotal))}
                {SUMMARY_DISCOUNTS.map((k) =>
                  discount(
                    k,
                    k === 'loyaltyDiscount'
                      ? t('layout.account.loyal')
                      : k === 'promoCodeDiscount' && order.promoCode
                        ? order.promoCode
                        : t('cabinet.orders.discount'),
                  ),
                )}
                {row(
                  t('order.delivery'),
                  order.summary.delivery ? formatMoney(order.summary.delivery) : t('cabinet.orders.free'),
                )}
                <div className="cb-total">
                  <dt>{t('order.total')}</dt>
                  <dd data-testid="popup-total">{formatMoney(order.summary.total)}</dd>
                </div>
              </dl>
            </div>
            <div>
              <h3>{t('cabinet.orders.info')}</h3>
              <dl>
                {row(t('order.date'), formatOrderDate(order.createdAt))}
                {row(t('order.status'), order.statusText, 'popup-status')}
                {row(t('order.delivery'), order.deliveryInfo.typeText)}
                {row(t('cabinet.orders.where'), order.deliveryInfo.text)}
              </dl>
            </div>
            <div>
              <h3>{t('cabinet.orders.customer')}</h3>
              <dl>
                {row(t('cabinet.orders.name'), order.info.fullName)}
                <div>
                  <dt>{t('signin.mobile')}</dt>
                  <dd>
                    {formatMobile(order.info.mobile)}{' '}
                    {order.loyalty ? (
                      <span className="cb-tag" data-testid="loyal-tag">
                        {t('layout.account.loyal')}
                      </span>
                    ) : null}
                  </dd>
                </div>
                {row(t('signin.signup.email'), order.info.email)}
                {row(t('cabinet.address.street'), order.info.address)}
              </dl>
            </div>
            <div>
              <h3>{t('cabinet.orders.payment')}</h3>
              <dl>
                {row(t('order.payment'), order.paymentInfo.typeText)}
                {row(t('cabinet.orders.paid'), order.paymentInfo.paid ? t('order.paid') : t('order.notPaid'))}
                {row(t('cabinet.orders.card'), order.paymentInfo.cardMasked)}
                {order.paymentInfo.months ? row(t('cabinet.orders.months'), String(order.paymentInfo.months)) : null}
              </dl>
            </div>
            {order.info.gift ? (
              <div>
                <h3>{t('cabinet.orders.giftInfo')}</h3>
                <dl>
                  {row(
                    t('cabinet.orders.name'),
                    [order.info.giftFirstName, order.info.giftLastName].filter(Boolean).join(' '),
                  )}
                  {row(t('signin.mobile'), order.info.giftMobile ? formatMobile(order.info.giftMobile) : null)}
                  {row(t('cabinet.orders.note'), order.info.giftNote)}
                </dl>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </Popup>
  );
}
