// Floating button that appears after 300 px of scrolling and glides back to the top (spec §2).
import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_AFTER_PX } from '@contract/constants.ts';

export function BackToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    // The first look waits for the next frame: reading scrollY while the page is being mounted would force the whole
    // page's layout inside that (already long) task instead of in the frame that lays it out anyway.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-5 right-5 z-40 inline-flex h-12 w-12 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
    >
      <ArrowUp aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
