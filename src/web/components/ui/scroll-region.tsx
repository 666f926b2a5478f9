// A table (or anything wide) that scrolls sideways on a narrow screen: a named region the keyboard can reach and
// scroll, positioned so nothing inside (a visually hidden caption) widens the page.
import type { ReactNode } from 'react';

export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`relative overflow-x-auto rounded focus-visible:outline-3 focus-visible:outline-green-700 ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
