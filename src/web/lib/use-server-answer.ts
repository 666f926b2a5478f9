// One GET asked of the server for what a screen shows, asked again when the query changes: the answer's data, 'failed'
// when the server could not answer (offline, an error), undefined while waiting or not asked (a null query). An answer
// to an earlier query is never shown for a later one. For screens that read the device's store and ask the server
// only where the device holds nothing (price history, Pricewise, the marketplace's figures).
import { startTransition, useEffect, useState } from 'react';
import { api } from './api.ts';

export type ServerQuery = Record<string, string | number | boolean | undefined>;

export function useServerAnswer<T>(path: string, query: ServerQuery | null): T | 'failed' | undefined {
  const key = query === null ? null : `${path}?${JSON.stringify(query)}`;
  const [answer, setAnswer] = useState<{ key: string; value: T | 'failed' } | null>(null);
  useEffect(() => {
    if (key === null || query === null) return;
    let live = true;
    api<{ data: T }>(path, { query, fallback: 'Error loading data' }).then(
      // Rendered as a transition, in slices (what it shows is below the page's first lines: a chart, a comparison).
      (r) => live && startTransition(() => setAnswer({ key, value: r.data })),
      () => live && setAnswer({ key, value: 'failed' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the path and the query
  }, [key]);
  return key !== null && answer?.key === key ? answer.value : undefined;
}
