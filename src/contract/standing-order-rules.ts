// Standing (recurring) orders, the zod-free half: which dates a standing order delivers on, which of them are
// skipped or paused, when the server places each one and until when it still can. The server's scheduler and the
// device's screens compute the same dates from these functions, so "next delivery" means the same on both.
//
// Dates are 'YYYY-MM-DD' farm days (Canada, see todayInCanada). An occurrence is one delivery date; the server
// places it as an ordinary order, once, `placeDays` before that date, and can still place it until its cut-off (the
// last day the farm's own notice allows). After the cut-off an occurrence nobody placed is reported as missed.
import { addDays, isoWeekday } from './order-rules.ts';

export const STANDING_CADENCES = ['weekly', 'every_2_weeks', 'every_4_weeks', 'weekdays'] as const;
export type StandingCadence = (typeof STANDING_CADENCES)[number];

/** 'active' places orders; 'cancelled' never again. Paused and ended are read from paused_until and end_date. */
export const STANDING_ORDER_STATUSES = ['active', 'cancelled'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];

/** What happened to one occurrence, once decided. 'failed' may still become 'placed' before the cut-off. */
export const OCCURRENCE_OUTCOMES = ['placed', 'skipped', 'paused', 'failed', 'missed'] as const;
export type OccurrenceOutcome = (typeof OCCURRENCE_OUTCOMES)[number];

/** Why an occurrence could not be placed, each with its fix (standing order notifications). */
export const OCCURRENCE_FAILURES = ['stock', 'unavailable', 'price', 'below_minimum', 'farm_closed', 'address', 'branch', 'payment', 'other'] as const;
export type OccurrenceFailure = (typeof OCCURRENCE_FAILURES)[number];

/** Hours before the delivery day that an occurrence is placed, unless the server is configured otherwise. */
export const DEFAULT_STANDING_LEAD_HOURS = 48;
/** Days before placing that the buyer hears of a price change since they last saw the prices. */
export const PRICE_NOTICE_DAYS = 1;
/** How far back the scheduler looks for occurrences nobody decided (a server down longer reports less). */
export const CATCH_UP_DAYS = 56;
/** At most this many standing orders per buyer, and lines per standing order. */
export const STANDING_ORDERS_MAX = 50;
export const STANDING_ORDER_MAX_LINES = 50;
/** A standing order may start at most this far ahead. */
export const STANDING_START_MAX_DAYS_AHEAD = 365;

export interface StandingSchedule {
  cadence: StandingCadence;
  /** ISO weekdays (1 = Monday) for 'weekdays'; ignored otherwise (the start date's weekday repeats). */
  weekdays: readonly number[];
  start_date: string;
  end_date: string | null;
}

export interface StandingState extends StandingSchedule {
  status: StandingOrderStatus;
  /** No delivery before this date (the pause ends on it). */
  paused_until: string | null;
  skip_dates: readonly string[];
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T12:00:00Z`) / 86_400_000);

const STEP_WEEKS: Record<Exclude<StandingCadence, 'weekdays'>, number> = { weekly: 1, every_2_weeks: 2, every_4_weeks: 4 };

/** Whether the schedule delivers on this date (skips and pauses aside). */
export function isOccurrence(s: StandingSchedule, date: string): boolean {
  if (date < s.start_date || (s.end_date !== null && date > s.end_date)) return false;
  if (s.cadence === 'weekdays') return s.weekdays.includes(isoWeekday(date));
  const days = dayNumber(date) - dayNumber(s.start_date);
  return days % (7 * STEP_WEEKS[s.cadence]) === 0;
}

/** Delivery dates from `from` to `until`, both included, in order. */
export function occurrencesBetween(s: StandingSchedule, from: string, until: string): string[] {
  const out: string[] = [];
  let d = from < s.start_date ? s.start_date : from;
  const last = s.end_date !== null && s.end_date < until ? s.end_date : until;
  // Weekly cadences jump from the first match; 'weekdays' walks day by day (at most 7 steps a week).
  while (d <= last) {
    if (isOccurrence(s, d)) {
      out.push(d);
      d = addDays(d, s.cadence === 'weekdays' ? 1 : 7 * STEP_WEEKS[s.cadence]);
    } else {
      d = addDays(d, 1);
    }
  }
  return out;
}

export type OccurrenceState = 'due' | 'skipped' | 'paused' | 'cancelled';

/** What the buyer asked for this date: deliver, skip it, or nothing while paused or after cancelling. */
export function occurrenceState(s: StandingState, date: string): OccurrenceState {
  if (s.status === 'cancelled') return 'cancelled';
  if (s.skip_dates.includes(date)) return 'skipped';
  if (s.paused_until !== null && date < s.paused_until) return 'paused';
  return 'due';
}

/** The next `count` deliveries from `today` on (today included), each with its state. */
export function upcomingOccurrences(s: StandingState, today: string, count: number): Array<{ date: string; state: OccurrenceState }> {
  const out: Array<{ date: string; state: OccurrenceState }> = [];
  let from = today;
  // Walk 8 weeks at a time: 'every_4_weeks' with a long pause still finds its dates, and an ended one stops.
  for (let i = 0; i < 60 && out.length < count; i++) {
    const until = addDays(from, 55);
    for (const date of occurrencesBetween(s, from, until)) {
      if (out.length < count) out.push({ date, state: occurrenceState(s, date) });
    }
    if (s.end_date !== null && until >= s.end_date) break;
    from = addDays(until, 1);
  }
  return out;
}

/** The next delivery that will be placed (not skipped or paused), or null when none is left. */
export function nextDelivery(s: StandingState, today: string): string | null {
  if (s.status === 'cancelled') return null;
  return upcomingOccurrences(s, today, 30).find((o) => o.state === 'due')?.date ?? null;
}

/** Days before the delivery that the server places the order: the lead time, or the farm's notice if longer. */
export function placeDays(leadHours: number, farmLeadDays: number): number {
  return Math.max(Math.ceil(leadHours / 24), farmLeadDays, 0);
}

/** The day the server places the order for `date`. */
export function placeDate(date: string, leadHours: number, farmLeadDays: number): string {
  return addDays(date, -placeDays(leadHours, farmLeadDays));
}

/** The last day an order for `date` can still be placed: the farm's notice before it. */
export function cutOffDate(date: string, farmLeadDays: number): string {
  return addDays(date, -Math.max(0, farmLeadDays));
}

/** The farm's delivery day nearest after `date` (the fix offered when the farm no longer delivers on that day). */
export function nearestDeliveryDay(deliveryDays: readonly number[], date: string): string | null {
  for (let i = 1; i <= 7; i++) {
    const d = addDays(date, i);
    if (deliveryDays.includes(isoWeekday(d))) return d;
  }
  return null;
}

/** A schedule the farm can serve: every weekday it delivers on is one of the farm's delivery days. */
export function scheduleWeekdays(s: StandingSchedule): number[] {
  return s.cadence === 'weekdays' ? [...new Set(s.weekdays)].sort() : [isoWeekday(s.start_date)];
}
