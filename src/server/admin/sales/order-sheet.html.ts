import type { Lang } from '../../../domain/i18n.ts';
import type { OrderSheet } from './order-sheet.ts';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string | number): string {
  return String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The shop's mark (the favicon's bolt), inline so the sheet needs nothing else from the network. */
const LOGO =
  '<svg class="logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#ff6a00"/><path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#fff"/></svg>';

const CSS = `
*{box-sizing:border-box}body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;margin:0;padding:24px;max-width:900px}
header{display:flex;align-items:center;justify-content:space-between;border-bottom:2px solid #111;padding-bottom:12px;margin-bottom:16px}
.brand{display:flex;align-items:center;gap:10px;font-size:22px;font-weight:700}.logo{width:36px;height:36px}
h1{font-size:20px;margin:0}h2{font-size:15px;margin:18px 0 6px;text-transform:uppercase;letter-spacing:.04em}
.meta{text-align:right}.grid{display:grid;grid-template-columns:1fr 1fr;gap:16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}dt{color:#555}dd{margin:0}
table{width:100%;border-collapse:collapse}th,td{border-bottom:1px solid #ccc;padding:5px 6px;text-align:left;vertical-align:top}
th{font-size:12px;color:#555}td.n,th.n{text-align:right;white-space:nowrap}
.totals-wrap dl{grid-template-columns:1fr max-content}.totals-wrap dd{text-align:right}
.totals-wrap dt:last-of-type,.totals-wrap dd:last-of-type{font-weight:700;font-size:16px;border-top:1px solid #111;padding-top:4px}
.sign{display:grid;grid-template-columns:1fr 1fr;gap:40px;margin-top:48px}.sign div{border-top:1px solid #111;padding-top:4px;color:#555}
.hint{margin-top:24px;color:#555;font-size:12px}
@media print{body{padding:0;max-width:none}.hint{display:none}@page{margin:14mm}}
`;

interface SheetLabels {
  title: string;
  shop: string;
  number: string;
  date: string;
  status: string;
  customer: string;
  delivery: string;
  lines: string;
  product: string;
  sku: string;
  qty: string;
  unitPrice: string;
  discount: string;
  total: string;
  totals: string;
  payment: string;
  signStaff: string;
  signCustomer: string;
  hint: string;
}

const pairs = (ps: { label: string; value: string }[]) =>
  `<dl>${ps.map((p) => `<dt>${escapeHtml(p.label)}</dt><dd>${escapeHtml(p.value)}</dd>`).join('')}</dl>`;

/**
 * The printable order sheet (GET `/admin/orders/{id}/print`): a self-contained page — inline logo and styles,
 * no script, no font or image from elsewhere — laid out for A4 by `@media print`. Every value is escaped.
 */
export function renderOrderSheet(sheet: OrderSheet, l: SheetLabels, lang: Lang): string {
  const rows = sheet.lines
    .map(
      (x) =>
        `<tr><td>${escapeHtml(x.title)}</td><td>${escapeHtml(x.sku)}</td><td class="n">${x.qty}</td><td class="n">${escapeHtml(x.unitPrice)}</td>` +
        `<td class="n">${escapeHtml(x.discount)}</td><td class="n">${escapeHtml(x.total)}</td></tr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(l.title)}</title><style>${CSS}</style></head><body>` +
    `<header><div class="brand">${LOGO}<span>${escapeHtml(l.shop)}</span></div>` +
    `<div class="meta"><h1>${escapeHtml(l.number)}</h1><div>${escapeHtml(l.date)}: ${escapeHtml(sheet.date)}</div><div>${escapeHtml(l.status)}: ${escapeHtml(sheet.status)}</div></div></header>` +
    `<div class="grid"><section><h2>${escapeHtml(l.customer)}</h2>${pairs(sheet.customer)}</section>` +
    `<section><h2>${escapeHtml(l.delivery)}</h2>${pairs(sheet.delivery)}</section></div>` +
    `<section><h2>${escapeHtml(l.lines)}</h2><table><thead><tr><th>${escapeHtml(l.product)}</th><th>${escapeHtml(l.sku)}</th><th class="n">${escapeHtml(l.qty)}</th>` +
    `<th class="n">${escapeHtml(l.unitPrice)}</th><th class="n">${escapeHtml(l.discount)}</th><th class="n">${escapeHtml(l.total)}</th></tr></thead><tbody>${rows}</tbody></table></section>` +
    `<div class="grid"><section><h2>${escapeHtml(l.payment)}</h2>${pairs(sheet.payment)}</section>` +
    `<section class="totals-wrap"><h2>${escapeHtml(l.totals)}</h2><div>${pairs(sheet.totals)}</div></section></div>` +
    `<div class="sign"><div>${escapeHtml(l.signStaff)}</div><div>${escapeHtml(l.signCustomer)}</div></div>` +
    `<p class="hint">${escapeHtml(l.hint)}</p></body></html>`
  );
}
