// The buyer's answer to a farm's latest terms, in a dialog: Accept (it places the order at these terms) or Reject (an
// optional reason). Each is one outbox entry naming the version answered.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { quoteTransitionSchema } from '@contract/quotes.ts';
import { isOpenQuote, isPreorderTerms, termDifferences, type TermDifference } from '@contract/quote-rules.ts';
import type { Grade, Unit } from '@contract/enums.ts';
import { useLiveQuery } from 'dexie-react-hooks';
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
import { useGradeName } from '@/domain/products/product-labels.tsx';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { db, type LocalQuote, type LocalQuoteRequest } from '@/offline/db.ts';
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
  const differences = termDifferences(request, quote.terms);
  // Accepting closes every other open offer on the request: the buyer sees which before choosing.
  const others = useLiveQuery(() => db.quotes.where('request_id').equals(request.id).toArray(), [request.id]) ?? [];
  const closing = others.filter((q) => q.id !== quote.id && isOpenQuote(q.status));

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
      {differences.length > 0 && <DifferenceNotice differences={differences} />}
      {closing.length > 0 && (
        <div className="mt-3" data-testid="accept-closes-others">
          <Notice tone="info">
            <p>
              <Trans>Accepting closes the other offers on this request:</Trans>
            </p>
            <ul className="mt-1 list-disc pl-5">
              {closing.map((q) => (
                <li key={q.id}>
                  {q.status === 'countered' ? <Trans>{q.farm_name}: your counter-offer is waiting for its answer</Trans> : q.farm_name}
                </li>
              ))}
            </ul>
          </Notice>
        </div>
      )}
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

/** What differs from the request, one line each ('You asked for 200 kg; this offer is for 150 kg'). */
function DifferenceNotice({ differences }: { differences: TermDifference[] }) {
  const grade = useGradeName();
  const quantity = useQuantityLabel();
  const { shortDay } = useOrderFormats();
  const line = (d: TermDifference) => {
    switch (d.field) {
      case 'grade': {
        const asked = grade(d.asked as Grade);
        const offered = grade(d.offered as Grade);
        return (
          <Trans>
            Grade: you asked for {asked}; this offer is {offered}.
          </Trans>
        );
      }
      case 'quantity': {
        const asked = quantity(d.asked, d.askedUnit as Unit);
        const offered = quantity(d.offered, d.offeredUnit as Unit);
        return d.less ? (
          <Trans>
            Quantity: you asked for {asked}; this offer is for less, {offered}.
          </Trans>
        ) : (
          <Trans>
            Quantity: you asked for {asked}; this offer is for {offered}.
          </Trans>
        );
      }
      case 'delivery_date': {
        const asked = shortDay(d.asked);
        const offered = shortDay(d.offered);
        return (
          <Trans>
            Delivery: you asked for {asked}; this offer delivers on {offered}.
          </Trans>
        );
      }
      case 'currency': {
        const asked = d.asked;
        const offered = d.offered;
        return (
          <Trans>
            Currency: you asked in {asked}; this offer is in {offered}.
          </Trans>
        );
      }
    }
  };
  return (
    <div className="mt-3" data-testid="accept-differences">
      <Notice tone="info">
        <p className="font-medium">
          <Trans>These terms differ from your request:</Trans>
        </p>
        <ul className="mt-1 list-disc pl-5">
          {differences.map((d) => (
            <li key={d.field}>{line(d)}</li>
          ))}
        </ul>
      </Notice>
    </div>
  );
}

/** Declining checks the reason as the server does; the version in the body is filled when the move is sent. */
const declineSchema = contractSchema(quoteTransitionSchema, (values: { reason: string }) => ({
  action: 'decline' as const,
  expected_version: 1,
  reason: values.reason,
}));

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
