// What to tell the user after a change saved while offline: where the browser has Background Sync (Chromium),
// the service worker sends it when the connection returns even with the app closed; elsewhere (Safari, iOS,
// Firefox) it leaves only while FreshMarket is open, and the user should know to open it again.
import { t } from '@lingui/core/macro';
import { toast } from '@/components/ui/toast-store.ts';
import { isOnline } from './online.ts';

/** Whether the service worker can send waiting changes after the page is closed. */
export function hasBackgroundSync(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype;
}

/** `withBackgroundSync` is the screen's own wording, kept where Background Sync exists. */
export function savedOfflineMessage(withBackgroundSync: string): string {
  return hasBackgroundSync() ? withBackgroundSync : t`Saved on this phone; it will be sent when FreshMarket is open with a signal`;
}

/**
 * The toast after a change went into the outbox: `online` while it is being sent now, otherwise the screen's
 * offline wording (or the no-Background-Sync one).
 */
export function toastSaved(online: string, offline: string): void {
  if (isOnline()) toast.success(online);
  else toast.info(savedOfflineMessage(offline));
}
