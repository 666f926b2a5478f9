// /admin/approvals through the real route: the queue from the server, approve, reject with a required reason, the
// history tabs, and a calm notice offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BranchReview } from '@contract/catalogue.ts';
import { db } from '@/offline/db.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const admin = testUser('Admin');
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function review(over: Partial<BranchReview> = {}): BranchReview {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    seller_id: 'ffffffff-0000-4000-8000-000000000001',
    name: 'Market stand',
    province: 'ON',
    city: 'Guelph',
    address: '2 Gordon St',
    postal_code: 'N1G 2W1',
    phone: null,
    status: 'pending',
    reject_reason: null,
    reviewed_at: null,
    created_at: '2026-03-04T12:00:00.000Z',
    version: 1,
    updated_at: '2026-03-04T12:00:00.000Z',
    farm_name: 'Ferme du Ruisseau',
    seller_email: 'farmer@example.ca',
    ...over,
  };
}

let calls: Array<{ method: string; path: string; body: unknown }> = [];
let queue: Record<string, BranchReview[]> = {};

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  setOnline(true);
  calls = [];
  queue = {
    pending: [review(), review({ id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Home farm', farm_name: 'Maple Ridge' })],
    approved: [review({ id: 'bbbbbbbb-0000-4000-8000-000000000003', name: 'Old barn', status: 'approved', reviewed_at: '2026-02-01T00:00:00.000Z' })],
    rejected: [review({ id: 'bbbbbbbb-0000-4000-8000-000000000004', name: 'Nowhere', status: 'rejected', reject_reason: 'The address does not exist' })],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({ method, path, body });
      if (method === 'GET' && path === '/admin/branches/') return json(200, { data: queue[url.searchParams.get('status') ?? 'pending'] ?? [] });
      const m = /^\/admin\/branches\/([^/]+)\/review\/$/.exec(path);
      if (method === 'POST' && m) {
        const row = queue.pending!.find((r) => r.id === m[1])!;
        const decision = body as { decision: string; reason?: string };
        const status = decision.decision === 'approve' ? 'approved' : 'rejected';
        return json(200, { message: status === 'approved' ? 'Branch approved' : 'Branch rejected', data: { ...row, status, reject_reason: decision.reason ?? null } });
      }
      throw new TypeError('offline in tests');
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Branch approvals', () => {
  it('lists the pending branches with farm, place and date, and approves one', async () => {
    const { user } = await renderRoute('/admin/approvals', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Market stand' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Farm: Ferme du Ruisseau')).toBeInTheDocument();
    expect(screen.getAllByText('2 Gordon St, Guelph, Ontario N1G 2W1')).toHaveLength(2);
    expect(screen.getAllByText(/Submitted .*2026 by farmer@example\.ca/)).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Waiting for review' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Approve Market stand' }));
    expect(await screen.findByText('Branch approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Market stand' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Home farm' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/admin/branches/bbbbbbbb-0000-4000-8000-000000000001/review/', body: { decision: 'approve' } });
  });

  it('needs a reason to reject, and sends it', async () => {
    const { user } = await renderRoute('/admin/approvals', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Home farm' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Home farm?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject branch' }));
    const reason = within(dialog).getByLabelText('Reason for the seller');
    expect(reason).toHaveAccessibleDescription('Give the seller a reason (at least 5 characters)');
    expect(reason).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(reason, 'The address does not exist');
    await user.click(within(dialog).getByRole('button', { name: 'Reject branch' }));
    expect(await screen.findByText('Branch rejected')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'The address does not exist' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home farm' })).not.toBeInTheDocument());
  });

  it('shows the approved and rejected history in their tabs', async () => {
    const { user } = await renderRoute('/admin/approvals', { user: admin });
    await screen.findByRole('heading', { name: 'Market stand' }, { timeout: 10_000 });
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'Nowhere' })).toBeInTheDocument();
    expect(screen.getByText('Reason: The address does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('heading', { name: 'Old barn' })).toBeInTheDocument();
  });

  it('says the queue needs a connection when offline', async () => {
    setOnline(false);
    await renderRoute('/admin/approvals', { user: admin });
    expect(await screen.findByText(/Reviewing branches needs a connection/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is for Admins only', async () => {
    const { router } = await renderRoute('/admin/approvals', { user: testUser('Seller') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});
