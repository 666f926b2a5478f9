import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERIODIC_SYNC_MIN_INTERVAL_MS } from '@contract/constants.ts';
import { connectivity } from '@/lib/online.ts';
import { PERIODIC_SYNC_TAG } from '@contract/sync-protocol.ts';
import { registerPeriodicSync } from './periodic-sync.ts';
import { syncActivity } from './sync-activity.ts';

const syncNow = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./sync-runtime.ts', () => ({ syncNow }));
// The test setup stubs it for the component tests.
const { startHonestSync } = await vi.importActual<typeof import('./honest-sync.ts')>('./honest-sync.ts');

describe('the signal coming back', () => {
  it('sends what waits and pulls as soon as the server answers again, not when navigator.onLine changes', () => {
    startHonestSync();
    connectivity.reached();
    expect(syncNow).not.toHaveBeenCalled();
    connectivity.unreachable();
    expect(syncNow).not.toHaveBeenCalled();
    connectivity.reached();
    expect(syncNow).toHaveBeenCalledTimes(1);
    connectivity.reached();
    expect(syncNow).toHaveBeenCalledTimes(1);
    connectivity.stop();
  });
});

describe('sync that runs out of sight (the pull worker)', () => {
  it('a pull that could not reach the server makes the app offline; the probe brings it back', () => {
    startHonestSync();
    connectivity.reached();
    syncActivity.set({ networkFailed: true });
    expect(connectivity.online).toBe(false);
    syncActivity.set({ networkFailed: false });
    expect(connectivity.online).toBe(false);
    connectivity.stop();
  });
});

describe('Periodic Background Sync', () => {
  const register = vi.fn(async () => {});
  let permission: PermissionState;

  /** A browser with or without periodicSync on its registration, and the permission it gives. */
  function browser({ periodicSync }: { periodicSync: boolean }): Navigator {
    return {
      serviceWorker: { ready: Promise.resolve(periodicSync ? { periodicSync: { register } } : {}) },
      permissions: { query: vi.fn(async ({ name }: { name: string }) => ({ state: name === 'periodic-background-sync' ? permission : 'denied' })) },
    } as unknown as Navigator;
  }

  beforeEach(() => {
    register.mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is registered about twice a day where the permission is granted (an installed app on Chromium)', async () => {
    permission = 'granted';
    expect(await registerPeriodicSync(browser({ periodicSync: true }))).toBe(true);
    expect(register).toHaveBeenCalledWith(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
  });

  it('is not asked for when the permission is not granted (a browser tab) or the browser has none (Safari, Firefox)', async () => {
    permission = 'prompt';
    expect(await registerPeriodicSync(browser({ periodicSync: true }))).toBe(false);
    permission = 'granted';
    expect(await registerPeriodicSync(browser({ periodicSync: false }))).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('a refused registration is no error', async () => {
    permission = 'granted';
    register.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    expect(await registerPeriodicSync(browser({ periodicSync: true }))).toBe(false);
  });
});
