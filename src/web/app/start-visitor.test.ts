// The start of a visitor's device that holds nothing: no session to read, no Dexie downloaded, no sync, until the
// visitor signs in (then the sync starts at once, without a reload, and says the sign-in happened on this page).
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/accounts.ts';

const started = vi.hoisted(() => ({ pageSync: vi.fn(), connectivity: vi.fn(), worker: vi.fn(), persist: vi.fn(async () => true) }));
vi.mock('./start-sync.ts', () => ({ startPageSync: started.pageSync }));
vi.mock('@/lib/online.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), startConnectivity: started.connectivity }));
vi.mock('@/features/pwa/service-worker.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  registerServiceWorker: started.worker,
  askForPersistentStorage: started.persist,
}));
vi.mock('@/features/shell/use-coming-soon.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), loadComingSoon: vi.fn(async () => {}) }));

import { authStore, setSession } from '@/lib/auth.ts';
import { deviceHint, setDeviceHint } from '@/offline/device-hint.ts';
import { loadedDevice } from '@/offline/device-loader.ts';
import { makeRouter } from './router.tsx';
import { startApp } from './start.ts';

const buyer = { id: 'u1', email: 'ada@example.ca', roles: ['Buyer'] } as unknown as User;

describe('startApp on a device that holds nothing', () => {
  it('reads no session and loads neither Dexie nor the sync; a sign-in starts the sync', async () => {
    setDeviceHint(false);
    const router = makeRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
    const app = startApp(router, { firstPageShown: Promise.resolve() });
    await app.sessionRestored;
    expect(authStore.get().user).toBeNull();

    await waitFor(() => expect(started.connectivity).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedDevice()).toBeNull();
    expect(started.pageSync).not.toHaveBeenCalled();

    await setSession(buyer, { access: 'a1', refresh: 'r1' });
    expect(deviceHint()).toBe('holds-data');
    await waitFor(() => expect(started.pageSync).toHaveBeenCalledTimes(1));
    // Signed in on this page: the first pull need not wait for a page load that happened long ago.
    expect(started.pageSync).toHaveBeenCalledWith({ signedInHere: true });
    expect(loadedDevice()).not.toBeNull();
  });
});
