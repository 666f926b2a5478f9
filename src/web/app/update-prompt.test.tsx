// The update banner appears only when a worker waits, and only the user's Reload activates it. Registering the
// worker (late, after load and idle) is app/start.ts's, tested in start.test.ts.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const pwa = vi.hoisted(() => {
  let waiting = false;
  const listeners = new Set<() => void>();
  return {
    applyUpdate: vi.fn(),
    askForPersistentStorage: vi.fn(async () => true),
    registerServiceWorker: vi.fn(),
    setWaiting(value: boolean) {
      waiting = value;
      for (const l of listeners) l();
    },
    updateStore: {
      get: () => waiting,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      dismiss: () => {
        waiting = false;
        for (const l of listeners) l();
      },
    },
  };
});
vi.mock('@/features/pwa/service-worker.ts', () => pwa);

import { db } from '@/offline/db.ts';
import { enqueue } from '@/offline/outbox.ts';
import { signInAs } from '@/offline/testing/fake-api.ts';
import { UpdatePrompt } from './update-prompt.tsx';

function renderPrompt() {
  return render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nProvider>,
  );
}

describe('UpdatePrompt', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    pwa.setWaiting(false);
  });

  it('shows nothing while no update waits, and starts nothing (app/start.ts registers the worker)', async () => {
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(pwa.registerServiceWorker).not.toHaveBeenCalled();
    expect(pwa.askForPersistentStorage).not.toHaveBeenCalled();
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
  });

  it('shows Update available when a worker waits; Reload applies it', async () => {
    renderPrompt();
    act(() => pwa.setWaiting(true));
    expect(screen.getByRole('heading', { name: 'Update available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(pwa.applyUpdate).toHaveBeenCalledTimes(1));
  });

  it('does not activate the new version while changes wait to be sent', async () => {
    await signInAs(db, 'u1');
    await enqueue(db, { kind: 'x', label: 'x', request: { method: 'POST', path: '/x/' }, apply: async () => {} });
    renderPrompt();
    act(() => pwa.setWaiting(true));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/not saved on the server yet/)).toBeInTheDocument();
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    await db.local_outbox.clear();
    await db.local_session.clear();
  });

  it('Later hides the banner without applying the update', async () => {
    renderPrompt();
    act(() => pwa.setWaiting(true));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
  });
});
