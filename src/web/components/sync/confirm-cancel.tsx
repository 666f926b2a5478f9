// Cancel something for good, after a confirmation: a button opens a dialog that asks and says what follows, with
// 'Keep it' and the cancel itself, which waits on its write and closes the dialog once the write is made.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';

export interface ConfirmCancelProps {
  /** The button that opens the dialog ('Cancel the harvest'); also the confirm button unless `confirmLabel`. */
  label: ReactNode;
  confirmLabel?: ReactNode;
  /** The question ('Cancel the expected harvest of Kale?'). */
  title: ReactNode;
  /** What follows from it. */
  consequence: ReactNode;
  /** The write; the dialog closes once it is made, and stays open if it throws. */
  onConfirm: () => Promise<unknown>;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** The opening button's classes (default: red text on the ghost look). */
  className?: string;
}

export function ConfirmCancel({ label, confirmLabel = label, title, consequence, onConfirm, size = 'md', variant = 'ghost', className = 'text-red-800' }: ConfirmCancelProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size} variant={variant} className={className} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={consequence} closeButton={false}>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
