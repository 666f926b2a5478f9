import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db.ts';
import { enqueue } from '@/offline/outbox.ts';
import { signInAs } from '@/offline/testing/fake-api.ts';

vi.mock('@/offline/sync-runtime.ts', () => ({ startSync: vi.fn(), syncNow: vi.fn(async () => {}) }));
import { SyncPill } from './sync-pill.tsx';

const change = (label: string) => ({ kind: 'cart.add', label, request: { method: 'POST' as const, path: '/product/add-to-cart/' }, apply: async () => {} });

afterEach(async () => {
  await db.local_outbox.clear();
  await db.local_session.clear();
});

describe('SyncPill', () => {
  it('says how many changes wait, shows refused ones with the server reason, and discards them', async () => {
    await signInAs(db, 'u1');
    await enqueue(db, change('Add Carrots to cart'));
    const refused = await enqueue(db, change('Add Kale to cart'));
    await db.local_outbox.update(refused.seq!, { state: 'rejected', lastError: 'Only 3 kg left', lastStatus: 422 });
    render(
      <I18nProvider i18n={i18n}>
        <SyncPill />
      </I18nProvider>,
    );
    const pill = await screen.findByRole('button', { name: /1 change waiting, 1 change not saved/ });
    expect(screen.getByRole('status')).toContainElement(pill);
    await userEvent.click(pill);
    expect(await screen.findByText('Only 3 kg left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard: Add Kale to cart' }));
    await waitFor(async () => expect(await db.local_outbox.count()).toBe(1));
  });

  it('lists each waiting change, one line each, oldest first; says a send failed; never "every change is saved" while one was refused', async () => {
    await signInAs(db, 'u1');
    await enqueue(db, change('Add Carrots to cart'));
    const second = await enqueue(db, change('Record a harvest of 12 kg of Kale'));
    await db.local_outbox.update(second.seq!, { attempts: 1, lastStatus: 503 });
    render(
      <I18nProvider i18n={i18n}>
        <SyncPill />
      </I18nProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /2 changes waiting/ }));
    const list = await screen.findByTestId('sync-waiting');
    const lines = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Add Carrots to cart');
    expect(lines[0]).not.toContain('Sending failed');
    expect(lines[1]).toContain('Record a harvest of 12 kg of Kale');
    expect(lines[1]).toContain('Sending failed; it will be tried again');

    // The waiting ones confirmed, one refused: the panel says so instead of 'Every change is saved.'
    await db.local_outbox.clear();
    const refused = await enqueue(db, change('Add Kale to cart'));
    await db.local_outbox.update(refused.seq!, { state: 'rejected', lastError: 'Only 3 kg left', lastStatus: 422 });
    expect(await screen.findByText('1 change was not saved: see below.')).toBeInTheDocument();
    expect(screen.queryByText('Every change is saved.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sync-waiting')).not.toBeInTheDocument();
  });

  it('says the state in words on every screen, offline with the count waiting, and its name holds those words', async () => {
    await signInAs(db, 'u1');
    await enqueue(db, change('Add Carrots to cart'));
    await enqueue(db, change('Add Kale to cart'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(
        <I18nProvider i18n={i18n}>
          <SyncPill />
        </I18nProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('sync-words')).toHaveTextContent('Offline · 2 waiting'));
      // Not hidden on phones (no sr-only or max-sm:sr-only class): the words are what a phone shows.
      expect(screen.getByTestId('sync-words').className).not.toMatch(/sr-only/);
      expect(screen.getByRole('button', { name: /^Sync status: Offline · 2 waiting\. Offline, 2 changes waiting/ })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
