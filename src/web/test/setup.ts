// Web test setup: jest-dom matchers, an in-memory IndexedDB for Dexie, English messages, a clean DOM per test.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Activate a language for the component under test. The macros keep their English source in test builds,
 * so an empty catalogue shows the English text; pass messages to check a translation.
 */
export function activateTestLanguage(lang: 'en' | 'fr' = 'en', messages: Record<string, string> = {}): void {
  i18n.load(lang, messages);
  i18n.activate(lang);
}

activateTestLanguage('en');

// jsdom does not implement scrolling; the shell scrolls to the top on every route change.
window.scrollTo = vi.fn();

// Radix Toast's swipe handling uses pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
});
