import { BAKU_OFFSET_MS } from './dates.ts';

/**
 * When a courier order placed now would arrive (PDP-14, decision 0080). Pure: the caller passes the instant (the
 * shop's clock) and the shop's rules; everything is counted on Baku's calendar (UTC+4, no daylight saving).
 *
 * - A delivery day is any day but Sunday and the configured holidays (`DELIVERY_HOLIDAYS`).
 * - An order placed on a delivery day before the cut-off hour (`DELIVERY_CUTOFF_HOUR`, Baku time) is dispatched that
 *   day; otherwise on the next delivery day.
 * - Baku: delivered on the first delivery day after dispatch ("tomorrow" when that is the next calendar day).
 * - The regions: on the 2nd to 3rd delivery day after dispatch, said as calendar days from today ("in 2–3 days").
 */
export interface DeliveryRules {
  /** Baku hour (0–23) from which an order is dispatched on the next delivery day; 0 = never the same day */
  cutoffHour: number;
  /** days without deliveries besides Sundays, as Baku `Y-m-d` */
  holidays: readonly string[];
  /** the city groups the shop delivers to (DELIVERY_CITIES): 'baku', 'other' */
  cities: readonly string[];
}

/** Delivery days after dispatch for the regions (the 'other' city group): from, to. */
export const REGION_DELIVERY_DAYS = [2, 3] as const;

export interface DeliveryEstimate {
  /** Baku: the day (Baku `Y-m-d`) and how many calendar days from today (1 = tomorrow); null when not delivered there */
  baku: { day: string; inDays: number } | null;
  /** the regions: calendar days from today, earliest and latest; null when not delivered there */
  regions: { from: number; to: number } | null;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Baku's calendar day number (days since 1970-01-01 in Baku) and hour of an instant. */
function bakuClock(at: Date): { day: number; hour: number } {
  const local = at.getTime() + BAKU_OFFSET_MS;
  return { day: Math.floor(local / DAY_MS), hour: new Date(local).getUTCHours() };
}

function ymd(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A courier works that Baku day: not a Sunday, not a holiday. */
export function isDeliveryDay(day: number, holidays: ReadonlySet<string>): boolean {
  return new Date(day * DAY_MS).getUTCDay() !== 0 && !holidays.has(ymd(day));
}

/** The estimate for an order placed at `now`; both parts null when the shop delivers to neither. */
export function deliveryEstimate(now: Date, rules: DeliveryRules): DeliveryEstimate {
  const holidays = new Set(rules.holidays);
  const { day: today, hour } = bakuClock(now);
  // the next delivery day from `from` on (a year of holidays at most: the list is short and checked at boot)
  const nextDeliveryDay = (from: number) => {
    let d = from;
    for (let i = 0; i < 366 && !isDeliveryDay(d, holidays); i++) d++;
    return d;
  };
  const dispatch = hour < rules.cutoffHour && isDeliveryDay(today, holidays) ? today : nextDeliveryDay(today + 1);
  const after = (n: number) => {
    let d = dispatch;
    for (let i = 0; i < n; i++) d = nextDeliveryDay(d + 1);
    return d;
  };
  const baku = rules.cities.includes('baku') ? after(1) : null;
  return {
    baku: baku === null ? null : { day: ymd(baku), inDays: baku - today },
    regions: rules.cities.includes('other')
      ? { from: after(REGION_DELIVERY_DAYS[0]) - today, to: after(REGION_DELIVERY_DAYS[1]) - today }
      : null,
  };
}
