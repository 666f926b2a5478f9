import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { LoadingMine, OFFLINE_EXPLAIN_MS } from './loading-mine.tsx';

const view = () =>
  render(
    <I18nProvider i18n={i18n}>
      <LoadingMine>Loading your cart…</LoadingMine>
    </I18nProvider>,
  );

describe('LoadingMine', () => {
  afterEach(() => vi.useRealTimers());

  it('online, says it is loading and nothing more', () => {
    view();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading your cart…$/);
  });

  it('offline, explains after a moment that the data comes with a signal', () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      view();
      expect(screen.queryByText(/back online/)).not.toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(OFFLINE_EXPLAIN_MS + 10));
      expect(screen.getByRole('status')).toHaveTextContent('This device has not received it yet: it will show when you are back online.');
    } finally {
      onLine.mockRestore();
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });
});
