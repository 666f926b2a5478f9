// The one start-up: the saved session reaches the router's context (guards read it there), sync starts once the
// first page has shown, and the service worker registers and persistent storage is asked for after that, once the
// window has loaded and the main thread is idle.
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/accounts.ts';

const started = vi.hoisted(() => ({ sync: vi.fn(), honest: vi.fn(), worker: vi.fn(), persist: vi.fn(async () => true), comingSoon: vi.fn(async () => {}) }));
vi.mock('@/offline/sync-runtime.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), startSync: started.sync }));
vi.mock('@/offline/honest-sync.ts', () => ({ startHonestSync: started.honest }));
vi.mock('@/features/pwa/service-worker.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  registerServiceWorker: started.worker,
  askForPersistentStorage: started.persist,
}));
vi.mock('@/features/shell/use-coming-soon.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), loadComingSoon: started.comingSoon }));

import { clearSession } from '@/lib/auth.ts';
import { db } from '@/offline/db.ts';
import { makeRouter } from './router.tsx';
import { startApp } from './start.ts';

const buyer = { id: 'u1', email: 'ada@example.ca', roles: ['Buyer'] } as unknown as User;

describe('startApp', () => {
  const router = makeRouter({ history: createMemoryHistory({ initialEntries: ['/cart'] }) });

  it('restores the session into the router, starts sync after the first page, the worker after load and idle', async () => {
    await db.local_session.put({ key: 'current', user: buyer, access: 'a1', refresh: 'r1', savedAt: 0 });
    let showFirstPage!: () => void;
    const firstPageShown = new Promise<void>((resolve) => (showFirstPage = resolve));

    const app = startApp(router, { firstPageShown });
    expect(startApp(router, { firstPageShown })).toBe(app); // once

    await app.sessionRestored;
    expect(router.options.context?.auth?.user?.id).toBe('u1');
    await router.load();
    expect(router.state.location.pathname).toBe('/cart'); // the guard saw the restored user

    // Nothing competes with the first page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started.sync).not.toHaveBeenCalled();
    expect(started.worker).not.toHaveBeenCalled();

    showFirstPage();
    await waitFor(() => expect(started.sync).toHaveBeenCalledTimes(1));
    expect(started.honest).toHaveBeenCalledTimes(1);
    expect(started.comingSoon).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(started.worker).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(started.persist).toHaveBeenCalledTimes(1);
  });

  it('signing out re-runs the guards with the new context', async () => {
    await clearSession();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.options.context?.auth?.user).toBeNull();
  });
});
