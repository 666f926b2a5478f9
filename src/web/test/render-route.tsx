// Render a real route (the generated tree, the app shell, the guards) at a path, optionally signed in.
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { User } from '@contract/accounts.ts';
import { makeRouter, type AppRouter } from '@/app/router.tsx';
import { warmToaster } from '@/components/ui/lazy-toaster.tsx';
import { clearSession, setSession } from '@/lib/auth.ts';
import { db } from '@/offline/db.ts';
import { syncMetaKey } from '@/offline/pull.ts';
import { META } from '@/offline/meta.ts';
import { startSync } from '@/offline/sync-runtime.ts';

export function testUser(roles: string, overrides: Partial<User> = {}): User {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@example.ca',
    roles: roles as User['roles'], // deliberately unchecked: tests also pass 'seller' in lower case
    first_name: 'Ada',
    last_name: 'Farmer',
    phone_number: '+14165550100',
    other_mobile_number: null,
    whatsapp_number: null,
    gender: null,
    instagram_profile: null,
    facebook_profile: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface RenderedRoute extends RenderResult {
  router: AppRouter;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Signs `user` in (or out), builds the app's router on a memory history at `path`, starts the page's sync, renders
 * and waits for the load.
 * A signed-in device has had its first pull (its lists may say 'none') unless `firstPullDone: false`.
 */
export async function renderRoute(path: string, options: { user?: User | null; fakeTimers?: boolean; firstPullDone?: boolean } = {}): Promise<RenderedRoute> {
  if (options.user) {
    await setSession(options.user, { access: 'test-access', refresh: 'test-refresh' });
    // Both streams' metas (offline/pull.ts): main's is the first pull, the history's that Pricewise reads the device.
    for (const key of [syncMetaKey(options.user.id), META.syncHistory(options.user.id).key]) {
      if (options.firstPullDone === false) await db.local_meta.delete(key);
      else if (!(await db.local_meta.get(key))) await db.local_meta.put({ key, value: { cursor: null, lastSyncAt: 1 } });
    }
  } else await clearSession();
  // The app fetches the Toaster's code once idle (app/start.ts): a route's toast then shows in it at once, not first
  // in the plain fallback and then moved (which detached a toast a test had just found).
  await warmToaster();
  const router = makeRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  // The page's sync, as app/start.ts starts it in the app (idempotent: once per test file).
  startSync();
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { ...result, router, user };
}

/**
 * Renders the route at `path` as the first page of a start: the session and the page's sync left as they are (no
 * sign-in or sign-out, which would open the device's store first).
 */
export async function renderFirstPage(path: string): Promise<AppRouter> {
  const router = makeRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}
