import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@/test/axe.ts';
import { toast, toastStore } from './toast-store.ts';
import { LazyToaster } from './lazy-toaster.tsx';

afterEach(() => toastStore.get().forEach((item) => toastStore.dismiss(item.id)));

describe('LazyToaster', () => {
  it('says a toast in a plain live list before the Toaster has arrived, then in the Toaster; axe finds nothing in either', async () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <main>
          <LazyToaster />
        </main>
      </I18nProvider>,
    );
    act(() => {
      toast.success('Saved on this phone');
    });
    const plain = screen.getByTestId('plain-toasts');
    expect(plain).toHaveAttribute('aria-live', 'polite');
    expect(plain).toHaveTextContent('Saved on this phone');
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('plain-toasts')).toBeNull());
    act(() => {
      toast.error('Not saved');
    });
    expect((await screen.findByText('Not saved')).closest('li')).toHaveAttribute('data-variant', 'error');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
