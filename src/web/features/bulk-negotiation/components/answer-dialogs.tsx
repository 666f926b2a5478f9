// The buyer's answer to a farm's latest terms, in a dialog: Accept (it places the order at these terms) or Reject (an
// optional reason). Each is one outbox entry naming the version answered.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { quoteTransitionSchema } from '@contract/quotes.ts';
import { isPreorderTerms } from '@contract/quote-rules.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { REASON_MAX } from '@contract/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { contractSchema } from '@/lib/form-schema.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { QuoteTermsList } from '@/domain/quotes/quote-terms.tsx';
import type { LocalQuote, LocalQuoteRequest } from '@/offline/db.ts';
import { sendBuyerMove } from '../moves.ts';

interface DialogPartProps {
  quote: LocalQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AcceptDialog({ quote, request, open, onOpenChange }: DialogPartProps & { request: LocalQuoteRequest }) {
  const { t } = useLingui();
  const { money, shortDay } = useOrderFormats();
  const [busy, setBusy] = useState(false);
  const farm = quote.farm_name;
  const total = money(quote.total_minor, quote.terms.currency);
  const preorder = isPreorderTerms(quote.terms, todayInCanada());
  const from = shortDay(quote.terms.availability_start);
  const versions = [...quote.versions].sort((a, b) => a.number - b.number);
  const previous = versions.at(-2)?.terms ?? null;

  const accept = async () => {
    setBusy(true);
    try {
      await sendBuyerMove(quote, { action: 'accept' }, t`Accept the quote from ${farm}`);
      onOpenChange(false);
      toast.success(t`Quote accepted`);
    } catch {
      toast.error(t`Update failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Accept the quote from {farm}?</Trans>}
      description={<Trans>This places the order for {total} at these terms.</Trans>}
      closeButton={false}
    >
      {/* Scrolls on small screens: focusable so a keyboard can scroll it too. */}
      <div
        className="mt-4 max-h-[45vh] overflow-y-auto rounded-md border border-gray-200 p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        data-testid="accept-terms"
        role="group"
        aria-label={t`Terms`}
        tabIndex={0}
      >
        <QuoteTermsList terms={quote.terms} previous={previous} compact />
      </div>
      <p className="mt-3 text-sm text-gray-800" data-testid="accept-preorder">
        {preorder ? (
          <Trans>This is a pre-order: the harvest is available from {from}.</Trans>
        ) : (
          <Trans>The produce is available now; the farm reserves it for you.</Trans>
        )}
      </p>
      {request.status !== 'pending' && (
        <Notice>
          <Trans>This request is no longer open.</Trans>
        </Notice>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <Trans>Not yet</Trans>
        </Button>
        <Button onClick={() => void accept()} disabled={busy || request.status !== 'pending'}>
          <Trans>Accept and place the order</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

/** Declining checks the reason as the server does; the version in the body is filled when the move is sent. */
const declineSchema = contractSchema(quoteTransitionSchema, (values: { reason: string }) => ({ action: 'decline' as const, expected_version: 1, reason: values.reason }));

export function RejectDialog({ quote, open, onOpenChange }: DialogPartProps) {
  const { t } = useLingui();
  const {
    register,
    submitWith,
    fieldError,
    formState: { isSubmitting },
  } = useContractForm(declineSchema, { defaultValues: { reason: '' } });
  const farm = quote.farm_name;

  const submit = submitWith(async ({ reason }) => {
    try {
      await sendBuyerMove(quote, { action: 'decline', reason }, t`Reject the quote from ${farm}`);
    } catch {
      toast.error(t`Update failed`);
      return;
    }
    onOpenChange(false);
    toast.success(t`Quote rejected`);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Reject the quote from {farm}?</Trans>}
      description={<Trans>The farm is told politely. You cannot undo this.</Trans>}
      closeButton={false}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextAreaField label={<Trans>Reason (optional)</Trans>} maxLength={REASON_MAX} error={fieldError('reason')} {...register('reason')} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <Trans>Keep the quote</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            <Trans>Reject quote</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
