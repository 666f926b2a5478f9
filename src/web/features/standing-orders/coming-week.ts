// The farm's 'Coming week': how much of each product and grade its standing orders ask for in the next days, so it can
// plan the harvest. Deliveries the buyer skipped or paused, and those the server already reported skipped, paused or
// missed, are left out; cancelled and ended standing orders ask for nothing.
import type { Grade, Unit } from '@contract/enums.ts';
import { addDays } from '@contract/order-rules.ts';
import { occurrencesBetween, occurrenceState } from '@contract/standing-order-rules.ts';
import type { StandingOrder } from '@contract/standing-orders.ts';

export const COMING_WEEK_DAYS = 7;

export interface VolumeRow {
  product_id: string;
  grade: Grade;
  product_name: string;
  product_name_fr: string | null;
  unit: Unit;
  /** Units asked for over the period. */
  quantity: number;
  /** Deliveries that ask for it. */
  deliveries: number;
}

const NOT_DELIVERED = new Set(['skipped', 'paused', 'missed']);

/** Volume per product and grade of the deliveries due from `today` for `days` days (today included). */
export function comingWeekVolume(orders: readonly StandingOrder[], today: string, days = COMING_WEEK_DAYS): VolumeRow[] {
  const rows = new Map<string, VolumeRow>();
  const until = addDays(today, days - 1);
  for (const order of orders) {
    if (order.status !== 'active') continue;
    const decided = new Map(order.occurrences.map((o) => [o.date, o.outcome]));
    for (const date of occurrencesBetween(order, today, until)) {
      if (occurrenceState(order, date) !== 'due' || NOT_DELIVERED.has(decided.get(date) ?? '')) continue;
      for (const line of order.lines) {
        const key = `${line.product_id}:${line.grade}`;
        const row = rows.get(key) ?? {
          product_id: line.product_id,
          grade: line.grade,
          product_name: line.product_name,
          product_name_fr: line.product_name_fr,
          unit: line.unit,
          quantity: 0,
          deliveries: 0,
        };
        row.quantity += line.quantity;
        row.deliveries += 1;
        rows.set(key, row);
      }
    }
  }
  const grades: Grade[] = ['top', 'mid', 'lower'];
  return [...rows.values()].sort((a, b) => a.product_name.localeCompare(b.product_name) || grades.indexOf(a.grade) - grades.indexOf(b.grade));
}
