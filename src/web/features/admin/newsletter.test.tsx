// /admin/newsletter through the real route: subscribers by state with language and consent time, the filter, the
// CSV export of confirmed ones downloaded as a file, only for an Admin, axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NewsletterSubscriber } from '@contract/newsletter.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SUBSCRIBERS: NewsletterSubscriber[] = [
  { id: 's1', email: 'lea@example.ca', language: 'fr', status: 'confirmed', requested_at: '2026-11-27T14:00:00.000Z', consent_at: '2026-11-27T14:05:00.000Z', unsubscribed_at: null },
  { id: 's2', email: 'sam@example.ca', language: 'en', status: 'pending', requested_at: '2026-11-28T09:00:00.000Z', consent_at: null, unsubscribed_at: null },
];
let queries: string[] = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  queries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const path = url.pathname.replace(/^\/api/, '');
      if (path === '/admin/newsletter/subscribers/') {
        queries.push(url.search);
        const status = url.searchParams.get('status');
        const data = SUBSCRIBERS.filter((s) => status === 'all' || s.status === status);
        return json(200, { data, meta: { count: data.length, page: 1, page_size: 50, totals: { pending: 1, confirmed: 1, unsubscribed: 0 } } });
      }
      if (path === '/admin/newsletter/subscribers.csv') return new Response('"email","language","consent_at","requested_at"\r\n"lea@example.ca","fr","2026-11-27T14:05:00.000Z","2026-11-27T14:00:00.000Z"\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Newsletter subscribers (admin)', () => {
  it('lists subscribers with state, language and consent time, filters them, and exports the CSV', async () => {
    const { user, container } = await renderRoute('/admin/newsletter', { user: testUser('Admin') });
    const list = await screen.findByRole('list', { name: 'Subscribers' }, { timeout: 10_000 });
    expect(screen.getByText('1 confirmed · 1 waiting for confirmation · 0 unsubscribed')).toBeInTheDocument();
    const lea = within(list).getAllByTestId('newsletter-subscriber')[0]!;
    expect(lea).toHaveTextContent('lea@example.ca');
    expect(lea).toHaveTextContent('Confirmed');
    expect(lea).toHaveTextContent('French');
    expect(lea).toHaveTextContent(/Consent Nov 27, 2026/);
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Waiting for confirmation' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Subscribers' })).getAllByTestId('newsletter-subscriber')).toHaveLength(1));
    expect(queries.at(-1)).toContain('status=pending');

    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export confirmed (CSV)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('"lea@example.ca","fr"');
  });

  it('is not for other roles', async () => {
    await renderRoute('/admin/newsletter', { user: testUser('Buyer') });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Newsletter subscribers' })).toBeNull());
    expect(queries).toHaveLength(0);
  });
});
