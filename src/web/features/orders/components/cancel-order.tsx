// 'Cancel order' while the farm has not accepted it yet: a reason is asked for, then the order shows Cancelled at
// once and the cancel waits in the outbox (the server refuses it if the farm accepted meanwhile).
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { orderTransitionSchema, REASON_MAX } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAuth } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import type { LocalOrder } from '@/offline/db.ts';
import { transitionOrder } from '@/domain/orders/order-writes.ts';
import { useInvoiceLabel } from './order-parts.tsx';

export function CancelOrderButton({ order }: { order: LocalOrder }) {
  const { t } = useLingui();
  const user = useAuth().user;
  const invoice = useInvoiceLabel();
  const [open, setOpen] = useState(false);
  // The contract's reason, which a buyer's cancel must give.
  const schema = useMemo(
    () => orderTransitionSchema.pick({ reason: true }).refine((body) => !!body.reason, { message: t`Please say why you cancel the order.`, path: ['reason'] }),
    [t],
  );
  const {
    register,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(schema, { defaultValues: { reason: '' } });

  const submit = submitWith(async ({ reason }) => {
    try {
      const number = invoice(order);
      await transitionOrder({
        order,
        to: 'cancelled',
        reason,
        by: 'buyer',
        byName: user ? `${user.first_name} ${user.last_name}`.trim() : '',
        label: t`Cancel order ${number}`,
        editHref: `/orders/${order.id}`,
      });
    } catch {
      toast.error(t`Update failed`);
      return;
    }
    setOpen(false);
    toast.success(t`Order cancelled`);
  });

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" />
        <Trans>Cancel order</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Cancel this order?</Trans>}
        description={<Trans>The farm has not accepted it yet. Tell them why you cancel; the products go back on sale.</Trans>}
        closeButton={false}
      >
        <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <TextAreaField
            label={<Trans>Reason</Trans>}
            maxLength={REASON_MAX}
            required
            aria-required="true"
            error={fieldError('reason')}
            {...register('reason')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep order</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              <Trans>Cancel order</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
