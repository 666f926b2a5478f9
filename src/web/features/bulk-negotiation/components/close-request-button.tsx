// 'Close request' while it is pending: an optional reason, then the request shows closed at once and the close
// waits in the outbox.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { REASON_MAX } from '@contract/orders.ts';
import { closeRequestSchema } from '@contract/quotes.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import type { LocalQuoteRequest } from '@/offline/db.ts';
import { closeRequest } from '@/domain/quotes/quote-writes.ts';

export function CloseRequestButton({ request, title }: { request: LocalQuoteRequest; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const {
    register,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(closeRequestSchema, { defaultValues: { reason: '' } });

  const submit = submitWith(async ({ reason }) => {
    try {
      await closeRequest(request.id, reason, t`Close request ${title}`);
    } catch {
      toast.error(t`Update failed`);
      return;
    }
    setOpen(false);
    toast.success(t`Request closed`);
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" />
        <Trans>Close request</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Close this request?</Trans>}
        description={<Trans>Farms can no longer quote, and the open quotes are declined politely.</Trans>}
        closeButton={false}
      >
        <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <TextAreaField label={<Trans>Reason (optional)</Trans>} maxLength={REASON_MAX} error={fieldError('reason')} {...register('reason')} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <Trans>Keep it open</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              <Trans>Close request</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
