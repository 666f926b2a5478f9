// When the public header hides and when it casts a shadow (spec §2, §9), as a pure step plus a hook.
import { useEffect, useState } from 'react';
import { HEADER_HIDE_AFTER_PX, HEADER_HIDE_DELTA_PX, HEADER_SHADOW_AFTER_PX } from '@contract/constants.ts';

export interface HeaderScroll {
  /** The scroll position the last hide/show decision was taken at. */
  lastY: number;
  hidden: boolean;
  shadow: boolean;
}

export const initialHeaderScroll: HeaderScroll = { lastY: 0, hidden: false, shadow: false };

/**
 * Next header state for scroll position `y`: any move up shows the header; a move down of more than
 * 50 px past the last decision hides it once below 205 px. Small moves keep the current state.
 */
export function nextHeaderScroll(prev: HeaderScroll, y: number): HeaderScroll {
  const shadow = y > HEADER_SHADOW_AFTER_PX;
  if (y < prev.lastY) return { lastY: y, hidden: false, shadow };
  if (y - prev.lastY > HEADER_HIDE_DELTA_PX) return { lastY: y, hidden: y > HEADER_HIDE_AFTER_PX, shadow };
  if (shadow === prev.shadow) return prev;
  return { ...prev, shadow };
}

export function useHeaderScroll(): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>(initialHeaderScroll);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState((prev) => nextHeaderScroll(prev, window.scrollY)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
