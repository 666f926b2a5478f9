// useLiveQuery for code on the first page's path: the same live answer from Dexie, but the query gets the database
// as its argument and Dexie loads apart from the start-up script (device-loader.ts). Until the store has loaded and
// answered, the hook returns `initial` (undefined by default), exactly as useLiveQuery does while Dexie answers.
// Given `empty` (what the query answers over an empty store), a device known to hold nothing (device-hint.ts: a
// visitor's) gets that answer without loading the store at all, until something else loads it (a sign-in).
// Pages behind a link keep dexie-react-hooks' useLiveQuery: their code loads with Dexie anyway.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MarketDb } from './db.ts';
import { deviceHint } from './device-hint.ts';
import { loadDevice, loadedDevice, subscribeDevice } from './device-loader.ts';

export interface DeviceQueryOptions<I, E> {
  /** The answer until the store has answered (undefined when not given). */
  initial?: I;
  /** The query's answer over an empty store; given, a device that holds nothing never loads the store for it. */
  empty?: E;
}

interface Answer<V> {
  value: V;
  error: unknown;
}

const serverSnapshot = () => null;

export function useDeviceQuery<T, I = undefined, E = never>(
  query: (db: MarketDb) => Promise<T> | T,
  deps: readonly unknown[],
  options: DeviceQueryOptions<I, E> = {},
): T | I | E {
  const device = useSyncExternalStore(subscribeDevice, loadedDevice, serverSnapshot);
  const skip = device === null && 'empty' in options && deviceHint() === 'empty';
  // The last answer is kept across a change of deps (as useLiveQuery does): a filter change never flashes 'loading'.
  const [answer, setAnswer] = useState<Answer<T | I | undefined>>({ value: options.initial, error: null });

  useEffect(() => {
    if (device || skip) return;
    let current = true;
    loadDevice().catch((error: unknown) => {
      if (current) setAnswer((last) => ({ value: last.value, error }));
    });
    return () => {
      current = false;
    };
  }, [device, skip]);

  useEffect(() => {
    if (!device) return;
    const subscription = device.liveQuery(() => query(device.db)).subscribe({
      next: (value) => setAnswer((last) => (last.error === null && Object.is(last.value, value) ? last : { value, error: null })),
      error: (error: unknown) => setAnswer((last) => ({ value: last.value, error })),
    });
    return () => subscription.unsubscribe();
    // The query is a new closure on every render; the caller's deps say when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [device, ...deps]);

  if (skip) return options.empty as E;
  // Like useLiveQuery: a failing query reaches the nearest error boundary.
  if (answer.error !== null) throw answer.error;
  return answer.value as T | I;
}
