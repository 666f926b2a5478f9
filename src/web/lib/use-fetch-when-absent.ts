// A row a page needs but this device does not hold (a link from a notification, a pull still on its way) is asked of
// the server once; `load` stores the answer in Dexie, where the page's live query picks it up, or throws (an
// ApiError 404 for someone else's). Offline or refused it is simply 'missing'; a server failing is 'failed'.
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api.ts';

export type RemoteLookup = 'idle' | 'missing' | 'failed';

/** `key` names what `load` fetches (e.g. the id): a new key asks again. */
export function useFetchWhenAbsent(absent: boolean, key: string, load: () => Promise<void>): RemoteLookup {
  const [remote, setRemote] = useState<RemoteLookup>('idle');
  useEffect(() => {
    if (!absent) return;
    let live = true;
    load().catch((err: unknown) => {
      if (!live) return;
      const status = err instanceof ApiError ? err.status : 0;
      setRemote(status >= 500 ? 'failed' : 'missing');
    });
    return () => {
      live = false;
    };
    // `load` is a new function every render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [absent, key]);
  return remote;
}
