// Price history (issue 14, Pricewise): what a product grade's price was on each day, and the median of a produce's
// normalised prices per grade over 30, 90 or 365 days. Zod-free, for the device (from the synced `price_history`
// rows, offline too) and the server alike.
//
// The rules:
//  1. the database writes a row when a grade's price, or its product's discount, currency, unit or unit weight,
//     changes (migration 0026), at most one per UTC day: the row's price holds from its day until the next row's;
//  2. on a day, a grade's price is its latest row on or before that day (a day without a change carries the last
//     price forward); before its first row the grade had no price and is not counted;
//  3. each day's price is normalised with today's rules (pricewise-rules.ts normalisePrice) and converted with the
//     rates in force now, so the line moves with the farms' prices, not with the exchange rate; a day's row on
//     another basis than the comparison's (a unit changed) is left out;
//  4. the median of a grade on a day is the median of the offers priced that day (priceSpread's, rounded once).
import { discountedMinor } from './money.ts';
import type { Currency, Grade, Unit } from './enums.ts';
import { GRADES } from './enums.ts';
import { normalisePrice, priceSpread, sameCurrencyOnly, type Convert, type PriceBasis } from './pricewise-rules.ts';

/** One synced `price_history` row: the price as it was from `recorded_on` until the next row of its grade. */
export interface PriceHistoryEntry {
  id: string;
  product_id: string;
  grade: Grade;
  /** Price of one unit before the discount, in minor units of `currency`. */
  price_minor: number;
  discount_percent: number;
  currency: Currency;
  unit: Unit;
  weight: number | null;
  /** 'YYYY-MM-DD' (UTC). */
  recorded_on: string;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, in UTC (the day the database records). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The `days` days ending on `today` ('YYYY-MM-DD'), oldest first. */
export function dayRange(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(utcDay(new Date(end - i * DAY_MS)));
  return out;
}

/**
 * The entry in force on each of `days` (sorted, oldest first) for one product grade's entries (any order): its latest
 * entry on or before the day, carried forward over days without a change; null before its first entry.
 */
export function entriesByDay<E extends Pick<PriceHistoryEntry, 'recorded_on'>>(entries: readonly E[], days: readonly string[]): Array<E | null> {
  const sorted = [...entries].sort((a, b) => (a.recorded_on < b.recorded_on ? -1 : a.recorded_on > b.recorded_on ? 1 : 0));
  const out: Array<E | null> = [];
  let at = -1;
  for (const day of days) {
    while (at + 1 < sorted.length && sorted[at + 1]!.recorded_on <= day) at++;
    out.push(at >= 0 ? sorted[at]! : null);
  }
  return out;
}

/** Entries grouped by product and grade ('product|grade'). */
export function byProductGrade<E extends Pick<PriceHistoryEntry, 'product_id' | 'grade'>>(entries: Iterable<E>): Map<string, E[]> {
  const out = new Map<string, E[]>();
  for (const e of entries) {
    const key = `${e.product_id}|${e.grade}`;
    const list = out.get(key);
    if (list) list.push(e);
    else out.set(key, [e]);
  }
  return out;
}

export interface HistoryPoint {
  day: string;
  /** Median normalised price that day, in the viewer's currency; null when no offer had a price yet. */
  median: number | null;
  /** How many offers were priced that day. */
  count: number;
}

export interface GradeHistory {
  grade: Grade;
  points: HistoryPoint[];
}

export interface MedianHistory {
  basis: PriceBasis;
  currency: Currency;
  days: string[];
  /** Top grade first; only grades with at least one priced day. */
  grades: GradeHistory[];
}

/**
 * The median normalised price per grade on each of the `days` days ending `today`, over the offers of a comparison
 * (`offers`: the product grades compared today, all on `basis`), from their history entries (any products; others are
 * ignored). The rules at the top of this file.
 */
export function medianHistory(
  entries: Iterable<PriceHistoryEntry>,
  offers: ReadonlyArray<{ product_id: string; grade: Grade }>,
  basis: PriceBasis,
  today: string,
  days: number,
  viewer: Currency,
  convert: Convert = sameCurrencyOnly,
): MedianHistory {
  const range = dayRange(today, days);
  const wanted = new Set(offers.map((o) => `${o.product_id}|${o.grade}`));
  const grouped = byProductGrade([...entries].filter((e) => wanted.has(`${e.product_id}|${e.grade}`)));
  // Per grade, per day: the normalised prices of that day.
  const perGrade = new Map<Grade, number[][]>();
  for (const [key, list] of grouped) {
    const grade = key.slice(key.indexOf('|') + 1) as Grade;
    let days = perGrade.get(grade);
    if (!days) perGrade.set(grade, (days = range.map(() => [])));
    const normalised = new Map<PriceHistoryEntry, number | null>();
    entriesByDay(list, range).forEach((e, i) => {
      if (e === null) return;
      let price = normalised.get(e);
      if (price === undefined) {
        const n = normalisePrice(e, viewer, convert);
        price = n.basis === basis ? n.price_minor : null;
        normalised.set(e, price);
      }
      if (price !== null) days[i]!.push(price);
    });
  }
  const grades: GradeHistory[] = [];
  for (const grade of GRADES) {
    const days = perGrade.get(grade);
    if (!days || days.every((d) => d.length === 0)) continue;
    grades.push({ grade, points: range.map((day, i) => ({ day, median: priceSpread(days[i]!).median, count: days[i]!.length })) });
  }
  return { basis, currency: viewer, days: range, grades };
}

/** One product grade's own price after its discount (in its currency) on each of the `days` days ending `today`. */
export function ownPriceHistory(entries: readonly PriceHistoryEntry[], today: string, days: number): Array<{ day: string; price_minor: number | null }> {
  const range = dayRange(today, days);
  return entriesByDay(entries, range).map((e, i) => ({ day: range[i]!, price_minor: e === null ? null : discountedMinor(e.price_minor, e.discount_percent) }));
}

/**
 * The days on which any grade's median changed (and the first day with a price): the table alternative of a chart
 * whose lines are steps, which says everything the chart draws in a few rows instead of one per day.
 */
export function historyChanges(history: MedianHistory): Array<{ day: string; medians: Array<number | null> }> {
  const rows: Array<{ day: string; medians: Array<number | null> }> = [];
  let previous: Array<number | null> | null = null;
  history.days.forEach((day, i) => {
    const medians = history.grades.map((g) => g.points[i]!.median);
    if (medians.every((m) => m === null)) return;
    if (previous === null || medians.some((m, j) => m !== previous![j])) rows.push({ day, medians });
    previous = medians;
  });
  return rows;
}
