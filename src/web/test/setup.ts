// Web test setup: jest-dom matchers, an in-memory IndexedDB for Dexie, English messages, a clean DOM per test.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installPageDomainPlugs } from '@/domain/page-plugs.ts';
import { setDeviceHint } from '@/offline/device-hint.ts';

/**
 * Activate a language for the component under test. The macros keep their English source in test builds,
 * so an empty catalogue shows the English text; pass messages to check a translation.
 */
export function activateTestLanguage(lang: 'en' | 'fr' = 'en', messages: Record<string, string> = {}): void {
  i18n.load(lang, messages);
  i18n.activate(lang);
}

activateTestLanguage('en');

// findBy* and waitFor give a screen this long to appear. The default (1 s) is shorter than a whole route's first
// render takes in jsdom while the suite runs its files in parallel on a loaded two-core machine; what a test expects
// to see is unchanged, only how long it may take to get there.
configure({ asyncUtilTimeout: 5000 });

// What a confirmed change writes back, by kind: the page installs it at start, the tests here.
installPageDomainPlugs();

// The tests put rows in Dexie and render: the device is one that holds data, so every read loads the store (a
// visitor's device that holds nothing is tested in offline/use-device-query.test.tsx and app/start-visitor.test.ts).
beforeEach(() => setDeviceHint(true));

// The app's start-up judges the online state from the app's own requests (offline/honest-sync.ts, lib/online.ts).
// Component tests script the API paths they need and answer the rest with a network error, which would turn the
// whole app offline mid-test: here the online state follows navigator.onLine, as those tests set it. The judging
// itself is tested in lib/online.test.ts, offline/honest-sync.test.ts and tests/e2e/17-honest-sync.
vi.mock('@/offline/honest-sync.ts', () => ({ startHonestSync: () => {} }));

// jsdom does not implement scrolling; the shell scrolls to the top on every route change.
window.scrollTo = vi.fn();

// Radix Toast's swipe handling uses pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
});
