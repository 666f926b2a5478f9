// Mounts the Toaster when the first toast is raised: Radix Toast stays out of the start-up bundle. Its code is also
// fetched once the app is idle (warmToaster, app/start.ts), so a first toast raised with no signal finds it. Should
// it still be missing (offline before it ever arrived), the toasts are said in a plain live region instead: a
// message is never lost and the app never breaks on it; the Toaster is asked again when the signal returns.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { toastStore } from './toast-store.ts';

type ToasterComponent = ComponentType;
let loaded: ToasterComponent | null = null;
let loading: Promise<ToasterComponent> | null = null;

/** Fetches the Toaster's code once (again after a failure). */
export function warmToaster(): Promise<ToasterComponent> {
  loading ??= import('./toaster.tsx').then(
    (m) => (loaded = m.Toaster),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** How long a toast said in the plain fallback stays, like the Toaster's. */
const FALLBACK_DURATION_MS = 5000;

export function LazyToaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(() => loaded);
  const wanted = items.length > 0;

  useEffect(() => {
    if (Toaster || !wanted) return;
    let cancelled = false;
    const load = () =>
      void warmToaster().then(
        (component) => !cancelled && setToaster(() => component),
        () => undefined,
      );
    load();
    window.addEventListener('online', load);
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [Toaster, wanted]);

  // Once loaded, stay mounted so toasts can animate out and later ones appear at once.
  if (Toaster) return <Toaster />;
  return wanted ? <PlainToasts /> : null;
}

function PlainToasts() {
  const { t } = useLingui();
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  useEffect(() => {
    const timers = items.map((item) => setTimeout(() => toastStore.dismiss(item.id), FALLBACK_DURATION_MS));
    return () => timers.forEach(clearTimeout);
  }, [items]);
  return (
    // The list itself is the polite live region: a role on its items would no longer make them list items (axe:
    // aria-allowed-role, list).
    <ol
      aria-live="polite"
      data-testid="plain-toasts"
      className="fixed bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] right-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 sm:bottom-auto sm:top-28 md:top-20 lg:top-16"
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 rounded-lg border border-l-4 border-gray-300 border-l-green-700 bg-white p-4 text-gray-900 shadow-lg">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{item.title}</p>
            {item.description && <p className="mt-1 text-sm">{item.description}</p>}
          </div>
          <button
            type="button"
            aria-label={t`Close notification`}
            onClick={() => toastStore.dismiss(item.id)}
            className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ol>
  );
}
