// useDeviceQuery: live answers from Dexie with Dexie loaded apart; on a device that holds nothing, the query's empty
// answer without loading the store, until something loads it (a sign-in).
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@contract/catalogue.ts';

const category = (slug: string, position: number) => ({ id: slug, slug, name: slug, name_fr: slug, position }) as unknown as Category;

/** Fresh modules each test: whether the store has loaded is the loader's own state. */
async function fresh() {
  vi.resetModules();
  const hint = await import('./device-hint.ts');
  const loader = await import('./device-loader.ts');
  const { useDeviceQuery } = await import('./use-device-query.ts');
  const { db } = await import('./db.ts');
  function Categories({ prefix }: { prefix: string }) {
    const rows = useDeviceQuery((db) => db.categories.where('slug').startsWith(prefix).sortBy('position'), [prefix], { empty: [] as Category[] });
    return <p data-testid="rows">{rows === undefined ? 'loading' : rows.map((c) => c.slug).join(',') || 'none'}</p>;
  }
  return { hint, loader, db, Categories };
}

describe('useDeviceQuery', () => {
  beforeEach(async () => {
    const { db } = await import('./db.ts');
    await db.categories.clear();
  });

  it('answers live from Dexie, and keeps the last answer while new deps are asked', async () => {
    const { hint, db, Categories } = await fresh();
    hint.setDeviceHint(true);
    await db.categories.bulkPut([category('apples', 2), category('apricots', 1), category('beans', 3)]);
    const { rerender } = render(<Categories prefix="ap" />);
    expect(screen.getByTestId('rows')).toHaveTextContent('loading');
    expect(await screen.findByText('apricots,apples')).toBeInTheDocument();

    await act(() => db.categories.put(category('apple-cider', 0)));
    expect(await screen.findByText('apple-cider,apricots,apples')).toBeInTheDocument();

    rerender(<Categories prefix="b" />);
    expect(screen.getByTestId('rows')).not.toHaveTextContent('loading');
    expect(await screen.findByText('beans')).toBeInTheDocument();
  });

  it('on a device that holds nothing, answers empty without loading the store; a sign-in loads it and the live answer follows', async () => {
    const { hint, loader, db, Categories } = await fresh();
    hint.setDeviceHint(false);
    await db.categories.put(category('apples', 1));
    render(<Categories prefix="ap" />);
    expect(screen.getByTestId('rows')).toHaveTextContent('none');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.loadedDevice()).toBeNull();

    await act(() => loader.loadDevice());
    expect(await screen.findByText('apples')).toBeInTheDocument();
  });

  it('a device that may hold something loads the store even for reads that have an empty answer', async () => {
    const { hint, loader, db, Categories } = await fresh();
    localStorage.removeItem('fm.device');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    expect(hint.deviceHint()).toBe('unknown');
    await db.categories.put(category('apples', 1));
    render(<Categories prefix="ap" />);
    expect(await screen.findByText('apples')).toBeInTheDocument();
    expect(loader.loadedDevice()).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
