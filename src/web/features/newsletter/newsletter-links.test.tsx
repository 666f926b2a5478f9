// /newsletter/confirm and /newsletter/unsubscribe through the real routes: opening the link sends its token once
// (no sign-in), the server's answer is shown, a dead link's refusal too, a lost signal offers to try again; axe clean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { db } from '@/offline/db.ts';
import { axeViolations } from '@/test/axe.ts';
import { renderRoute } from '@/test/render-route.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: Array<{ path: string; body: unknown; key: string | null; auth: string | null }> = [];
let answer: (path: string) => Response;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
      const path = url.pathname.replace(/^\/api/, '');
      if (!path.startsWith('/newsletter/')) throw new TypeError('offline in tests');
      const headers = new Headers(init.headers);
      calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, key: headers.get('Idempotency-Key'), auth: headers.get('Authorization') });
      return answer(path);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newsletter links', () => {
  it('confirms from the link once and says so', async () => {
    answer = () => json(200, { message: 'Your subscription is confirmed. Thank you!', status: 'confirmed' });
    const { container } = await renderRoute('/newsletter/confirm?token=abcDEF_123-xyz');
    expect(await screen.findByText('Your subscription is confirmed. Thank you!', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Newsletter subscription' })).toHaveFocus());
    expect(screen.getByText('Every newsletter mail has a link to unsubscribe in one click.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/newsletter/confirm/', body: { token: 'abcDEF_123-xyz' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/), auth: null }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('unsubscribes in one click and shows a dead link’s refusal', async () => {
    answer = () => json(200, { message: 'You are unsubscribed. We will not send you the newsletter any more.', status: 'unsubscribed' });
    await renderRoute('/newsletter/unsubscribe?token=tok1');
    expect(await screen.findByText('You are unsubscribed. We will not send you the newsletter any more.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/newsletter/unsubscribe/']);
  });

  it('shows the server’s refusal of a dead link, and offers to try again after a lost signal', async () => {
    answer = () => json(404, { code: 'not_found', message: 'This link does not work (or no longer works). Subscribe again from the footer to get a new one.' });
    const { container } = await renderRoute('/newsletter/confirm?token=dead');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This link does not work (or no longer works).');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without a token says the link is incomplete and sends nothing', async () => {
    await renderRoute('/newsletter/unsubscribe');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This link is incomplete.');
    expect(calls).toHaveLength(0);
  });

  it('after a lost signal, Try again sends the token again', async () => {
    let fail = true;
    answer = () => (fail ? json(503, { code: 'internal', message: 'Unavailable' }) : json(200, { message: 'Your subscription is confirmed. Thank you!', status: 'confirmed' }));
    const { user } = await renderRoute('/newsletter/confirm?token=retry-me');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('We could not reach FreshMarket.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your subscription is confirmed. Thank you!')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
