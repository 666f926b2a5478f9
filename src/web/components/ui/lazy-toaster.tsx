// Mounts the Toaster when the first toast is raised: Radix Toast stays out of the start-up bundle.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const [needed, setNeeded] = useState(false);
  // Once loaded, stay mounted so toasts can animate out and later ones appear at once.
  if (items.length > 0 && !needed) setNeeded(true);
  if (!needed && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
