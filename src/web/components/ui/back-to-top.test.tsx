import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { BackToTop } from './back-to-top.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  it('shows only while the reader heads back up past 300 px, and hides as they read on downwards', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    scrollTo(0);
    render(
      <I18nProvider i18n={i18n}>
        <BackToTop />
      </I18nProvider>,
    );
    const button = () => screen.queryByRole('button', { name: 'Back to top' });
    scrollTo(2000);
    expect(button()).toBeNull(); // reading downwards: nothing over the text
    scrollTo(1995);
    expect(button()).toBeNull(); // a jitter of a few pixels is no direction
    scrollTo(1900);
    expect(button()).not.toBeNull(); // heading back up
    scrollTo(2100);
    expect(button()).toBeNull();
    scrollTo(1000);
    expect(button()).not.toBeNull();
    scrollTo(200);
    expect(button()).toBeNull(); // near the top it is not needed
  });

  it('does not read the scroll position while mounting (that would force a layout inside the first commit)', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    let reads = 0;
    Object.defineProperty(window, 'scrollY', { get: () => (reads++, 0), configurable: true });
    render(
      <I18nProvider i18n={i18n}>
        <BackToTop />
      </I18nProvider>,
    );
    expect(reads).toBe(0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
