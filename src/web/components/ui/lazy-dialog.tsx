// The Dialog, loaded on first open: pages whose dialogs open rarely (the footer's) keep Radix out of the start-up bundle.
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog.tsx';

const Dialog = lazy(() => import('./dialog.tsx').then((m) => ({ default: m.Dialog })));

export function LazyDialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
