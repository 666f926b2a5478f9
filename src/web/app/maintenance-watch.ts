// Maintenance mode on this device: asks the server at start, when the signal comes back or the page becomes
// visible, and every minute (every 15 s while on). While on, everyone but admins is sent to /maintenance (signing
// in and unsubscribing stay reachable); the outbox keeps its changes (the server answers 503, a retry). Once off,
// the app goes back where it was and sends what waited at once instead of when its backoff ends.
import { hasAnyRole } from '@contract/enums.ts';
import { authStore } from '@/lib/auth.ts';
import { checkMaintenance, maintenanceNow, maintenanceReturnTo, OPEN_DURING_MAINTENANCE, rememberReturnTo, subscribeMaintenance } from '@/lib/maintenance.ts';
import type { AppRouter } from './router.tsx';

const isAdminSession = () => hasAnyRole(authStore.get().user?.roles, ['Admin']);

const ON_EVERY_MS = 15_000;
const OFF_EVERY_MS = 60_000;

let started = false;

export function startMaintenanceWatch(router: AppRouter): void {
  if (started) return;
  started = true;
  let wasOn = false;

  const apply = () => {
    const { enabled } = maintenanceNow();
    const path = router.state.location.pathname;
    const away = enabled && !isAdminSession();
    if (away && !OPEN_DURING_MAINTENANCE.includes(path)) {
      rememberReturnTo(router.state.location.href);
      void router.navigate({ to: '/maintenance', replace: true });
    } else if (!away && path === '/maintenance' && (wasOn || maintenanceReturnTo())) {
      const back = maintenanceReturnTo() ?? '/';
      rememberReturnTo(null);
      void router.navigate({ href: back, replace: true });
    }
    if (wasOn && !enabled && authStore.get().user) {
      // The changes that waited go now, not when the 503's Retry-After runs out.
      void import('@/offline/sync-runtime.ts').then((m) => m.wakeSync()).catch(() => undefined);
    }
    wasOn = enabled;
  };
  subscribeMaintenance(apply);
  authStore.subscribe(apply);

  let timer: ReturnType<typeof setTimeout> | null = null;
  const check = async () => {
    if (timer) clearTimeout(timer);
    if (document.visibilityState === 'visible') await checkMaintenance();
    timer = setTimeout(() => void check(), maintenanceNow().enabled ? ON_EVERY_MS : OFF_EVERY_MS);
  };
  window.addEventListener('online', () => void check());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  void check();
}
