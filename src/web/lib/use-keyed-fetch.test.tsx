// One read per key: the answer shown only for its key; an answer already at hand (sent with the page) drawn by the
// first render without asking.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyedFetch } from './use-keyed-fetch.ts';

describe('useKeyedFetch', () => {
  it('asks once per key and shows an answer only for its own key', async () => {
    const load = vi.fn(async () => 'answer');
    const { result, rerender } = renderHook(({ k }: { k: string | null }) => useKeyedFetch(k, load), { initialProps: { k: null as string | null } });
    expect(result.current).toEqual({ state: 'idle' });
    expect(load).not.toHaveBeenCalled();
    rerender({ k: 'a' });
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'done', value: 'answer' }));
    rerender({ k: 'b' });
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.state).toBe('done'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws a given answer at the first render without asking, and asks for the next key', async () => {
    const load = vi.fn(async () => 'asked');
    const given = vi.fn(() => 'given');
    const { result, rerender } = renderHook(({ k }: { k: string }) => useKeyedFetch(k, load, given), { initialProps: { k: 'a' } });
    expect(result.current).toEqual({ state: 'done', value: 'given' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current).toEqual({ state: 'done', value: 'asked' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks as usual when nothing is given', async () => {
    const load = vi.fn(async () => 'asked');
    const { result } = renderHook(() => useKeyedFetch('a', load, () => undefined));
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'done', value: 'asked' }));
  });
});
