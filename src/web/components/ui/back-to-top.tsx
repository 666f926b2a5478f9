// Floating button that appears after 300 px of scrolling and glides back to the top (spec §2). It shows only while
// the reader is heading back up (a scroll upwards of a few pixels), and goes away as soon as they read on downwards,
// so it never sits over what is being read or tapped; the footer keeps room for it at the very end of the page.
import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_AFTER_PX } from '@contract/constants.ts';

/** Pixels of movement that count as a direction (a finger's jitter does not). */
const DIRECTION_PX = 8;

export function BackToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // The position is first read at the first scroll, not here: reading scrollY while the first page commits forces
    // the browser to lay the whole page out inside that commit (a long task on a slow phone, on every page).
    let last: number | null = null;
    const onScroll = () => {
      const y = window.scrollY;
      last ??= y;
      if (y <= BACK_TO_TOP_AFTER_PX) setVisible(false);
      else if (y < last - DIRECTION_PX) setVisible(true);
      else if (y > last + DIRECTION_PX) setVisible(false);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-[calc(env(safe-area-inset-bottom)+1.25rem)] right-5 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
    >
      <ArrowUp aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
