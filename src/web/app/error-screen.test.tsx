// A page that throws: the shell stays, the error screen says so, Reload reloads and 'Copy details' copies a short
// report (message, route, time, version; never a token) for support. The shell failing is caught too.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';

const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

vi.mock('@/features/content/about-page.tsx', () => ({
  AboutPage: () => {
    throw new Error(`Cannot read the farm story (Bearer ${ACCESS_TOKEN})`);
  },
}));

import { renderRoute } from '@/test/render-route.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { errorReport } from './error-screen.tsx';

let reload: ReturnType<typeof vi.fn>;
const realLocation = window.location;

beforeEach(() => {
  reload = vi.fn();
  // jsdom cannot reload; the screen's Reload calls the page's own location.reload.
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, pathname: realLocation.pathname, reload } });
  // React reports the caught error on the console; the screen is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  vi.restoreAllMocks();
  activateTestLanguage('en');
});

describe('a route that throws', () => {
  it('shows the error screen inside the shell; Reload reloads', async () => {
    const { user } = await renderRoute('/about');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument(); // the shell is still there
    expect(heading).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'Copy details' copies the message, route, time and version, never the token", async () => {
    const { user } = await renderRoute('/about');
    await user.click(await screen.findByRole('button', { name: 'Copy details' }));
    expect(await screen.findByText('Details copied')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Route: /about');
    expect(copied).toContain('Cannot read the farm story');
    expect(copied).toMatch(/Time: \d{4}-\d\d-\d\dT/);
    expect(copied).toMatch(/Version: \d+\.\d+\.\d+/);
    expect(copied).not.toContain(ACCESS_TOKEN);
    expect(copied).not.toContain('eyJ');
  });

  it('where the clipboard refuses, shows the details to copy by hand', async () => {
    const { user } = await renderRoute('/about');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copy details' }));
    expect(await screen.findByText('Could not copy. Select the details below and copy them yourself.')).toBeInTheDocument();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Error details' }).value).toContain('Route: /about');
  });

  it('speaks French', async () => {
    await renderRoute('/about');
    act(() => activatePendingFrench());
    expect(await screen.findByRole('heading', { level: 1, name: "Une erreur s'est produite" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier les détails' })).toBeInTheDocument();
  });
});

describe('the shell failing', () => {
  function Broken(): never {
    throw new Error('The header broke');
  }

  it('is caught by the app boundary, with the same Reload and Copy details', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Copy details' }));
    expect(await navigator.clipboard.readText()).toContain('Error: The header broke');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('errorReport', () => {
  it('keeps ids, drops tokens, and is short', () => {
    const report = errorReport(
      new TypeError(`Order 0b6f7a1e-3c1d-4e2a-9b8c-1d2e3f4a5b6c failed; refresh=Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5 ${'word '.repeat(400)}`),
      '/orders/0b6f7a1e-3c1d-4e2a-9b8c-1d2e3f4a5b6c',
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(report).toContain('Time: 2026-11-24T12:00:00.000Z');
    expect(report).toContain('Route: /orders/0b6f7a1e-3c1d-4e2a-9b8c-1d2e3f4a5b6c');
    expect(report).toContain('Error: TypeError: Order 0b6f7a1e-3c1d-4e2a-9b8c-1d2e3f4a5b6c failed; refresh=[redacted]');
    expect(report).not.toContain('Zm9vYmFy');
    expect(report.length).toBeLessThan(800);
  });
});
