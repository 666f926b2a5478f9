// Footer: the newsletter's sign-up (its real answer, then the 3-second cycle) and the app-store dialog.
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';
import { NewsletterBand } from './newsletter-band.tsx';

function renderNewsletter() {
  render(
    <I18nProvider i18n={i18n}>
      <NewsletterBand />
    </I18nProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Email address');
  fireEvent.change(input, { target: { value: 'Ada@Example.ca' } });
  return { input, form: input.closest('form')! };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posts: Array<{ path: string; body: unknown; key: string | null }> = [];
let answer: () => Response | Promise<Response>;

/** Lets the band's lazy pieces (the API client, the dialog) and the answer settle under fake timers. */
async function settle() {
  await act(async () => {
    await import('@/components/ui/dialog.tsx');
    await import('@/lib/api.ts');
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

describe('newsletter', () => {
  beforeEach(() => {
    posts = [];
    answer = () => json(202, { message: 'Almost done: we sent you an email. Follow its link to confirm your subscription.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
        const url = new URL(String(input instanceof Request ? input.url : input), 'http://test.local');
        posts.push({ path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, key: new Headers(init.headers).get('Idempotency-Key') });
        return answer();
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for one required email address', () => {
    const { input } = renderNewsletter();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('sends the address, shows sending... then the server’s answer, and 3000 ms after it closes the dialog and clears the field', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve(json(202, { message: 'Almost done: we sent you an email. Follow its link to confirm your subscription.' }))));
    const { input, form } = renderNewsletter();
    fireEvent.submit(form);
    await settle();
    // The open modal hides the page from assistive tech, hence `hidden: true`.
    expect(screen.getByRole('button', { name: 'sending...', hidden: true })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Subscribing...' })).toBeInTheDocument();
    expect(posts).toEqual([{ path: '/api/newsletter/', body: { email: 'ada@example.ca' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    release();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Check your inbox' });
    expect(dialog).toHaveAccessibleDescription('Almost done: we sent you an email. Follow its link to confirm your subscription.');
    await act(async () => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input.value).toBe('Ada@Example.ca');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('Close ends the dialog early but the field clears only at 3 s', async () => {
    vi.useFakeTimers();
    const { input, form } = renderNewsletter();
    fireEvent.submit(form);
    await settle();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: /Close/ })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('Ada@Example.ca');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(input.value).toBe('');
  });

  it('shows a refusal, keeps the address, and sends the same Idempotency-Key when asked again', async () => {
    answer = () => json(429, { code: 'rate_limited', message: 'Too many sign-ups in a short time. Please try again in 60 minutes.' });
    const { input, form } = renderNewsletter();
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Subscription not sent' });
    expect(dialog).toHaveAccessibleDescription('Too many sign-ups in a short time. Please try again in 60 minutes.');
    fireEvent.click(within(dialog).getAllByRole('button', { name: /Close/ })[0]!);
    expect(input.value).toBe('Ada@Example.ca');
    answer = () => json(500, { code: 'internal', message: 'Internal' });
    fireEvent.submit(form);
    expect(await screen.findByRole('dialog', { name: 'Subscription not sent' })).toHaveAccessibleDescription('The subscription could not be sent. Please try again later.');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.key).toBe(posts[0]!.key);
  });

  it('offline, says so and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { form } = renderNewsletter();
    fireEvent.submit(form);
    expect(await screen.findByRole('dialog', { name: 'Subscription not sent' })).toHaveAccessibleDescription('You are offline. Subscribe when you are back online.');
    expect(posts).toHaveLength(0);
    vi.restoreAllMocks();
  });
});

describe('download our app', () => {
  it.each(['App Store', 'Google Play'])('%s opens the Coming Soon dialog, Close closes it', async (store) => {
    const { user } = await renderRoute('/about');
    await user.click(screen.getByRole('button', { name: new RegExp(store) }));
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' });
    expect(dialog).toHaveAccessibleDescription('Our mobile app will be available soon on App Store & Google Play.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the quick links, the price comparison on FreshMarket (Pricewise) and this year', async () => {
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    for (const href of ['/about', '/marketplace', '/preorderproduce', '/flexiblebuying']) {
      expect(within(footer).getAllByRole('link').some((a) => a.getAttribute('href') === href)).toBe(true);
    }
    const pricewise = within(footer).getByRole('link', { name: 'Compare farm prices (Pricewise)' });
    expect(pricewise).toHaveAttribute('href', '/pricewise');
    expect(pricewise).not.toHaveAttribute('target');
    expect(within(footer).queryByRole('link', { name: /Statistics Canada/ })).toBeNull();
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    for (const name of ['Facebook', 'X \\(Twitter\\)', 'LinkedIn', 'Instagram']) {
      expect(within(footer).getByRole('link', { name: new RegExp(`FreshMarket on ${name}`) })).toBeInTheDocument();
    }
  });
});
