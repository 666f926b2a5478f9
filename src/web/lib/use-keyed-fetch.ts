// One read per key for what a screen shows: asked when the key appears or changes, its answer kept for that key only
// (an answer to an earlier key is never shown for a later one, nor one that arrives after the screen moved on).
// A null key asks nothing ('idle'). The answer renders as a transition: a page of cards is drawn in slices, so a slow
// phone's main thread is not held for the whole page at once (and a tap meanwhile is answered first).
import { startTransition, useEffect, useRef, useState } from 'react';

export type Fetched<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'done'; value: T };

/**
 * `given`: an answer already at hand for the first key (one that came with the page), drawn by the first render
 * and not asked again.
 */
export function useKeyedFetch<T>(key: string | null, load: () => Promise<T>, given?: () => T | undefined): Fetched<T> {
  const [result, setResult] = useState<{ key: string; fetched: Fetched<T> } | null>(() => {
    const value = key === null ? undefined : given?.();
    return key !== null && value !== undefined ? { key, fetched: { state: 'done', value } } : null;
  });
  // The key whose answer was given: not asked by the first effect.
  const skipFirst = useRef(result?.fetched.state === 'done' ? result.key : null);
  useEffect(() => {
    if (key === null) return;
    if (skipFirst.current === key) {
      skipFirst.current = null;
      return;
    }
    let live = true;
    load().then(
      (value) => live && startTransition(() => setResult({ key, fetched: { state: 'done', value } })),
      () => live && setResult({ key, fetched: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` fetches
  }, [key]);
  if (key === null) return { state: 'idle' };
  return result?.key === key ? result.fetched : { state: 'loading' };
}
