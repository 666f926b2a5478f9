// When the full error screen cannot be loaded (no signal, never cached), a plain 'Something went wrong' with Reload
// stands in: the user is never left with a blank page.
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./error-screen.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

import { AppErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('The header broke');
}

describe('the error screen that cannot load', () => {
  it('gives way to a plain message with Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy details' })).toBeNull();
  });
});
