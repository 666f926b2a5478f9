// Maintenance mode on the device through the real routes: while on, a visitor or a farm is sent to /maintenance,
// which shows the return time in the reader's language; an admin is not; sign-in stays reachable; axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { db } from '@/offline/db.ts';
import { rememberReturnTo, setMaintenance } from '@/lib/maintenance.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const until = '2030-01-15T19:30:00.000Z';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      if (url.pathname === '/api/maintenance/') return json(200, { data: { enabled: true, until, source: 'console' } });
      throw new TypeError('offline in tests');
    }),
  );
  setMaintenance({ enabled: true, until });
});
afterEach(() => {
  setMaintenance({ enabled: false, until: null });
  rememberReturnTo(null);
  vi.unstubAllGlobals();
});

describe('maintenance mode on the device', () => {
  it('sends a visitor to /maintenance with the return time', async () => {
    const { router, container } = await renderRoute('/marketplace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be back soon" })).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-until')).toHaveTextContent(/Expected back: Tuesday, January 15/);
    expect(screen.getByText('This page checks by itself and takes you back as soon as we are.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a farm too, but not an admin, and keeps sign-in reachable', async () => {
    const farm = await renderRoute('/dashboard/seller', { user: testUser('Seller') });
    await waitFor(() => expect(farm.router.state.location.pathname).toBe('/maintenance'));
    farm.unmount();
    const admin = await renderRoute('/admin/approvals', { user: testUser('Admin') });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin/approvals'));
    admin.unmount();
    const login = await renderRoute('/login');
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/login'));
  });

  it('lets everyone through when it is off', async () => {
    setMaintenance({ enabled: false, until: null });
    const { router } = await renderRoute('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
