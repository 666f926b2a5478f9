// /admin/exchange-rates through the real route: the rates in force with their day, setting new ones (one
// Idempotency-Key per submit, the same key when the same submit is retried), the server's refusal shown on its field,
// the history, only for an Admin, axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ExchangeRatesAdmin } from '@contract/exchange-rates.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const admin = testUser('Admin');
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const VIEW: ExchangeRatesAdmin = {
  today: '2026-11-28',
  current: [{ id: 'r1', currency: 'USD', cad_micro: 1_385_000, effective_on: '2026-11-27', set_at: '2026-11-27T12:00:00.000Z' }],
  history: [
    { id: 'r1', currency: 'USD', cad_micro: 1_385_000, effective_on: '2026-11-27', set_at: '2026-11-27T12:00:00.000Z', source: 'script', set_by_name: null },
    { id: 'r0', currency: 'USD', cad_micro: 1_376_000, effective_on: '2026-10-27', set_at: '2026-10-27T12:00:00.000Z', source: 'seed', set_by_name: null },
  ],
};

let calls: Array<{ method: string; path: string; body: unknown; key: string | null }> = [];
let answer: (body: { rates: Array<{ currency: string; rate: string }> }) => Response;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  calls = [];
  answer = () => json(200, { message: 'Exchange rates saved', data: VIEW });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({ method, path, body, key: new Headers(init.headers).get('Idempotency-Key') });
      if (path === '/admin/exchange-rates/' && method === 'GET') return json(200, { data: VIEW });
      if (path === '/admin/exchange-rates/' && method === 'PUT') return answer(body as { rates: Array<{ currency: string; rate: string }> });
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Exchange rates (admin)', () => {
  it('shows the rates in force with their day, the history, and sets new ones once per submit', async () => {
    const { user, container } = await renderRoute('/admin/exchange-rates', { user: admin });
    const inForce = await screen.findByTestId('rates-in-force', {}, { timeout: 10_000 });
    expect(inForce).toHaveTextContent('1 USD = 1.3850 CAD, rate of Nov 27, 2026');
    expect(inForce).toHaveTextContent('No rate yet: prices in INR are shown without a converted amount.');
    const history = screen.getByTestId('rates-history');
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(history).toHaveTextContent('Command line (npm run rates:set)');
    expect(screen.getByRole('link', { name: 'Branch approvals' })).toHaveAttribute('href', '/admin/approvals');
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText(/Canadian dollars for 1 USD/), '1.3900');
    await user.type(screen.getByLabelText(/Canadian dollars for 1 INR/), '0,0166');
    expect(screen.getByLabelText(/In force from/)).toHaveValue('2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ effective_on: '2026-11-28', rates: [{ currency: 'USD', rate: '1.3900' }, { currency: 'INR', rate: '0,0166' }] });
    expect(put.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Exchange rates saved')).toBeInTheDocument();
    expect(screen.getByLabelText(/Canadian dollars for 1 USD/)).toHaveValue('');
  });

  it('shows the server’s refusal on its field; the submit that failed in transit is retried with the same key', async () => {
    answer = () => json(400, { code: 'validation_failed', message: 'Please check the highlighted fields.', messages: { 'rates.0.rate': ['Enter a rate in Canadian dollars per unit'] } });
    const { user } = await renderRoute('/admin/exchange-rates', { user: admin });
    await screen.findByTestId('rates-in-force', {}, { timeout: 10_000 });
    const usd = screen.getByLabelText(/Canadian dollars for 1 USD/);
    await user.type(usd, '99999');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Enter a rate in Canadian dollars per unit')).toBeInTheDocument();
    expect(usd).toHaveAttribute('aria-invalid', 'true');

    // A lost answer: the same submit again carries the same key (the server applies it once).
    let first = true;
    answer = () => {
      if (first) {
        first = false;
        throw new TypeError('network');
      }
      return json(200, { message: 'Exchange rates saved', data: VIEW });
    };
    await user.clear(usd);
    await user.type(usd, '1.39');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await user.click(await screen.findByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    const [, lost, retried] = calls.filter((c) => c.method === 'PUT');
    expect(retried!.key).toBe(lost!.key);
  });

  it('is not for other roles', async () => {
    const { router } = await renderRoute('/admin/exchange-rates', { user: testUser('Buyer') });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/exchange-rates'));
  });
});
