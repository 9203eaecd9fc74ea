import { formatMoney } from '../money.ts';
import type { OrderStatus } from './status.ts';

/**
 * The customer's notices of an order's status moves (ADM-21, decision 0083), pure: which moves are told, the
 * placeholders a template may hold, checking a template and filling it. The texts themselves are records staff edit
 * in the back office (`order_notices`, migration 0033).
 */

/** The moves a customer hears of, in the order the back office lists them (record ids 1…4). */
export const NOTICE_MOVES = [
  'ready_for_pickup',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type NoticeMove = (typeof NOTICE_MOVES)[number];

export const isNoticeMove = (s: string): s is NoticeMove => (NOTICE_MOVES as readonly string[]).includes(s);

/** The placeholders a template may hold: the order's number, its total, the pickup branch, the order page's address. */
export const NOTICE_PLACEHOLDERS = ['number', 'total', 'branch', 'link'] as const;
export type NoticeValues = Record<(typeof NOTICE_PLACEHOLDERS)[number], string>;

/** The longest SMS text and email subject a template may have (characters). */
export const NOTICE_TEXT_MAX = 480;
export const NOTICE_SUBJECT_MAX = 150;

/**
 * The outbox purpose of a move's notice: with the order's id it is the outbox rows' unique key, so a move is told
 * once per order however often it is written (two instances, a retry, a move undone and made again).
 */
export const noticePurpose = (move: NoticeMove): string => `status:${move}`;

/**
 * What is wrong with a template's braces: `unknown` when a `{name}` is not one of the placeholders, `unclosed` when a
 * brace is left open or stands alone; null when the text is fine (an empty text is fine: the language falls back).
 */
export function templateProblem(text: string): 'unknown' | 'unclosed' | null {
  const known = NOTICE_PLACEHOLDERS as readonly string[];
  let unknown = false;
  const rest = text.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    if (!known.includes(name)) unknown = true;
    return '';
  });
  if (unknown) return 'unknown';
  return /[{}]/.test(rest) ? 'unclosed' : null;
}

/** The template with each placeholder replaced (a checked template has no others). */
export function fillNotice(template: string, values: NoticeValues): string {
  return template
    .replace(/\{(number|total|branch|link)\}/g, (_, name: keyof NoticeValues) => values[name])
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The values of an order: its number, total in AZN, the branch's name (pickup; else empty) and the page's link. */
export function noticeValues(o: { id: number; total: number; branch: string | null; link: string }): NoticeValues {
  return { number: String(o.id), total: formatMoney(o.total), branch: o.branch ?? '', link: o.link };
}
