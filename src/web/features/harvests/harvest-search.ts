// /preorderproduce's filters are the URL's search params: words (English or French names, the farm), category,
// province and the week the harvest window touches. User input: read here, in the page's own file (a route's
// validateSearch is in the app's first JavaScript), anything that does not fit dropped.
import { addDays, isoWeekday } from '@contract/order-rules.ts';
import { fold } from '@/offline/search-words.ts';

export interface HarvestSearch {
  q?: string | undefined;
  category?: string | undefined;
  province?: string | undefined;
  /** The Monday of the week, 'YYYY-MM-DD'. */
  week?: string | undefined;
  /** The page of the results, from 1 (left out for the first). */
  page?: number | undefined;
}

/** Harvest cards on one page (as many as the marketplace's products). */
export const HARVEST_PAGE_SIZE = 24;

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`));

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v && v.length <= max ? v : undefined);

/** The filters of the URL's search params (undefined keys left out, so links stay clean). */
export function readHarvestSearch(raw: Record<string, unknown>): HarvestSearch {
  const page = Number(raw.page);
  const s: HarvestSearch = {
    q: text(raw.q, 100),
    category: text(raw.category, 64),
    province: text(raw.province, 2),
    week: text(raw.week, 10),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
}

/** The week as its Monday when it is a date, else no week. */
export function weekOf(week: string | undefined): string | undefined {
  return isDate(week) ? mondayOf(week) : undefined;
}

export interface Filterable {
  product_name: string;
  product_name_fr: string | null;
  farm_name: string;
  category_id: string;
  province: string;
  window_from: string;
  window_until: string;
}

/** The harvests the filters keep: every word found in a name (English or French) or the farm's, accents ignored. */
export function filterHarvests<T extends Filterable>(rows: readonly T[], s: HarvestSearch): T[] {
  const words = fold(s.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const week = weekOf(s.week);
  const weekEnd = week ? addDays(week, 6) : null;
  return rows.filter((h) => {
    if (s.category && h.category_id !== s.category) return false;
    if (s.province && h.province !== s.province) return false;
    if (week && weekEnd && (h.window_until < week || h.window_from > weekEnd)) return false;
    if (words.length === 0) return true;
    const text = fold(`${h.product_name} ${h.product_name_fr ?? ''} ${h.farm_name}`);
    return words.every((w) => text.includes(w));
  });
}
