import type { Lang } from './i18n.ts';

/**
 * Dates as the shop writes them (CONST-11: "d M Y", "d.m.Y", "d.m.Y H:i"), in Baku time (UTC+4, no
 * daylight saving) so the server's HTML and the browser agree whatever their time zones. Pure: no Intl, whose month
 * names differ between Node and browsers (ICU versions) and would break hydration.
 */

const MONTHS: Record<Lang, readonly string[]> = {
  az: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
  // genitive, as in "21 ноя 2026"
  ru: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** Baku's offset from UTC (UTC+4, no daylight saving): the one place the shop's local time is defined. */
export const BAKU_OFFSET_MS = 4 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function inBaku(iso: string): Date | null {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t + BAKU_OFFSET_MS);
}

/** "d M Y" in the page's language: `05 mar 2026`, `05 мар 2026`, `05 Mar 2026`; '' for a bad date. */
export function formatDayMonthYear(iso: string, lang: Lang): string {
  const d = inBaku(iso);
  if (!d) return '';
  return `${pad(d.getUTCDate())} ${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "d.m.Y": `05.03.2026`; '' for a bad date. */
export function formatDmy(iso: string): string {
  const d = inBaku(iso);
  return d ? `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}` : '';
}

/** "Y-m-d" of the Baku day, for `<time datetime>`; '' for a bad date. */
export function isoDay(iso: string): string {
  const d = inBaku(iso);
  return d ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` : '';
}

/** Baku's calendar day of an instant as Y-m-d: vacancies open and close, and the back office counts, on local days. */
export function bakuDay(at: Date): string {
  return isoDay(at.toISOString());
}

/** "d.m.Y H:i" (CONST-11); '' for a bad date. */
export function formatOrderDate(iso: string): string {
  const d = inBaku(iso);
  return d ? `${formatDmy(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** "d.m.Y" (the order pages' name for it). */
export const formatDay = formatDmy;
