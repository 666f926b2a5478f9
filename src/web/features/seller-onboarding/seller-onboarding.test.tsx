// Seller registration and branches through the real routes: form validation, the online registration that turns
// the session's user into a Seller, offline branch creation through the outbox, the list, details, edit and delete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@contract/accounts.ts';
import type { Branch, SellerProfile } from '@contract/catalogue.ts';
import { authStore } from '@/lib/auth.ts';
import { myFarmKey } from '@/domain/farm/my-farm.ts';
import { db } from '@/offline/db.ts';
import { renderRoute, testUser, type RenderedRoute } from '@/test/render-route.tsx';

const buyer = testUser('Buyer');
const seller = testUser('Seller');
const FARM = 'ffffffff-0000-4000-8000-000000000001';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function branch(over: Partial<Branch> = {}): Branch {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    seller_id: FARM,
    name: 'Home farm',
    province: 'QC',
    city: 'Saint-Hyacinthe',
    address: '120 rang Saint-Joseph',
    postal_code: 'J2S 1A1',
    phone: null,
    status: 'approved',
    reject_reason: null,
    reviewed_at: '2026-01-02T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    version: 5,
    updated_at: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}

type Route = (method: string, path: string, body: unknown) => Response | undefined;
let routes: Route = () => undefined;
let calls: Array<{ method: string; path: string; body: unknown }> = [];

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** Keeps the router's auth context in step with the session, as main.tsx does. */
function followAuth(r: RenderedRoute) {
  return authStore.subscribe(() => {
    r.router.update({ ...r.router.options, context: { auth: authStore.get() } });
  });
}

const outbox = () => db.local_outbox.orderBy('seq').toArray();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  setOnline(true);
  calls = [];
  routes = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://test.local');
      const method = init.method ?? (input instanceof Request ? input.method : 'GET');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({ method, path, body });
      const answer = routes(method, path, body);
      if (answer) return answer;
      throw new TypeError('offline in tests');
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Register as a seller', () => {
  it('shows each missing field after submit, and a field error once the field is left', async () => {
    const { user } = await renderRoute('/register/seller', { user: buyer });
    await user.click(await screen.findByLabelText('Farm or business name'));
    await user.tab();
    expect(screen.getByLabelText('Farm or business name')).toHaveAccessibleDescription('Farm or business name is required');
    await user.type(screen.getByLabelText('Postal code (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Register my farm' }));
    expect(await screen.findByText('Please fix the validation errors above.')).toBeInTheDocument();
    expect(screen.getByLabelText('Province or territory')).toHaveAccessibleDescription('Choose a province');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address is required');
    expect(screen.getByLabelText('Postal code (optional)')).toHaveAccessibleDescription('Enter a Canadian postal code, for example K1A 0B1');
    expect(calls.some((c) => c.path === '/account/user-seller/')).toBe(false);
  });

  it('registers the farm, makes the session user a Seller and goes on to /register-branch', async () => {
    const farm = { id: FARM } as SellerProfile;
    routes = (method, path) => {
      if (method === 'POST' && path === '/account/user-seller/') {
        return json(201, { message: 'Your farm is registered. Add a branch to start selling.', data: farm, user: { ...buyer, roles: 'Seller' } satisfies User });
      }
      if (path === '/account/user-seller-branch/') return json(200, { status: 0, message: 'ok', data: [] });
      return undefined;
    };
    const r = await renderRoute('/register/seller', { user: buyer });
    const stop = followAuth(r);
    const { user } = r;
    await user.type(await screen.findByLabelText('Farm or business name'), 'Ferme du Ruisseau');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'QC');
    await user.type(screen.getByLabelText('City'), 'Saint-Hyacinthe');
    await user.type(screen.getByLabelText('Address'), '120 rang Saint-Joseph');
    await user.type(screen.getByLabelText('Postal code (optional)'), 'j2s1a1');
    await user.type(screen.getByLabelText('Certifications (optional)'), 'Organic, CanadaGAP');
    await user.click(screen.getByRole('button', { name: 'Register my farm' }));
    expect(await screen.findByRole('heading', { name: 'Register a branch' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Your farm is registered. Add a branch to start selling.')).toBeInTheDocument(); // the toast mounts lazily
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ farm_name: 'Ferme du Ruisseau', province: 'QC', postal_code: 'J2S 1A1', certifications: ['Organic', 'CanadaGAP'], phone: null });
    expect((await db.local_session.get('current'))?.user.roles).toBe('Seller');
    expect((await db.local_meta.get(myFarmKey(buyer.id)))?.value).toBe(FARM);
    stop();
  });

  it('puts the server messages on their fields', async () => {
    routes = (method, path) =>
      method === 'POST' && path === '/account/user-seller/'
        ? json(400, { code: 'validation_failed', message: 'Please check the highlighted fields.', messages: { city: ['La ville est obligatoire'] } })
        : undefined;
    const { user } = await renderRoute('/register/seller', { user: buyer });
    await user.type(await screen.findByLabelText('Farm or business name'), 'Ferme');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'QC');
    await user.type(screen.getByLabelText('City'), 'X');
    await user.type(screen.getByLabelText('Address'), '1 rue');
    await user.click(screen.getByRole('button', { name: 'Register my farm' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveAccessibleDescription('La ville est obligatoire'));
  });

  it('says calmly that registration needs a connection when offline', async () => {
    setOnline(false);
    await renderRoute('/register/seller', { user: buyer });
    expect(await screen.findByText(/Registering your farm needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register my farm' })).toBeDisabled();
  });

  it('sends a Buyer who opens /register-branch to /register/seller first', async () => {
    const { router } = await renderRoute('/register-branch', { user: buyer });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/seller'));
    expect(await screen.findByRole('heading', { name: 'Register as a seller' })).toBeInTheDocument();
  });
});

describe('Branches', () => {
  beforeEach(async () => {
    await db.local_meta.put({ key: myFarmKey(seller.id), value: FARM });
  });

  it('creates a branch offline: it waits in the outbox and shows as pending, waiting to sync', async () => {
    setOnline(false);
    const { user } = await renderRoute('/register-branch', { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(screen.getByLabelText('Branch name')).toHaveAccessibleDescription(/Branch name is required/);
    await user.type(screen.getByLabelText('Branch name'), 'Market stand');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'ON');
    await user.type(screen.getByLabelText('City'), 'Guelph');
    await user.type(screen.getByLabelText('Address'), '2 Gordon St');
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(/valid phone number/);
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByRole('heading', { name: 'Your branch is waiting for approval' }, { timeout: 10_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Branches' });
    expect(within(list).getByText('Market stand')).toBeInTheDocument();
    expect(within(list).getByText('Pending review')).toBeInTheDocument();
    expect(within(list).getByTestId('waiting-to-sync')).toHaveTextContent('Waiting to sync');
    const [entry] = await outbox();
    expect(entry).toMatchObject({ kind: 'branch.create', method: 'POST', path: '/account/user-seller-branch/', state: 'pending' });
    const [row] = await db.branches.toArray();
    expect(entry!.body).toEqual({ id: row!.id, name: 'Market stand', province: 'ON', city: 'Guelph', address: '2 Gordon St', postal_code: null, phone: null });
    expect(row).toMatchObject({ seller_id: FARM, status: 'pending' });
  });

  it('lists only the seller’s branches with their status and the reviewer’s reason; online it refreshes from the server', async () => {
    await db.branches.bulkPut([branch({ id: 'bbbbbbbb-0000-4000-8000-0000000000aa', seller_id: 'someone-else', name: 'Other farm' })]);
    const serverRows = [
      branch(),
      branch({ id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'Market stand', status: 'rejected', reject_reason: 'The address does not exist', created_at: '2026-01-03T00:00:00.000Z' }),
    ];
    // The sync pull brings the owner's branches, every status.
    const pulled = { changes: serverRows.map((row) => ({ table: 'branches', op: 'upsert', id: row.id, version: row.version, row })), cursor: 'c1', has_more: false, reset: false };
    routes = (method, path) => (method === 'GET' && path === '/sync/changes' ? json(200, pulled) : undefined);
    await renderRoute('/branches', { user: seller });
    const list = await screen.findByRole('list', { name: 'Branches' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Market stand')).toBeInTheDocument();
    expect(within(first!).getByText('Rejected')).toBeInTheDocument();
    expect(within(first!).getByText('Reason: The address does not exist')).toBeInTheDocument();
    expect(within(second!).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Other farm')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a branch' })).toHaveAttribute('href', '/register-branch');
  });

  it('edits a rejected branch with only the changed fields and shows it pending again', async () => {
    setOnline(false);
    const rejected = branch({ status: 'rejected', reject_reason: 'Wrong city' });
    await db.branches.put(rejected);
    const { user } = await renderRoute(`/update-branch/${rejected.id}`, { user: seller });
    expect(await screen.findByText('Saving your changes sends this branch back for review.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Granby');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Home farm' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    const [entry] = await outbox();
    expect(entry).toMatchObject({ kind: 'branch.update', method: 'PATCH', path: `/account/user-seller-branch/${rejected.id}/`, body: { city: 'Granby' } });
    expect(await db.branches.get(rejected.id)).toMatchObject({ city: 'Granby', status: 'pending', reject_reason: null });
  });

  it('deletes a branch after confirming; a branch with products cannot be deleted', async () => {
    setOnline(false);
    const empty = branch();
    await db.branches.put(empty);
    const { user } = await renderRoute(`/branch-details/${empty.id}`, { user: seller });
    expect(await screen.findByText('Products at this branch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete branch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Home farm?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your branches' }, { timeout: 10_000 })).toBeInTheDocument();
    const [entry] = await outbox();
    expect(entry).toMatchObject({ kind: 'branch.delete', method: 'DELETE', path: `/account/user-seller-branch/${empty.id}/` });
    expect(await db.branches.count()).toBe(0);
  });

  it('keeps the delete button off while products point at the branch', async () => {
    setOnline(false);
    const b = branch();
    await db.branches.put(b);
    const { testProduct } = await import('@/test/catalogue-fixtures.ts');
    await db.products.put({ ...testProduct('aaaaaaaa-0000-4000-8000-000000000001', 'Carrots'), seller_id: FARM, branch_id: b.id });
    await renderRoute(`/branch-details/${b.id}`, { user: seller });
    expect(await screen.findByRole('button', { name: 'Delete branch' })).toBeDisabled();
    expect(screen.getByText(/cannot be deleted/)).toBeInTheDocument();
  });

  it('says when a branch is not on this device', async () => {
    setOnline(false);
    await renderRoute('/branch-details/bbbbbbbb-0000-4000-8000-00000000ffff', { user: seller });
    expect(await screen.findByRole('heading', { name: 'Branch not found' })).toBeInTheDocument();
  });
});

describe('Branch appliers', () => {
  it('write the server’s answer into Dexie once the server confirmed, and drop a deleted branch', async () => {
    const { applierFor } = await import('@/offline/appliers.ts');
    const confirmed = branch({ status: 'pending', version: 9 });
    const entry = { entityKey: `branches:${confirmed.id}` } as never;
    await applierFor('branch.create')({ db, entry, response: { status: 0, message: 'ok', data: confirmed } });
    expect(await db.branches.get(confirmed.id)).toEqual(confirmed);
    await applierFor('branch.update')({ db, entry, response: { status: 0, message: 'ok', data: { ...confirmed, name: 'Renamed' } } });
    expect((await db.branches.get(confirmed.id))?.name).toBe('Renamed');
    await applierFor('branch.delete')({ db, entry, response: { status: 0, message: 'ok' } });
    expect(await db.branches.get(confirmed.id)).toBeUndefined();
  });
});
