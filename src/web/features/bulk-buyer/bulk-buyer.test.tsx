// Bulk buyer registration through the real route: spec §5 messages after blur and on submit (English and French),
// trimmed values, the server's per-field messages and failure boxes, and success turning the session's user into a
// BulkBuyer on the way to /request-success.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { User } from '@contract/accounts.ts';
import type { BulkBuyer } from '@contract/quotes.ts';
import { toastStore } from '@/components/ui/toast-store.ts';
import { authStore } from '@/lib/auth.ts';
import { bulkBuyerKey } from '@/domain/profile/bulk-buyer-profile.ts';
import { db } from '@/offline/db.ts';
import { renderRoute, testUser, type RenderedRoute } from '@/test/render-route.tsx';
import { activateTestLanguage } from '@/test/setup.ts';
import { frenchMessages } from '@/test/pending-french.ts';

const buyer = testUser('Buyer');
const PATH = '/product/bulk-buyer/';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

async function fillValid(r: RenderedRoute) {
  const { user } = r;
  await user.type(await screen.findByLabelText('Business name'), '  Bistro Bruno  ');
  await user.type(screen.getByLabelText('Business number'), ' 123 456 789 ');
  await user.selectOptions(screen.getByLabelText('Business type'), 'Restaurant/Food_Service');
  await user.type(screen.getByLabelText('Expected monthly volume'), ' 500 ');
  await user.type(screen.getByLabelText('HST number'), '123456789 rt0001');
  await user.type(screen.getByLabelText('SFCR license'), ' SFCR-1234 ');
}

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
  activateTestLanguage('en');
});

describe('Register as a bulk buyer', () => {
  it('preselects Food processor and kg and lists the five business types and ten units', async () => {
    await renderRoute('/register/bulk-buyer', { user: buyer });
    const type = await screen.findByLabelText<HTMLSelectElement>('Business type');
    const unit = screen.getByLabelText<HTMLSelectElement>('Unit');
    expect(type.value).toBe('Food_Processor');
    expect(unit.value).toBe('kg');
    expect([...type.options].filter((o) => o.value).map((o) => o.text)).toEqual([
      'Restaurant / food service',
      'Retail store',
      'Food processor',
      'Distributor / wholesaler',
      'Other',
    ]);
    expect([...unit.options].filter((o) => o.value)).toHaveLength(10);
    expect(screen.getByLabelText('HST number')).toHaveAccessibleDescription(/123456789 RT0001/);
  });

  it('shows a field’s message only once it is left, then every spec message on submit with focus on the first', async () => {
    const { user } = await renderRoute('/register/bulk-buyer', { user: buyer });
    const name = await screen.findByLabelText('Business name');
    await user.type(name, ' ');
    expect(screen.queryByText('Business name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(name).toHaveAccessibleDescription('Business name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Business number'), '12a');
    expect(screen.queryByText(/Business number/, { selector: 'p' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('Business number')).toHaveAccessibleDescription(/can only contain digits/);
    await user.clear(screen.getByLabelText('Business number'));
    await user.type(screen.getByLabelText('Business number'), '12345');
    expect(screen.getByLabelText('Business number')).toHaveAccessibleDescription(/Business number should be at least 6 digits/);

    await user.type(screen.getByLabelText('Expected monthly volume'), 'lots');
    await user.selectOptions(screen.getByLabelText('Unit'), '');
    await user.click(screen.getByRole('button', { name: 'Register my business' }));

    expect(await screen.findByText('Please fix the validation errors above.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the validation errors above.');
    expect(screen.getByLabelText('Expected monthly volume')).toHaveAccessibleDescription(/Volume must be a number/);
    expect(screen.getByLabelText('HST number')).toHaveAccessibleDescription(/HST number is required/);
    expect(screen.getByLabelText('SFCR license')).toHaveAccessibleDescription(/SFCR license is required/);
    expect(screen.getByLabelText('Unit')).toHaveAccessibleDescription('Unit is required');
    expect(document.activeElement).toBe(name);

    await user.clear(screen.getByLabelText('Expected monthly volume'));
    await user.tab();
    expect(screen.getByLabelText('Expected monthly volume')).toHaveAccessibleDescription(/Expected monthly volume is required/);
    expect(calls.some((c) => c.path === PATH)).toBe(false);
  });

  it('speaks French: the spec messages and the box in the reader’s language', async () => {
    i18n.load('fr', frenchMessages());
    i18n.activate('fr');
    const { user } = await renderRoute('/register/bulk-buyer', { user: buyer });
    await waitFor(() => expect(field('business_name')).toBeInTheDocument());
    await user.click(field('business_name'));
    await user.tab();
    expect(field('business_name')).toHaveAccessibleDescription("Le nom de l'entreprise est obligatoire");
    await user.type(field('business_number'), '123');
    await user.type(field('expected_monthly_volume'), 'x');
    await user.selectOptions(field('unit'), '');
    await user.click(document.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('Veuillez corriger les erreurs ci-dessus.')).toBeInTheDocument();
    expect(field('business_number')).toHaveAccessibleDescription(/Le numéro d'entreprise doit comporter au moins 6 chiffres/);
    expect(field('expected_monthly_volume')).toHaveAccessibleDescription(/Le volume doit être un nombre/);
    expect(field('hst_number')).toHaveAccessibleDescription(/Le numéro de TVH est obligatoire/);
    expect(field('sfcr_license')).toHaveAccessibleDescription(/La licence SFCR est obligatoire/);
    expect(field('unit')).toHaveAccessibleDescription("L'unité est obligatoire");
  });

  it('sends trimmed values, makes the session user a BulkBuyer and goes to /request-success', async () => {
    const profile: BulkBuyer = {
      user_id: buyer.id,
      business_name: 'Bistro Bruno',
      business_number: '123456789',
      business_type: 'Restaurant/Food_Service',
      expected_monthly_volume: 500,
      hst_number: '123456789RT0001',
      sfcr_license: 'SFCR-1234',
      unit: 'kg',
      created_at: '2026-05-01T12:00:00.000Z',
    };
    routes = (method, path) =>
      method === 'POST' && path === PATH
        ? json(201, { message: 'Registered successfully.', data: profile, user: { ...buyer, roles: 'BulkBuyer' } satisfies User })
        : undefined;
    const r = await renderRoute('/register/bulk-buyer', { user: buyer });
    const stop = followAuth(r);
    await fillValid(r);
    await r.user.click(screen.getByRole('button', { name: 'Register my business' }));
    expect(await screen.findByRole('heading', { name: 'Bulk buyer registered successfully!' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(r.router.state.location.pathname).toBe('/request-success');
    expect(toastStore.get()).toContainEqual(expect.objectContaining({ variant: 'success', title: 'Success', description: 'Registered successfully.' }));
    expect(screen.getByRole('link', { name: 'Request produce' })).toHaveAttribute('href', '/request-produce');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/buyer');

    const post = calls.find((c) => c.method === 'POST' && c.path === PATH);
    expect(post?.body).toEqual({
      business_name: 'Bistro Bruno',
      business_number: '123456789',
      business_type: 'Restaurant/Food_Service',
      expected_monthly_volume: 500,
      hst_number: '123456789RT0001',
      sfcr_license: 'SFCR-1234',
      unit: 'kg',
    });
    expect(authStore.get().user?.roles).toBe('BulkBuyer');
    expect((await db.local_session.get('current'))?.user.roles).toBe('BulkBuyer');
    expect((await db.local_meta.get(bulkBuyerKey(buyer.id)))?.value).toMatchObject({ business_name: 'Bistro Bruno' });
    stop();
  });

  it('shows the server’s messages under their fields and the Submission failed box', async () => {
    routes = (method, path) =>
      method === 'POST' && path === PATH
        ? json(400, {
            code: 'validation_failed',
            message: 'Please fix the validation errors above.',
            messages: { hst_number: ['HST number is already registered'], sfcr_license: ['SFCR license is not valid', 'Ask the CFIA'] },
          })
        : undefined;
    const r = await renderRoute('/register/bulk-buyer', { user: buyer });
    await fillValid(r);
    await r.user.click(screen.getByRole('button', { name: 'Register my business' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Submission failed');
    expect(box).toHaveTextContent('Please fix the validation errors above.');
    expect(screen.getByLabelText('HST number')).toHaveAccessibleDescription(/HST number is already registered/);
    expect(screen.getByLabelText('SFCR license')).toHaveAccessibleDescription(/SFCR license is not valid Ask the CFIA/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('HST number')));
    expect(authStore.get().user?.roles).toBe('Buyer');
  });

  it('says the server’s refusal in the Submission failed box', async () => {
    routes = (method, path) =>
      method === 'POST' && path === PATH ? json(409, { code: 'conflict', message: 'Only a buyer account can register as a bulk buyer' }) : undefined;
    const r = await renderRoute('/register/bulk-buyer', { user: buyer });
    await fillValid(r);
    await r.user.click(screen.getByRole('button', { name: 'Register my business' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Submission failed');
    expect(box).toHaveTextContent('Only a buyer account can register as a bulk buyer');
  });

  it('shows An unexpected error occurred on a network error or a crash, keeping the values', async () => {
    const r = await renderRoute('/register/bulk-buyer', { user: buyer });
    await fillValid(r);
    await r.user.click(screen.getByRole('button', { name: 'Register my business' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByLabelText('Business name')).toHaveValue('  Bistro Bruno  ');

    routes = (method, path) => (method === 'POST' && path === PATH ? json(500, { code: 'internal', message: 'Internal Server Error' }) : undefined);
    await r.user.click(screen.getByRole('button', { name: 'Register my business' }));
    await waitFor(() => expect(calls.filter((c) => c.path === PATH)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.queryByText('Submission failed')).not.toBeInTheDocument();
  });

  it('says plainly that registration needs a connection when offline', async () => {
    setOnline(false);
    await renderRoute('/register/bulk-buyer', { user: buyer });
    expect(await screen.findByText(/Registration needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register my business' })).toBeDisabled();
  });
});
