// One GET asked of the server for what a screen shows, asked again when the query changes: the answer's data, 'failed'
// when the server could not answer (offline, an error), undefined while waiting or not asked (a null query). An answer
// to an earlier query is never shown for a later one. For screens that read the device's store and ask the server
// only where the device holds nothing (price history, Pricewise, the marketplace's figures).
import { api } from './api.ts';
import { useKeyedFetch } from './use-keyed-fetch.ts';

export type ServerQuery = Record<string, string | number | boolean | undefined>;

export function useServerAnswer<T>(path: string, query: ServerQuery | null): T | 'failed' | undefined {
  const key = query === null ? null : `${path}?${JSON.stringify(query)}`;
  // Rendered as a transition, in slices (what it shows is below the page's first lines: a chart, a comparison).
  const fetched = useKeyedFetch(key, () => api<{ data: T }>(path, { query: query ?? {}, fallback: 'Error loading data' }).then((r) => r.data));
  return fetched.state === 'done' ? fetched.value : fetched.state === 'failed' ? 'failed' : undefined;
}
