import type { Lang } from '../../../../domain/i18n.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { I18n } from '../../../platform/i18n.server.ts';
import { CURRENCY_AZN, parseAmount, REQUEST_FIELDS } from '../azericard-protocol.ts';
import { groupCard, TEST_CARDS } from './test-cards.ts';

/** Where the card page posts (the test bank's own address). */
export const TEST_BANK_PAY_PATH = '/test-bank/pay';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Small, self-contained styles: the page must never be mistaken for the shop or for a real bank. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f0e8;color:#1d1d1f}
main{max-width:30rem;margin:0 auto;padding:1rem}
.banner{background:repeating-linear-gradient(-45deg,#ffd400 0 14px,#1d1d1f 14px 28px);padding:.4rem;border-radius:.6rem}
.banner div{background:#ffd400;border-radius:.35rem;padding:.7rem .9rem;text-align:center}
.banner h1{margin:0;font-size:1.25rem;letter-spacing:.04em}
.banner p{margin:.3rem 0 0;font-size:.9rem}
.panel{background:#fff;border-radius:.6rem;padding:1rem;margin-top:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem .9rem;margin:0}
dt{color:#5f5f66}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.3rem;font-weight:700}
label{display:block;font-weight:600;margin-top:.8rem}
input{display:block;width:100%;margin-top:.3rem;padding:.7rem .8rem;font:inherit;border:1px solid #8a8a90;border-radius:.4rem;background:#fff}
input[aria-invalid=true]{border-color:#b00020;outline-color:#b00020}
.row{display:flex;gap:.8rem}.row label{flex:1}
.error{color:#b00020;font-size:.875rem;margin:.25rem 0 0}
button{display:block;width:100%;margin-top:1.1rem;padding:.85rem;font:inherit;font-weight:700;color:#fff;background:#1d1d1f;border:0;border-radius:.4rem;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
h2{font-size:1.05rem;margin:0 0 .5rem}
ul{list-style:none;margin:0;padding:0}li{padding:.35rem 0;border-top:1px solid #eee}li:first-child{border-top:0}
code{font:600 .95rem ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.note{font-size:.875rem;color:#5f5f66}
a{color:#0b57d0}
`;

/** The test bank's own icon (yellow and black, like its banner), inline: the page asks the shop for no /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23ffd400'/%3E%3Cpath d='M0 16 16 0v5L5 16zM11 16l5-5v5z' fill='%231d1d1f'/%3E%3C/svg%3E";

function document(lang: Lang, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<link rel="icon" href="${FAVICON}" type="image/svg+xml">` +
    `<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

function banner(t: (k: string) => string): string {
  return `<header class="banner" role="banner"><div><h1>${escapeHtml(t('test-bank.title'))}</h1><p>${escapeHtml(t('test-bank.notice'))}</p></div></header>`;
}

export interface CardPage {
  lang: Lang;
  /** the shop's signed request, carried to the payment step unchanged */
  request: Record<string, string>;
  values?: { card?: string; expiry?: string };
  /** field → i18n key */
  errors?: Partial<Record<'card' | 'expiry' | 'cvv', string>>;
}

/** The card form: what is being paid, to whom, the card fields and the documented test cards. */
export function renderCardPage(i18n: I18n, page: CardPage): string {
  const t = (k: string, vars?: Record<string, string | number>) => i18n.t(page.lang, k, vars);
  const r = page.request;
  const qepik = parseAmount(r.AMOUNT ?? '');
  // as a bank writes it: the currency's code, not the ₼ sign (no font of this page is sure to draw it)
  const currency = r.CURRENCY === CURRENCY_AZN ? 'AZN' : (r.CURRENCY ?? '');
  const amount = qepik === null ? (r.AMOUNT ?? '') : `${formatMoney(qepik, false)} ${currency}`.trim();
  const errors = page.errors ?? {};
  const hidden = REQUEST_FIELDS.filter((f) => r[f] !== undefined)
    .map((f) => `<input type="hidden" name="${f}" value="${escapeHtml(r[f]!)}">`)
    .join('');
  const input = (name: 'card' | 'expiry' | 'cvv', label: string, attrs: string, value = '') => {
    const err = errors[name];
    return (
      `<label for="${name}">${escapeHtml(label)}</label>` +
      `<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${err ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>` +
      (err ? `<p class="error" id="${name}-error">${escapeHtml(t(err))}</p>` : '')
    );
  };
  const body =
    banner(t) +
    `<section class="panel" aria-label="${escapeHtml(t('test-bank.order'))}"><dl>` +
    `<dt>${escapeHtml(t('test-bank.merchant'))}</dt><dd>${escapeHtml(r.MERCH_NAME ?? '')}</dd>` +
    `<dt>${escapeHtml(t('test-bank.order'))}</dt><dd>${escapeHtml(r.ORDER ?? '')}</dd>` +
    `<dt>${escapeHtml(t('test-bank.description'))}</dt><dd>${escapeHtml(r.DESC ?? '')}</dd>` +
    `<dt>${escapeHtml(t('test-bank.amount'))}</dt><dd class="amount">${escapeHtml(amount)}</dd></dl></section>` +
    `<form class="panel" method="post" action="${TEST_BANK_PAY_PATH}" novalidate>${hidden}` +
    input(
      'card',
      t('test-bank.cardNumber'),
      'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4169 7388 0000 0001"',
      page.values?.card,
    ) +
    `<div class="row"><div>${input('expiry', t('test-bank.expiry'), 'inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="12/30"', page.values?.expiry)}</div>` +
    `<div>${input('cvv', t('test-bank.cvv'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123"')}</div></div>` +
    `<button type="submit">${escapeHtml(t('test-bank.pay', { amount }))}</button></form>` +
    `<section class="panel" aria-labelledby="cards"><h2 id="cards">${escapeHtml(t('test-bank.cards.title'))}</h2><ul>` +
    TEST_CARDS.map(
      (c) => `<li><code>${groupCard(c.number)}</code> — ${escapeHtml(t(`test-bank.cards.${c.outcome}`))}</li>`,
    ).join('') +
    `</ul><p class="note">${escapeHtml(t('test-bank.cards.any'))}</p><p class="note">${escapeHtml(t('payment.threeDSecure'))}</p></section>`;
  return document(page.lang, t('test-bank.title'), body);
}

/** The bank's refusal of a request it cannot trust (wrong signature, expired, malformed). */
export function renderRefusedPage(i18n: I18n, lang: Lang, reasonKey: string): string {
  const t = (k: string) => i18n.t(lang, k);
  const body =
    banner(t) +
    `<section class="panel" role="alert"><h2>${escapeHtml(t('test-bank.refused.title'))}</h2><p>${escapeHtml(t(reasonKey))}</p>` +
    `<p><a href="/">${escapeHtml(t('test-bank.refused.back'))}</a></p></section>`;
  return document(lang, t('test-bank.refused.title'), body);
}
