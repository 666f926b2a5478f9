// Footer: the newsletter's 3-second cycle and the app-store dialog.
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route.tsx';
import { NewsletterBand } from './newsletter-band.tsx';

/** The footer's dialogs are loaded on first open: let the lazy module settle. */
async function settleLazyDialog() {
  await act(async () => {
    await import('@/components/ui/dialog.tsx');
  });
}

function renderNewsletter() {
  render(
    <I18nProvider i18n={i18n}>
      <NewsletterBand />
    </I18nProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Email address');
  fireEvent.change(input, { target: { value: 'ada@example.ca' } });
  return { input, form: input.closest('form')! };
}

describe('newsletter', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for one required email address', () => {
    const { input } = renderNewsletter();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('shows sending... and the dialog, then after 3000 ms closes it and clears the field', async () => {
    vi.useFakeTimers();
    const { input, form } = renderNewsletter();
    fireEvent.submit(form);
    await settleLazyDialog();
    // The open modal hides the page from assistive tech, hence `hidden: true`.
    expect(screen.getByRole('button', { name: 'sending...', hidden: true })).toBeDisabled();
    const dialog = screen.getByRole('dialog', { name: 'Coming Soon!' });
    expect(dialog).toHaveAccessibleDescription('Newsletter feature will be available soon.');
    await act(async () => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input.value).toBe('ada@example.ca');
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
    await settleLazyDialog();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: /Close/ })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('ada@example.ca');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(input.value).toBe('');
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
