// /admin/pages through the real route: the stored page in both languages, the preview as visitors see it (inert),
// a save from the revision read with one Idempotency-Key per submit, and a save refused because another admin
// saved meanwhile, with the way to load their version; axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SitePage } from '@contract/site-pages.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute, testUser } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let stored: SitePage;
let puts: Array<{ body: Record<string, unknown>; key: string | null }> = [];
let refuse = false;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  puts = [];
  refuse = false;
  stored = { slug: 'terms', title_en: 'Terms', title_fr: 'Conditions', body_en: '## Buying\n\nFarms set prices.', body_fr: '## Acheter\n\nLes fermes fixent les prix.', revision: 0, updated_at: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const path = url.pathname.replace(/^\/api/, '');
      if (path === '/pages/privacy/' || path === '/pages/terms/') return json(200, { data: { ...stored, slug: path.split('/')[2] } });
      if (path === '/admin/pages/terms/' && init.method === 'PUT') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        puts.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
        if (refuse) return json(409, { code: 'conflict', message: 'Someone saved this page while you were editing it. Read their version, then make your changes again.' });
        stored = { ...stored, ...(body as Partial<SitePage>), revision: stored.revision + 1, updated_at: '2026-11-28T20:00:00.000Z' };
        return json(200, { data: stored });
      }
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Pages editor (admin)', () => {
  it('edits the terms with a preview and saves from the revision read', async () => {
    const { user, container } = await renderRoute('/admin/pages', { user: testUser('Admin') });
    await screen.findByLabelText('Title in English', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    const body = await screen.findByLabelText('Text in English (markdown)');
    await waitFor(() => expect(body).toHaveValue('## Buying\n\nFarms set prices.'));
    expect(screen.getByText('The text shipped with FreshMarket, never edited yet')).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, '## Paying{enter}{enter}<img src=x onerror=alert(1)> **cash**');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(within(preview).getByRole('heading', { name: 'Paying' })).toBeInTheDocument();
    expect(within(preview).getByText('cash').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    await screen.findByText(/Revision 1, saved/);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ title_en: 'Terms', title_fr: 'Conditions', body_en: '## Paying\n\n<img src=x onerror=alert(1)> **cash**', body_fr: '## Acheter\n\nLes fermes fixent les prix.', revision: 0 });
    expect(puts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an empty title on the spot, and after a conflict offers the saved version', async () => {
    const { user } = await renderRoute('/admin/pages', { user: testUser('Admin') });
    await user.click(await screen.findByRole('button', { name: 'Terms and conditions' }, { timeout: 10_000 }));
    const title = await screen.findByLabelText('Title in French');
    await waitFor(() => expect(title).toHaveValue('Conditions'));
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText('Give the page a title')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.type(title, 'Conditions d’utilisation');
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone saved this page while you were editing it.');
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.key).toBe(puts[0]!.key);
    await user.click(screen.getByRole('button', { name: /Load the saved version/ }));
    await waitFor(() => expect(screen.getByLabelText('Title in French')).toHaveValue('Conditions'));
  });
});
