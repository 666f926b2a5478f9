// The tabs and search of /buyer/requests (?tab=&q=), zod-free: the route's search reader runs in the app's first
// JavaScript. Rejected and expired requests have no tab of their own: they show under All with their status.
import type { RequestStatus } from '@contract/enums.ts';

export const REQUEST_TABS = ['all', 'pending', 'approved', 'completed'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

export const REQUEST_TAB_MATCHES: Record<RequestTab, (status: RequestStatus) => boolean> = {
  all: () => true,
  pending: (s) => s === 'pending',
  approved: (s) => s === 'approved',
  completed: (s) => s === 'completed',
};

/** The search box: every word must appear in the title (English or French) or the variety. */
export function matchesRequestSearch(request: { title: string; title_fr: string | null; variety: string | null }, q: string | undefined): boolean {
  const words = (q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = [request.title, request.title_fr ?? '', request.variety ?? ''].join(' ').toLocaleLowerCase();
  return words.every((w) => text.includes(w));
}
