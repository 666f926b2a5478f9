// /privacypolicy and /termsandconditions through the real routes: the stored page in the reader's language,
// hostile markdown rendered inert, and a page read once still readable offline; axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SitePage } from '@contract/site-pages.ts';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PAGE: SitePage = {
  slug: 'privacy',
  title_en: 'Privacy policy',
  title_fr: 'Politique de confidentialité',
  body_en: '## What we keep\n\n- **Your account**\n\n<script>window.hacked = true</script> [click](javascript:alert(1)) and the [Commissioner](https://www.priv.gc.ca/)',
  body_fr: '## Ce que nous conservons',
  revision: 3,
  updated_at: '2026-11-20T15:00:00.000Z',
};
let online = true;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  localStorage.clear();
  online = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      if (online && url.pathname === '/api/pages/privacy/') return json(200, { data: PAGE });
      throw new TypeError('offline in tests');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('privacy policy page', () => {
  it('shows the stored page with its date, markdown rendered inert, and reads it offline once read', async () => {
    const { container, unmount } = await renderRoute('/privacypolicy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated November 20, 2026/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>window.hacked = true<\/script>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Commissioner' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    online = false;
    await renderRoute('/privacypolicy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says so when the page was never read here and the server cannot be reached', async () => {
    online = false;
    await renderRoute('/termsandconditions');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This page could not be loaded and has not been read on this device yet.');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  });
});
