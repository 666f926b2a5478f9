// The limits of a harvest's window the server checks too (contract/harvest-rules.ts), said on the field before the
// form is sent: it cannot end in the past, start more than a year ahead, or last more than 90 days.
import { HARVEST_AHEAD_MAX_DAYS, HARVEST_WINDOW_MAX_DAYS } from '@contract/harvest-rules.ts';
import { addDays } from '@contract/order-rules.ts';

/** The message code for a window outside the limits, or null. */
export function windowProblem(from: string, until: string, today: string): string | null {
  if (!from || !until) return null;
  if (until < today) return 'harvest.window_past';
  if (from > addDays(today, HARVEST_AHEAD_MAX_DAYS) || until > addDays(from, HARVEST_WINDOW_MAX_DAYS - 1)) return 'harvest.window_too_far';
  return null;
}
