import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasBackgroundSync, savedOfflineMessage } from './saved-offline.ts';

const CHROMIUM_WORDING = 'Saved on this device. It will be sent when you are back online.';

/** jsdom has neither service workers nor Background Sync: each test says which browser it plays. */
function browserWith({ backgroundSync }: { backgroundSync: boolean }) {
  class ServiceWorkerRegistration {}
  if (backgroundSync) Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => ({ register: async () => {} }) });
  vi.stubGlobal('ServiceWorkerRegistration', ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the message after a change saved offline', () => {
  it('with Background Sync (Chromium) keeps the screen’s own wording: the worker sends it even with the app closed', () => {
    browserWith({ backgroundSync: true });
    expect(hasBackgroundSync()).toBe(true);
    expect(savedOfflineMessage(CHROMIUM_WORDING)).toBe(CHROMIUM_WORDING);
  });

  it('without it (Safari, iOS, Firefox) says the change leaves only while FreshMarket is open', () => {
    browserWith({ backgroundSync: false });
    expect(hasBackgroundSync()).toBe(false);
    expect(savedOfflineMessage(CHROMIUM_WORDING)).toBe('Saved on this phone; it will be sent when FreshMarket is open with a signal');
  });

  it('without service workers at all, the same', () => {
    expect(hasBackgroundSync()).toBe(false);
    expect(savedOfflineMessage(CHROMIUM_WORDING)).toBe('Saved on this phone; it will be sent when FreshMarket is open with a signal');
  });
});
