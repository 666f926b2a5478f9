// /admin/maintenance through the real route: the state, switching on with a return time (one Idempotency-Key per
// submit) and off again, and the server's own switch (the environment) which the console cannot turn off; axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@/offline/db.ts';
import { maintenanceNow, setMaintenance } from '@/lib/maintenance.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let current: { enabled: boolean; until: string | null; source: 'console' | 'environment' | null };
let puts: Array<{ body: { enabled: boolean; until: string | null }; key: string | null }> = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  current = { enabled: false, until: null, source: null };
  puts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      if (url.pathname === '/api/maintenance/') return json(200, { data: current });
      if (url.pathname === '/api/admin/maintenance/' && init.method === 'PUT') {
        const body = JSON.parse(init.body as string) as { enabled: boolean; until: string | null };
        puts.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
        current = { enabled: body.enabled, until: body.until, source: body.enabled ? 'console' : null };
        return json(200, { data: current });
      }
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  setMaintenance({ enabled: false, until: null });
  vi.unstubAllGlobals();
});

describe('Maintenance console (admin)', () => {
  it('switches maintenance on with a return time, then off', async () => {
    const { user, container } = await renderRoute('/admin/maintenance', { user: testUser('Admin') });
    expect(await screen.findByText('Maintenance mode is off', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByLabelText('Expected return (optional, your local time)'), '2030-01-15T14:30');
    await user.click(screen.getByRole('button', { name: 'Switch maintenance on' }));
    expect(await screen.findByText('Maintenance mode is on', { selector: 'p' })).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body.enabled).toBe(true);
    expect(puts[0]!.body.until).toBe(new Date('2030-01-15T14:30').toISOString());
    expect(puts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText(/Return time shown:/)).toBeInTheDocument();
    // The admin's own device knows, and stays on the console.
    expect(maintenanceNow().enabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Switch maintenance off' }));
    expect(await screen.findByText('Maintenance mode is off', { selector: 'p' })).toBeInTheDocument();
    expect(puts[1]!.body).toEqual({ enabled: false, until: null });
    expect(puts[1]!.key).not.toBe(puts[0]!.key);
  });

  it('says when the server’s settings hold it on, and offers no switch', async () => {
    current = { enabled: true, until: null, source: 'environment' };
    await renderRoute('/admin/maintenance', { user: testUser('Admin') });
    expect(await screen.findByText(/Switched on by the server’s settings/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch maintenance/ })).toBeNull();
  });
});
