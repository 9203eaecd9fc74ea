import type { Lang } from '../../../domain/i18n.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { formatMoney } from '../../../domain/money.ts';
import { isOrderStatus, type OrderStatus } from '../../../domain/orders/status.ts';
import { formatPhone } from '../../../domain/phone.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AdminOrderRow, AdminOrdersRepo } from './orders.repo.ts';

/** An order's status, read as one of the known ones (an unknown stored value counts as new). */
export const statusOf = (o: Pick<AdminOrderRow, 'status'>): OrderStatus => (isOrderStatus(o.status) ? o.status : 'new');

/** A status in the staff member's language (an unknown one as stored). */
export const orderStatusLabel = (i18n: I18n, lang: Lang, s: string) =>
  isOrderStatus(s) ? i18n.t(lang, `orders.status.${s}`) : s;

/** The data of the printable order sheet (`order-print.ts`), every text already in the staff member's language. */
export interface OrderSheet {
  number: number;
  date: string;
  status: string;
  customer: { label: string; value: string }[];
  delivery: { label: string; value: string }[];
  lines: { title: string; sku: string; qty: number; unitPrice: string; discount: string; total: string }[];
  totals: { label: string; value: string }[];
  payment: { label: string; value: string }[];
}

/** The parts of an order that the record page and the printed sheet share. */
export function orderSheetOf(
  i18n: I18n,
  o: AdminOrderRow,
  lines: Awaited<ReturnType<AdminOrdersRepo['lines']>>,
  places: Awaited<ReturnType<AdminOrdersRepo['placeNames']>>,
  lang: Lang,
): OrderSheet {
  const t = (k: string, vars?: Record<string, string | number>) => i18n.t(lang, k, vars);
  const f = (k: string) => t(`admin-sales.orders.fields.${k}`);
  const pair = (k: string, value: string | null | undefined) => ({ label: f(k), value: value ?? '' });
  const customer = [
    pair('customer', o.full_name),
    pair('mobile', formatPhone(o.mobile)),
    pair('email', o.email),
    pair('account', o.customer_id !== null ? `#${o.customer_id}` : t('admin-sales.orders.guest')),
    pair('lang', o.lang),
  ];
  const delivery =
    o.delivery_type === 'pickup'
      ? [
          pair('deliveryType', t('admin-sales.delivery.pickup')),
          pair('branch', places.branch),
          pair('branchAddress', places.branchAddress),
        ]
      : [
          pair('deliveryType', t('admin-sales.delivery.delivery')),
          pair('city', places.city),
          pair('district', places.district),
          pair('place', places.place),
          pair('address', o.address),
        ];
  const totals = [pair('goods', formatMoney(o.sub_total))];
  const discounts: [string, number][] = [
    ['campaignDiscount', o.campaign_discount],
    ['basketDiscount', o.basket_discount],
    ['sameCategoryDiscount', o.same_category_discount],
    ['cashDiscount', o.cash_discount],
    ['newCustomerDiscount', o.new_customer_discount],
    ['loyaltyDiscount', o.loyalty_discount],
    ['promoDiscount', o.promo_discount],
  ];
  for (const [k, v] of discounts) if (v) totals.push(pair(k, `−${formatMoney(v)}`));
  if (o.promo_code) totals.push(pair('promoCode', o.promo_code));
  totals.push(pair('deliveryPrice', formatMoney(o.delivery_price)), pair('total', formatMoney(o.total)));
  const payment = [
    pair('payment', t(`admin-sales.payment.${o.payment_type}`)),
    pair('paid', t(o.paid === 1 ? 'admin-sales.yes' : 'admin-sales.no')),
  ];
  if (o.paid_at) payment.push(pair('paidAt', formatOrderDate(o.paid_at)));
  if (o.payment_type === 'installment')
    payment.push(
      pair('installmentCard', o.credit_card),
      pair('installmentMonths', o.credit_months !== null ? String(o.credit_months) : ''),
    );
  return {
    number: o.id,
    date: formatOrderDate(o.created_at),
    status: orderStatusLabel(i18n, lang, statusOf(o)),
    customer,
    delivery,
    lines: lines.map((l) => ({
      title: l.gift_of !== null ? `${l.title} (${t('admin-sales.orders.gift')})` : l.title,
      sku: l.sku,
      qty: l.qty,
      unitPrice: formatMoney(l.unit_price),
      discount: formatMoney(l.campaign_discount + l.basket_discount + l.same_category_discount + l.cash_discount),
      total: formatMoney(l.payable),
    })),
    totals,
    payment,
  };
}
