import type { OrderTotals } from '../api/orders.ts';
import { formatOrderDate } from '../dates.ts';
import type { Lang, Vars } from '../i18n.ts';
import { formatMoney } from '../money.ts';
import { SUMMARY_DISCOUNTS } from '../pricing/types.ts';

/** What an order's confirmation email says (ORD-7, decision 0077): the order as stored, in its language. */
interface OrderEmailData {
  lang: Lang;
  /** the shop's name ("Volt") */
  site: string;
  id: number;
  createdAt: string;
  fullName: string;
  /** the order page's absolute address with its token */
  link: string;
  /** `paid`: the bank approved the payment (card, installments); `placed`: a cash order was placed */
  occasion: 'placed' | 'paid';
  lines: { title: string; size: string | null; qty: number; unitPrice: number; payable: number; gift: boolean }[];
  summary: OrderTotals;
  delivery: 'delivery' | 'pickup';
  /** pickup: the branch; delivery: the address ("city, district, place, address") */
  place: { title: string | null; address: string } | null;
  payment: 'cash' | 'card' | 'installment';
  installment: { card: string; months: number } | null;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type T = (key: string, vars?: Vars) => string;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML content and attribute values. */
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The confirmation email of an order as text and HTML (ORD-7): number and date, lines, totals, delivery or pickup,
 * payment, the link to the order page. Every text goes through `escapeHtml` before it enters the HTML; the HTML is a
 * complete document with inline styles and one table layout (mail readers drop stylesheets).
 */
export function renderOrderEmail(d: OrderEmailData, t: T): RenderedEmail {
  const s = d.summary;
  const units = d.lines.filter((l) => !l.gift).reduce((n, l) => n + l.qty, 0);
  const totals: [string, string][] = [
    [t('checkout.summary.subTotal', { count: units }), formatMoney(s.subTotal)],
    ...SUMMARY_DISCOUNTS.filter((k) => s[k] > 0).map((k): [string, string] => [
      t(`lists.cartPage.${k}`),
      `−${formatMoney(s[k])}`,
    ]),
    [t('checkout.summary.delivery'), s.delivery === 0 ? t('checkout.summary.free') : formatMoney(s.delivery)],
  ];
  const total: [string, string] = [t('order.total'), formatMoney(s.total)];
  const payment = [
    t(`order.payments.${d.payment}`),
    d.installment ? t('orders.email.installment', { card: d.installment.card, count: d.installment.months }) : null,
    d.payment === 'cash' ? null : t(d.occasion === 'paid' ? 'order.paid' : 'order.notPaid'),
  ]
    .filter(Boolean)
    .join(', ');
  const placeHeading = t(d.delivery === 'pickup' ? 'order.pickupAt' : 'order.deliverTo');
  const placeLines = d.place ? [d.place.title, d.place.address].filter((x): x is string => Boolean(x)) : [];
  const lineText = (l: OrderEmailData['lines'][number]) =>
    [
      l.title,
      l.size ? `(${l.size})` : null,
      l.gift ? `— ${t('orders.email.gift')}` : null,
      `— ${t('order.lines.qty', { count: l.qty, price: formatMoney(l.unitPrice) })}`,
      l.gift ? null : `= ${formatMoney(l.payable)}`,
    ]
      .filter(Boolean)
      .join(' ');
  const vars = { id: d.id, site: d.site, name: d.fullName, date: formatOrderDate(d.createdAt) };
  const subject = t(`orders.email.subject.${d.occasion}`, vars);
  const intro = t(`orders.email.intro.${d.occasion}`, vars);
  const text = [
    t('orders.email.greeting', vars),
    '',
    intro,
    '',
    `${t('order.number')}: ${d.id} (${vars.date})`,
    '',
    `${t('orders.email.lines')}:`,
    ...d.lines.map((l) => `- ${lineText(l)}`),
    '',
    ...[...totals, total].map(([k, v]) => `${k}: ${v}`),
    '',
    `${placeHeading}: ${placeLines.join(', ') || t(`order.deliveries.${d.delivery}`)}`,
    `${t('order.payment')}: ${payment}`,
    '',
    `${t('orders.email.open')}: ${d.link}`,
    '',
    t('orders.email.footer', vars),
  ].join('\n');

  const e = escapeHtml;
  const cell = 'padding:6px 0;border-bottom:1px solid #eceff3;vertical-align:top';
  const row = ([k, v]: [string, string], strong = false) =>
    `<tr><td style="${cell}${strong ? ';font-weight:700;font-size:16px' : ''}">${e(k)}</td>` +
    `<td align="right" style="${cell};white-space:nowrap${strong ? ';font-weight:700;font-size:16px' : ''}">${e(v)}</td></tr>`;
  const lineRow = (l: OrderEmailData['lines'][number]) =>
    `<tr><td style="${cell}">${e(l.title)}${l.size ? ` <span style="color:#6b7280">(${e(l.size)})</span>` : ''}` +
    `${l.gift ? ` <span style="color:#16a34a">${e(t('orders.email.gift'))}</span>` : ''}<br>` +
    `<span style="color:#6b7280;font-size:13px">${e(t('order.lines.qty', { count: l.qty, price: formatMoney(l.unitPrice) }))}</span></td>` +
    `<td align="right" style="${cell};white-space:nowrap">${l.gift ? '' : e(formatMoney(l.payable))}</td></tr>`;
  const h2 = (title: string) =>
    `<h2 style="margin:24px 0 8px;font-size:16px;line-height:1.3;color:#111827">${e(title)}</h2>`;
  const html = `<!DOCTYPE html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 0;font-size:22px;font-weight:700;color:#f97316">${e(d.site)}</td></tr>
<tr><td style="padding:16px 24px 24px;font-size:14px;line-height:1.5">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${e(t('orders.email.greeting', vars))}</h1>
<p style="margin:0 0 12px">${e(intro)}</p>
<p style="margin:0 0 12px"><strong>${e(t('order.number'))}: ${d.id}</strong> <span style="color:#6b7280">(${e(vars.date)})</span></p>
${h2(t('orders.email.lines'))}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
${d.lines.map(lineRow).join('\n')}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin-top:8px">
${totals.map((r) => row(r)).join('\n')}
${row(total, true)}
</table>
${h2(placeHeading)}
<p style="margin:0">${placeLines.length ? placeLines.map(e).join('<br>') : e(t(`order.deliveries.${d.delivery}`))}</p>
${h2(t('order.payment'))}
<p style="margin:0">${e(payment)}</p>
<p style="margin:24px 0 0"><a href="${e(d.link)}" style="display:inline-block;padding:12px 20px;background:#f97316;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700">${e(t('orders.email.open'))}</a></p>
<p style="margin:12px 0 0;font-size:12px;color:#6b7280;word-break:break-all">${e(d.link)}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eceff3;font-size:12px;color:#6b7280">${e(t('orders.email.footer', vars))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
