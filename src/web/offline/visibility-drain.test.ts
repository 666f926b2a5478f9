// Safari, iOS and Firefox have no Background Sync, and Chromium may not fire it: waiting changes leave while the app
// is open, so coming back to the app must send them at once (the trigger lives in sync-runtime.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';

const drainer = vi.hoisted(() => ({
  drain: vi.fn(async () => ({ sent: 0, rejected: 0, busy: false, paused: false, nextAttemptAt: null, networkFailed: false })),
  wake: vi.fn(async () => ({ sent: 0, rejected: 0, busy: false, paused: false, nextAttemptAt: null, networkFailed: false })),
  stop: vi.fn(),
}));
vi.mock('./drain.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('./drain.ts')>()), createDrainer: () => drainer }));
vi.mock('./pull.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./pull.ts')>()),
  createPuller: () => ({ pull: vi.fn(async () => ({ networkFailed: false })) }),
}));
vi.mock('./live.ts', () => ({ createLiveUpdates: () => ({ start: vi.fn(), restart: vi.fn(), update: vi.fn(), connected: false }) }));
import { startSync } from './sync-runtime.ts';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the page becoming visible', () => {
  it('drains the outbox at once, and does nothing while hidden', async () => {
    startSync();
    await vi.waitFor(() => expect(drainer.wake).toHaveBeenCalled()); // app start
    drainer.drain.mockClear();
    setVisibility('hidden');
    expect(drainer.drain).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(drainer.drain).toHaveBeenCalledTimes(1);
  });
});
