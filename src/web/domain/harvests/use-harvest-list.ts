// Where /preorderproduce's harvests come from. A signed-in device reads the harvests its pull stored (offline too). A
// visitor's device pulls nothing: it asks GET /api/harvests/ when online and shows the answer, and says so plainly
// when it is offline with nothing to show. One harvest the device does not hold is asked of the server the same way.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Category } from '@contract/catalogue.ts';
import { useOpenHarvests } from './use-harvests.ts';
import { HARVEST_PATHS } from '@contract/harvest-paths.ts';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.ts';
import { useOnline } from '@/lib/online.ts';
import { db, type LocalHarvest } from '@/offline/db.ts';

export type Listed<T> = { state: 'loading' } | { state: 'offline' } | { state: 'failed' } | { state: 'missing' } | { state: 'done'; value: T };

/** Runs `load` while `enabled` and online, again when the key changes or the device comes back online. */
function useServerRead<T>(enabled: boolean, key: string, load: () => Promise<T>): Listed<T> {
  const online = useOnline();
  const [result, setResult] = useState<{ key: string; value: Listed<T> } | null>(null);
  useEffect(() => {
    if (!enabled || !online) return;
    let live = true;
    load().then(
      (value) => live && setResult({ key, value: { state: 'done', value } }),
      (err: unknown) => {
        if (!live) return;
        const status = err instanceof ApiError ? err.status : 0;
        setResult({ key, value: { state: status === 404 || status === 403 ? 'missing' : status === 0 ? 'offline' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` fetches
  }, [enabled, online, key]);
  if (result?.key === key) return result.value;
  return online ? { state: 'loading' } : { state: 'offline' };
}

/** The open harvests: from the device when signed in, from the server for a visitor. */
export function useHarvestList(): Listed<LocalHarvest[]> & { source: 'device' | 'server' } {
  const { user } = useAuth();
  const stored = useOpenHarvests();
  const remote = useServerRead(!user, 'harvests', () =>
    api<{ data: LocalHarvest[] }>(HARVEST_PATHS.list, { fallback: 'Fetch failed' }).then((r) => r.data),
  );
  if (user) return stored === undefined ? { state: 'loading', source: 'device' } : { state: 'done', value: stored, source: 'device' };
  return { ...remote, source: 'server' };
}

/** One harvest: the device's row, else the server's answer (open ones for anybody, the farm's own for it). */
export function useHarvestRow(id: string): Listed<LocalHarvest> {
  const stored = useLiveQuery(async () => (await db.harvests.get(id)) ?? null, [id]);
  const remote = useServerRead(stored === null, id, () =>
    api<{ data: LocalHarvest }>(HARVEST_PATHS.detail(id), { fallback: 'Harvest not found' }).then((r) => r.data),
  );
  if (stored === undefined) return { state: 'loading' };
  if (stored) return { state: 'done', value: stored };
  return remote;
}

/** The categories to filter by: the device's, else (a visitor) the server's. */
export function useHarvestCategories(): Category[] {
  const stored = useLiveQuery(() => db.categories.orderBy('position').toArray(), []);
  const remote = useServerRead(stored !== undefined && stored.length === 0, 'categories', () =>
    api<{ data: Category[] }>('/product/categories/', { fallback: 'Fetch failed' }).then((r) => r.data),
  );
  if (stored?.length) return stored;
  return remote.state === 'done' ? remote.value : [];
}
