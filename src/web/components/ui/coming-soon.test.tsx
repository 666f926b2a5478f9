import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoon, remainingUntil } from './coming-soon.tsx';

describe('coming soon', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = 1_000_000;
    const target = now + ((12 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remainingUntil(target, now)).toEqual({ days: 12, hours: 3, minutes: 4, seconds: 5 });
    expect(remainingUntil(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows the titles and a 12-day countdown', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ComingSoon />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByText("We're preparing something amazing")).toBeInTheDocument();
    expect(screen.getByText('Days').nextElementSibling?.textContent ?? screen.getByText('Days').previousElementSibling?.textContent).toMatch(/^1[12]$/);
  });
});
