// Declining a counter-offer or withdrawing a quote: the buyer is told why, so a reason is required.
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { REASON_MAX } from '@contract/orders.ts';
import { quoteTransitionSchema } from '@contract/quotes.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { useContractForm } from '@/lib/use-contract-form.ts';

/** The transition's reason, which these two moves must give. */
const reasonRequired = z
  .object({ reason: quoteTransitionSchema.shape.reason })
  .refine((body) => !!body.reason, { message: 'quote.reason_required', path: ['reason'] });

export function QuoteReasonDialog(props: { open: boolean; action: 'decline' | 'withdraw'; onClose: () => void; onConfirm: (reason: string) => Promise<void> }) {
  const { t } = useLingui();
  const { register, submitWith, fieldError, reset, clearErrors } = useContractForm(reasonRequired, { defaultValues: { reason: '' } });
  const withdraw = props.action === 'withdraw';

  const submit = submitWith(async ({ reason }) => {
    await props.onConfirm(reason ?? '');
    reset();
  });

  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => {
        if (!o) {
          clearErrors();
          props.onClose();
        }
      }}
      title={withdraw ? <Trans>Withdraw your quote</Trans> : <Trans>Decline the counter-offer</Trans>}
      description={
        withdraw ? (
          <Trans>The buyer is told your quote is no longer on offer. This cannot be undone.</Trans>
        ) : (
          <Trans>The negotiation ends and the buyer is told why. This cannot be undone.</Trans>
        )
      }
      closeButton={false}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        <TextAreaField label={t`Reason`} maxLength={REASON_MAX} required error={fieldError('reason')} {...register('reason')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger">
            {withdraw ? <Trans>Withdraw quote</Trans> : <Trans>Decline</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
