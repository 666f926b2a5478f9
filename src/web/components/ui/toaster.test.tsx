import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  it('shows a toast with its variant and dismisses it with the labelled close button', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Toaster />
      </I18nProvider>,
    );
    act(() => {
      toast.success('Profile updated successfully!', 'Your changes are saved.');
      toast.error('Something went wrong');
    });
    const ok = screen.getByText('Profile updated successfully!').closest('li')!;
    expect(ok).toHaveAttribute('data-variant', 'success');
    expect(screen.getByText('Your changes are saved.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong').closest('li')).toHaveAttribute('data-variant', 'error');
    const closes = screen.getAllByRole('button', { name: 'Close notification' });
    expect(closes).toHaveLength(2);
    await userEvent.click(closes[0]!);
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });
});
