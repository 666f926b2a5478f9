// 'Loading your orders…' while the signed-in user's rows are not on the device yet (the first pull has not finished,
// offline/first-pull.ts). With no signal that wait has no end, so after a moment offline it says so, and what brings
// the data: a signal. Never an empty state or a zero in the meantime.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useOnline } from '@/lib/online.ts';

/** How long an offline wait is left to a slow read of the device before it is explained. */
export const OFFLINE_EXPLAIN_MS = 1_500;

export function LoadingMine({ children, className = 'text-gray-700' }: { children: ReactNode; className?: string }) {
  const online = useOnline();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    // Once explained it stays explained: a second loss of signal during the same wait says it at once.
    if (online || waited) return;
    const timer = setTimeout(() => setWaited(true), OFFLINE_EXPLAIN_MS);
    return () => clearTimeout(timer);
  }, [online, waited]);
  return (
    <div role="status" className={className}>
      <p>{children}</p>
      {!online && waited && (
        <p className="mt-2 text-sm">
          <Trans>This device has not received it yet: it will show when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}
