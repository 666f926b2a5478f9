// The approvals queue of one status, read online from the server: loading, the rows, or why there are none
// (offline, or the server's refusal with a retry).
import { useEffect, useState } from 'react';
import type { BranchReview } from '@contract/catalogue.ts';
import type { BranchStatus } from '@contract/enums.ts';
import { ApiError } from '@/lib/api.ts';
import { useOnline } from '@/lib/online.ts';
import { fetchBranchQueue } from './admin-api.ts';

type Load = { key: string } & ({ state: 'ok'; rows: BranchReview[] } | { state: 'error'; message: string; offline: boolean });
export type QueueView = { state: 'loading' } | { state: 'ok'; rows: BranchReview[] } | { state: 'error'; message: string; offline: boolean };

export function useBranchQueue(tab: BranchStatus): { load: QueueView; refresh: () => void; decided: (row: BranchReview) => void } {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Load | null>(null);
  const key = `${tab}:${attempt}`;

  useEffect(() => {
    if (!online) return;
    let stop = false;
    fetchBranchQueue(tab).then(
      (rows) => !stop && setResult({ key, state: 'ok', rows }),
      (err: unknown) => !stop && setResult({ key, state: 'error', offline: err instanceof ApiError && err.isNetwork, message: err instanceof Error ? err.message : 'Fetch failed' }),
    );
    return () => {
      stop = true;
    };
  }, [online, tab, key]);

  const load: QueueView = !online ? { state: 'error', offline: true, message: '' } : result?.key === key ? result : { state: 'loading' };
  return {
    load,
    refresh: () => setAttempt((n) => n + 1),
    /** A branch approved or rejected leaves the list without a reload. */
    decided: (row) => setResult((l) => (l?.state === 'ok' ? { ...l, rows: l.rows.filter((r) => r.id !== row.id) } : l)),
  };
}
