// What the console's list screens share: loading one page from the server while online (with a retry), the filter
// buttons, the loading / offline / error / empty states and the page controls. Online only, like every admin screen.
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useOnline } from '@/lib/online.ts';

export type AdminLoad<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'error'; message: string };

/**
 * Asks `fetcher` whenever `deps` change (and on `retry`) while online; the newest answer wins. `replace` edits the
 * value held (an item changed by an action) without asking again.
 */
export function useAdminLoad<T>(fetcher: () => Promise<T>, deps: readonly unknown[]) {
  const { t } = useLingui();
  const online = useOnline();
  const [load, setLoad] = useState<AdminLoad<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetcher().then(
      (value) => live && setLoad({ state: 'ok', value }),
      (err: unknown) => live && setLoad({ state: 'error', message: err instanceof Error ? err.message : t`Something went wrong` }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the fetch depends on
  }, [online, attempt, ...deps]);
  return {
    load,
    online,
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((a) => a + 1);
    },
    /** Ask again, keeping what is shown until the answer comes (after an action changed the list). */
    refresh: () => setAttempt((a) => a + 1),
    /** Forget the value shown (a filter changed): the list says it is loading until the answer comes. */
    reset: () => setLoad({ state: 'loading' }),
    replace: (edit: (value: T) => T) => setLoad((l) => (l.state === 'ok' ? { state: 'ok', value: edit(l.value) } : l)),
  };
}

/** A row of toggle buttons choosing one value. */
export function FilterButtons<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: Array<[V, string]>; onChange: (v: V) => void }) {
  return (
    <div role="group" aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {options.map(([v, text]) => (
        <Button key={v} size="sm" variant={value === v ? 'primary' : 'secondary'} aria-pressed={value === v} onClick={() => onChange(v)}>
          {text}
        </Button>
      ))}
    </div>
  );
}

/** Offline, loading, error with a retry, or empty; nothing once there is something to show. */
export function AdminListStatus<T>({ load, online, retry, loading, offline, empty, isEmpty }: {
  load: AdminLoad<T>;
  online: boolean;
  retry: () => void;
  loading: ReactNode;
  offline: ReactNode;
  empty: ReactNode;
  isEmpty: (value: T) => boolean;
}) {
  return (
    <>
      {!online && (
        <div className="mt-4">
          <Notice tone="info">{offline}</Notice>
        </div>
      )}
      {online && load.state === 'loading' && (
        <p className="mt-4 text-gray-700" role="status">
          {loading}
        </p>
      )}
      {load.state === 'error' && (
        <div className="mt-4 space-y-2">
          <Notice>{load.message}</Notice>
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {load.state === 'ok' && isEmpty(load.value) && <p className="mt-4 text-gray-700">{empty}</p>}
    </>
  );
}

/** Previous page / 'Page 2 of 5' / Next page, under a list. */
export function AdminPageNav({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      <span className="text-sm text-gray-700">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}
