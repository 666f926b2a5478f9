import { describe, expect, it } from 'vitest';
import { initialHeaderScroll, nextHeaderScroll, type HeaderScroll } from './header-scroll.ts';

const run = (positions: number[], from: HeaderScroll = initialHeaderScroll) => positions.reduce(nextHeaderScroll, from);

describe('nextHeaderScroll', () => {
  it('stays visible while scrolling down above 205 px', () => {
    expect(run([60, 120, 180, 205]).hidden).toBe(false);
  });

  it('hides after 205 px once the move passes the 50 px delta', () => {
    const near = run([100]);
    expect(nextHeaderScroll(near, 150).hidden).toBe(false); // exactly 50 px: not more than the delta
    expect(nextHeaderScroll(near, 151).hidden).toBe(false); // 151 is not past 205 yet
    const deep = run([180]);
    expect(nextHeaderScroll(deep, 231).hidden).toBe(true);
    expect(nextHeaderScroll(deep, 220).hidden).toBe(false); // only 40 px past the last position
  });

  it('comes back on any scroll up', () => {
    const hidden = run([300, 400]);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderScroll(hidden, 390).hidden).toBe(false);
  });

  it('casts a shadow after 10 px', () => {
    expect(run([10]).shadow).toBe(false);
    expect(run([11]).shadow).toBe(true);
    expect(run([11, 5]).shadow).toBe(false);
  });
});
