// Cancel a standing order for good, after a confirmation: orders already placed stay as they are.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { cancelStandingOrder } from '@/domain/standing-orders/standing-order-writes.ts';
import type { StandingOrderView } from '../standing-order-view.ts';

export function CancelStandingOrder({ view }: { view: StandingOrderView }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const farm = view.order.farm_name;

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelStandingOrder(view.order, t`Cancel the standing order from ${farm}`);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" variant="ghost" className="text-red-800" onClick={() => setOpen(true)}>
        <Trans>Cancel standing order</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Cancel the standing order from {farm}?</Trans>}
        description={
          <Trans>No more orders will be placed for it. Orders already placed stay as they are; cancel them from their own page if needed.</Trans>
        }
        closeButton={false}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void cancel()}>
            <Trans>Cancel standing order</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
