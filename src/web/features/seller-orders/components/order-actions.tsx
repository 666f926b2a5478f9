// The seller's next moves on an order, from the one state machine: Accept, Reject (reason), Mark packed, Mark out
// for delivery or ready for pickup, Mark delivered, Cancel (reason). Each goes through the outbox (offline too) and
// the screen shows the new status at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderStatus } from '@contract/enums.ts';
import { allowedTransitions, type OrderTransition } from '@contract/order-rules.ts';
import { orderTransitionSchema, REASON_MAX } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { formatInvoiceNumber, useOrderActionLabel } from '@/domain/orders/order-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { transitionOrder } from '@/domain/orders/order-writes.ts';

export function OrderActions({ order }: { order: LocalOrder }) {
  const { t } = useLingui();
  const action = useOrderActionLabel();
  const moves = allowedTransitions(order.status, order.fulfilment, 'seller');
  const [asking, setAsking] = useState<OrderTransition | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (to: OrderStatus, reason: string | null) => {
    setBusy(true);
    try {
      await transitionOrder({
        order,
        to,
        reason,
        by: 'seller',
        byName: order.farm_name,
        label: t`${action(to)}: ${formatInvoiceNumber(order.invoice_number)}`,
        editHref: `/seller/orders/${order.id}`,
      });
      return true;
    } catch {
      toast.error(t`This change could not be saved. Please sign in again.`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="actions-title" className="print:hidden">
      <h2 id="actions-title" className="sr-only">
        <Trans>Next steps</Trans>
      </h2>
      <div className="flex flex-wrap gap-2">
        {moves.map((m) => (
          <Button
            key={m.to}
            variant={m.reason ? (m.to === 'cancelled' ? 'secondary' : 'danger') : 'primary'}
            disabled={busy}
            onClick={() => (m.reason ? setAsking(m) : void move(m.to, null))}
          >
            {action(m.to)}
          </Button>
        ))}
      </div>
      {asking && (
        <ReasonDialog transition={asking} onClose={() => setAsking(null)} onConfirm={async (reason) => (await move(asking.to, reason)) && setAsking(null)} />
      )}
    </section>
  );
}

/** Rejecting and cancelling must say why (the contract's reason, required here). */
const reasonRequired = orderTransitionSchema.pick({ reason: true }).refine((body) => !!body.reason, { message: 'order.reason_required', path: ['reason'] });

function ReasonDialog({
  transition,
  onClose,
  onConfirm,
}: {
  transition: OrderTransition;
  onClose: () => void;
  onConfirm: (reason: string | null) => Promise<unknown>;
}) {
  const action = useOrderActionLabel();
  const {
    register,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(reasonRequired, { defaultValues: { reason: '' } });
  const submit = submitWith(async ({ reason }) => {
    await onConfirm(reason);
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={action(transition.to)}
      description={
        transition.to === 'rejected' ? (
          <Trans>Tell the buyer why you cannot take this order. Its stock goes back to your inventory.</Trans>
        ) : (
          <Trans>Tell the buyer why this order is cancelled. Its stock goes back to your inventory.</Trans>
        )
      }
      closeButton={false}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        <TextAreaField label={<Trans>Reason</Trans>} required maxLength={REASON_MAX} error={fieldError('reason')} {...register('reason')} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            <Trans>Keep the order</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {action(transition.to)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
