// A message box for forms and pages: errors are alerts (announced when they appear); success and info use a
// status region that is always present, so text arriving later is announced too.
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info';

const colours: Record<NoticeTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-amber-300 bg-amber-50 text-amber-900',
};

export function Notice({ children, tone = 'error' }: { children: ReactNode; tone?: NoticeTone }) {
  const box = children ? <div className={`rounded-md border px-4 py-3 text-sm ${colours[tone]}`}>{children}</div> : null;
  if (tone === 'error') return box && <div role="alert">{box}</div>;
  return (
    <div role="status" className={box ? undefined : 'sr-only'}>
      {box}
    </div>
  );
}
