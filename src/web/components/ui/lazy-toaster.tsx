// Mounts the Toaster when the first toast is raised: Radix Toast stays out of the start-up bundle.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));
let needed = false;

export function LazyToaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  if (items.length > 0) needed = true; // once loaded, stay mounted so toasts can animate out
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
