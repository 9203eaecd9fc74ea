import { isFinal, nextStatuses, ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import { BAKU_OFFSET_MS } from '../dates.ts';

/**
 * Pure rules of the back office's sales screens (orders, dashboard, promo codes; docs/admin/sales.md). The order
 * moves themselves are `orders/status.ts`'s; this file says which of them a member of staff may make and how the
 * screens group and colour statuses, and how a Baku calendar day or a Baku wall-clock time maps to the ISO times
 * the database stores.
 */

/**
 * Statuses only the bank sets (decision 0025): `paid` needs the bank's approval (the paid flag, the reward code and
 * the SMS come with it, and a failed order must retake its units), `payment_failed` its refusal or the sweeper.
 * Staff never set them by hand; every other allowed move is theirs.
 */
const BANK_ONLY: readonly OrderStatus[] = ['paid', 'payment_failed'];

/** The statuses a member of staff may move an order in `from` to (a subset of `nextStatuses`). */
export function staffMoves(from: OrderStatus): OrderStatus[] {
  // awaiting_payment → new is the shopper's switch to cash at pickup (decision 0078): it changes the payment with it
  return nextStatuses(from).filter((s) => !BANK_ONLY.includes(s) && !(from === 'awaiting_payment' && s === 'new'));
}

export function canStaffMove(from: OrderStatus, to: OrderStatus): boolean {
  return staffMoves(from).includes(to);
}

/**
 * Orders in these statuses wait for someone (the dashboard's "waiting" block): every status whose story is not
 * over, except `payment_failed` (an abandoned card payment — nothing to do unless the bank approves late, which
 * writes its own history line).
 */
export const WAITING_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => !isFinal(s) && s !== 'payment_failed',
);

/** Orders that count as revenue on the dashboard: all but the cancelled and failed ones. */
export const REVENUE_EXCLUDED: readonly OrderStatus[] = ['cancelled', 'payment_failed'];

type Tone = 'default' | 'info' | 'success' | 'warning' | 'danger';

/** The colour of a status badge: new and paid orders catch the eye, done ones are green, lost ones red. */
export function statusTone(s: OrderStatus): Tone {
  switch (s) {
    case 'new':
    case 'paid':
      return 'warning';
    case 'awaiting_payment':
      return 'default';
    case 'delivered':
      return 'success';
    case 'cancelled':
    case 'payment_failed':
      return 'danger';
    default:
      return 'info';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The ISO instants `[from, to)` of a Baku calendar day `yyyy-mm-dd` (orders store `created_at` as ISO UTC, so a
 * string range is an index range); null for anything that is not a real date.
 */
export function bakuDayRange(day: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = Date.UTC(y, mo - 1, d);
  const check = new Date(start);
  if (y < 2000 || y > 2999 || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return {
    from: new Date(start - BAKU_OFFSET_MS).toISOString(),
    to: new Date(start - BAKU_OFFSET_MS + 86_400_000).toISOString(),
  };
}

/**
 * A time typed in the back office → the ISO instant stored: `yyyy-mm-ddThh:mm` (a `datetime-local` value) is Baku
 * wall-clock time; a full ISO time with `Z` or an offset is taken as it is. Null when it is neither.
 */
export function parseBakuDateTime(v: string): string | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((x) => Number(x ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const t = Date.UTC(y, mo - 1, d, h, mi, s);
    const c = new Date(t);
    if (y < 2000 || y > 2999 || c.getUTCMonth() !== mo - 1 || c.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
      return null;
    return new Date(t - BAKU_OFFSET_MS).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v)) return null;
  const t = Date.parse(v);
  if (Number.isNaN(t)) return null;
  const iso = new Date(t).toISOString();
  return iso.startsWith('2') ? iso : null;
}

/** An ISO instant as the back office's form shows it: Baku wall-clock `yyyy-mm-ddThh:mm`; '' for null. */
export function toBakuDateTime(iso: string | null): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + BAKU_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * Digits of a mobile typed in any form (`+994 50 123`, `050-123`) for an "any part" search of the stored
 * `994…` number: a local leading 0 is dropped (`050…` is stored `99450…`); '' when no digit is left.
 */
export function mobileDigits(v: string): string {
  return v.replace(/\D/g, '').replace(/^0/, '');
}
