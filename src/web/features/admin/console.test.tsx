// The admin console through the real routes: the dashboard's counts leading to their screens, finding users,
// disabling one with a required reason (the dialog says what it does), enabling it again, and the audit log with
// its action filter and older entries; only for an Admin, axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, Dashboard } from '@contract/admin-console.ts';
import type { AuditEntry } from '@contract/audit.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DASHBOARD: Dashboard = {
  new_users: { last_7_days: 12, previous_7_days: 9 },
  orders: { last_7_days: 31, previous_7_days: 27 },
  pending_branches: 2,
  pending_comments: 4,
  new_messages: 1,
  confirmed_subscribers: 57,
  disabled_users: 0,
};
const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  email: 'lea@example.ca',
  first_name: 'Léa',
  last_name: 'Tremblay',
  role: 'Seller',
  farm_name: 'Ferme du Ruisseau',
  created_at: '2026-10-02T14:00:00.000Z',
  disabled_at: null,
  disabled_reason: null,
  live_sessions: 2,
  ...over,
});
const entry = (i: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `e${i}`,
  at: new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - i * 60_000).toISOString(),
  adminId: 'a1',
  adminEmail: 'admin@demo.freshmarket.ca',
  action: 'comment.approve',
  targetId: `c${i}`,
  targetLabel: null,
  detail: {},
  status: 200,
  ...over,
});

let users: AdminUser[] = [];
let calls: Array<{ method: string; path: string; search: string; body: unknown }> = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  users = [user({}), user({ id: 'u2', email: 'sam@example.ca', first_name: 'Sam', last_name: 'Cook', role: 'Buyer', farm_name: null, live_sessions: 1 })];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
      const url = new URL(request.url, 'http://test.local');
      const path = url.pathname.replace(/^\/api/, '');
      const body = request.method === 'GET' ? undefined : await request.clone().text().then((t) => (t ? JSON.parse(t) : undefined));
      calls.push({ method: request.method, path, search: url.search, body });
      if (path === '/admin/dashboard/') return json(200, { data: DASHBOARD });
      if (path === '/admin/users/') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const data = users.filter((u) => !q || `${u.email} ${u.first_name} ${u.last_name} ${u.farm_name ?? ''}`.toLowerCase().includes(q));
        return json(200, { data, meta: { count: data.length, page: 1, page_size: 25 } });
      }
      const disable = /^\/admin\/users\/(\w+)\/disable\/$/.exec(path);
      if (disable) {
        if (!(body as { reason: string }).reason) return json(400, { message: 'Please check the highlighted fields.', messages: { reason: ['Say why the account is disabled'] } });
        const u = users.find((x) => x.id === disable[1])!;
        Object.assign(u, { disabled_at: '2026-11-28T15:00:00.000Z', disabled_reason: (body as { reason: string }).reason, live_sessions: 0 });
        return json(200, { message: 'Account disabled: its sessions have ended', data: u });
      }
      const enable = /^\/admin\/users\/(\w+)\/enable\/$/.exec(path);
      if (enable) {
        const u = users.find((x) => x.id === enable[1])!;
        Object.assign(u, { disabled_at: null, disabled_reason: null });
        return json(200, { message: 'Account enabled again', data: u });
      }
      if (path === '/admin/audit/') {
        const before = url.searchParams.get('before');
        const action = url.searchParams.get('action');
        if (action) return json(200, { data: [entry(99, { action: 'user.disable', detail: { reason: 'Spam listings' }, targetId: 'u2', targetLabel: 'sam@example.ca' })], next: null });
        if (before) return json(200, { data: [entry(50), entry(51)], next: null });
        return json(200, { data: Array.from({ length: 50 }, (_, i) => entry(i)), next: 'e49' });
      }
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin console', () => {
  it('the dashboard shows what is waiting, each leading to its screen', async () => {
    const { container } = await renderRoute('/admin', { user: testUser('Admin') });
    const waiting = await screen.findByRole('list', { name: 'Waiting for you' }, { timeout: 10_000 });
    expect(within(waiting).getByRole('link', { name: /2\s*Branches to review/ })).toHaveAttribute('href', '/admin/approvals');
    expect(within(waiting).getByRole('link', { name: /4\s*Comments to moderate/ })).toHaveAttribute('href', '/admin/comments');
    expect(within(waiting).getByRole('link', { name: /1\s*Messages not read/ })).toHaveAttribute('href', '/admin/messages');
    const week = screen.getByRole('list', { name: 'The last 7 days' });
    expect(week).toHaveTextContent('12New accounts9 the 7 days before');
    expect(week).toHaveTextContent('31Orders placed27 the 7 days before');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds users, refuses to disable without a reason, disables one and enables it again', async () => {
    const { user: u, container } = await renderRoute('/admin/users', { user: testUser('Admin') });
    const list = await screen.findByRole('list', { name: 'Users' }, { timeout: 10_000 });
    expect(within(list).getAllByTestId('admin-user')).toHaveLength(2);
    expect(within(list).getAllByTestId('admin-user')[0]).toHaveTextContent('Farm · Ferme du Ruisseau · joined Oct 2, 2026 · signed in on 2 devices');
    expect(await axeViolations(container)).toEqual([]);

    await u.type(screen.getByRole('searchbox', { name: 'Email, name or farm' }), 'sam');
    await u.click(screen.getByRole('button', { name: 'Find users' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users' })).getAllByTestId('admin-user')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/admin/users/').at(-1)!.search).toContain('q=sam');

    await u.click(screen.getByRole('button', { name: 'Disable Sam Cook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sam Cook?' });
    expect(dialog).toHaveTextContent('Their sessions end now on every device');
    await u.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    expect(within(dialog).getByText('Say why the account is disabled')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/disable/'))).toBe(false);
    await u.type(within(dialog).getByRole('textbox', { name: 'Why (only admins read it)' }), 'Spam listings');
    await u.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sam = within(screen.getByRole('list', { name: 'Users' })).getByTestId('admin-user');
    expect(sam).toHaveTextContent('Disabled Nov 28, 2026: Spam listings');
    expect(calls.find((c) => c.path === '/admin/users/u2/disable/')!.body).toEqual({ reason: 'Spam listings' });

    await u.click(within(sam).getByRole('button', { name: 'Enable again: Sam Cook' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users' })).getByTestId('admin-user')).toHaveTextContent('Active'));
    expect(calls.some((c) => c.path === '/admin/users/u2/enable/' && c.method === 'POST')).toBe(true);
  });

  it('an admin sees no disable button on their own account', async () => {
    users[0]!.id = testUser('Admin').id;
    await renderRoute('/admin/users', { user: testUser('Admin') });
    const list = await screen.findByRole('list', { name: 'Users' }, { timeout: 10_000 });
    expect(within(list).getAllByTestId('admin-user')[0]).toHaveTextContent('This is your account.');
    expect(within(list).getAllByRole('button', { name: /^Disable/ })).toHaveLength(1);
  });

  it('the audit log lists actions newest first, filters by action and shows older entries', async () => {
    const { user: u, container } = await renderRoute('/admin/audit', { user: testUser('Admin') });
    const log = await screen.findByRole('list', { name: 'Audit log' }, { timeout: 10_000 });
    expect(within(log).getAllByTestId('audit-entry')).toHaveLength(50);
    expect(within(log).getAllByTestId('audit-entry')[0]).toHaveTextContent('Comment approved');
    expect(within(log).getAllByTestId('audit-entry')[0]).toHaveTextContent('by admin@demo.freshmarket.ca · on c0');
    expect(await axeViolations(container)).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Audit log' })).getAllByTestId('audit-entry')).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();

    await u.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Account disabled');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Audit log' })).getAllByTestId('audit-entry')).toHaveLength(1));
    expect(screen.getByTestId('audit-entry')).toHaveTextContent('on sam@example.ca');
    expect(screen.getByTestId('audit-entry')).toHaveTextContent('reason: Spam listings');
    expect(calls.at(-1)!.search).toBe('?action=user.disable');
  });

  it('is the admin’s only: a buyer is sent away', async () => {
    const { router } = await renderRoute('/admin/users', { user: testUser('Buyer') });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/users'));
  });
});
