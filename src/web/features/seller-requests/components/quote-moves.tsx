// The farm's moves on its quote while the request is open (allowedQuoteActions(status, 'seller')): on a
// counter-offer accept it (this places the order), answer with revised terms, or decline; on its own terms not yet
// answered, revise or withdraw them. Every move goes through the outbox with the version it answers
// (expected_version) and shows at once as the quote will look once the server agrees.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { QuoteAction } from '@contract/enums.ts';
import { allowedQuoteActions } from '@contract/quote-rules.ts';
import type { Quote, QuoteRequest } from '@contract/quotes.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useTermsFormats } from '@/domain/quotes/quote-terms.tsx';
import { moveQuote } from '@/domain/quotes/quote-writes.ts';
import { valuesFromTerms } from '../quote-form-values.ts';
import { optimisticQuote, sellerMoveBody, type SellerMoveExtra } from '../seller-move.ts';
import { QuoteReasonDialog } from './quote-reason-dialog.tsx';
import { QuoteTermsForm } from './quote-terms-form.tsx';
import { useRequestFacts } from './request-facts.tsx';

/** The moves this page offers, in order: withdrawing a counter-offered quote is left to 'Decline'. */
export function sellerMoves(quote: Pick<Quote, 'status'>, request: Pick<QuoteRequest, 'status'>): QuoteAction[] {
  if (request.status !== 'pending') return [];
  const allowed = new Set(allowedQuoteActions(quote.status, 'seller').map((t) => t.action));
  const order: QuoteAction[] = quote.status === 'countered' ? ['accept', 'revise', 'decline'] : ['revise', 'withdraw'];
  return order.filter((a) => allowed.has(a));
}

type Open = null | 'accept' | 'revise' | 'decline' | 'withdraw';

export function QuoteMoves({ quote, request, today }: { quote: Quote; request: QuoteRequest; today: string }) {
  const { t } = useLingui();
  const facts = useRequestFacts();
  const f = useTermsFormats();
  const [open, setOpen] = useState<Open>(null);
  const moves = sellerMoves(quote, request);
  if (moves.length === 0) return null;
  const title = facts.title(request);
  const editHref = `/seller/requests/${request.id}`;

  async function move(action: QuoteAction, extra: SellerMoveExtra, label: string) {
    await moveQuote(quote, sellerMoveBody(quote, action, extra), optimisticQuote(quote, action, extra, new Date().toISOString()), label, editHref);
    setOpen(null);
  }

  if (open === 'revise') {
    return (
      <section aria-labelledby="revise-heading" className="rounded-lg border border-green-300 bg-white p-4">
        <h3 id="revise-heading" className="mb-1 text-lg font-semibold text-gray-900">
          {quote.status === 'countered' ? <Trans>Send revised quote</Trans> : <Trans>Revise quote</Trans>}
        </h3>
        <p className="mb-4 text-sm text-gray-700">
          <Trans>Start from the terms on the table; the buyer sees what you change.</Trans>
        </p>
        <QuoteTermsForm
          request={request}
          initial={valuesFromTerms(quote.terms, today, quote.product_id)}
          today={today}
          labelledBy="revise-heading"
          submitLabel={<Trans>Send revised quote</Trans>}
          onSubmit={(terms, note) => move('revise', { terms, note }, t`Revised quote: ${title}`)}
          onCancel={() => setOpen(null)}
        />
      </section>
    );
  }

  const total = f.money(quote.total_minor, quote.terms.currency);
  const quantity = f.quantity(quote.terms);
  const day = f.shortDay(quote.terms.delivery_date);

  return (
    <div className="flex flex-wrap gap-3" role="group" aria-label={t`Your answer`}>
      {moves.includes('accept') && (
        <Button onClick={() => setOpen('accept')}>
          <Trans>Accept counter-offer</Trans>
        </Button>
      )}
      {moves.includes('revise') && (
        <Button variant={quote.status === 'countered' ? 'secondary' : 'primary'} onClick={() => setOpen('revise')}>
          {quote.status === 'countered' ? <Trans>Send revised quote</Trans> : <Trans>Revise quote</Trans>}
        </Button>
      )}
      {moves.includes('decline') && (
        <Button variant="ghost" className="text-red-800 underline" onClick={() => setOpen('decline')}>
          <Trans>Decline</Trans>
        </Button>
      )}
      {moves.includes('withdraw') && (
        <Button variant="ghost" className="text-red-800 underline" onClick={() => setOpen('withdraw')}>
          <Trans>Withdraw quote</Trans>
        </Button>
      )}

      <Dialog
        open={open === 'accept'}
        onOpenChange={(o) => setOpen(o ? 'accept' : null)}
        title={<Trans>Accept the counter-offer?</Trans>}
        description={
          <Trans>
            This places the order: {quantity} for {total}, delivered {day}. The terms become a signed agreement and cannot be changed.
          </Trans>
        }
        closeButton={false}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void move('accept', {}, t`Accept counter-offer: ${title}`)}>
            <Trans>Accept and place the order</Trans>
          </Button>
        </div>
      </Dialog>

      <QuoteReasonDialog
        open={open === 'decline' || open === 'withdraw'}
        action={open === 'withdraw' ? 'withdraw' : 'decline'}
        onClose={() => setOpen(null)}
        onConfirm={(reason) =>
          open === 'withdraw'
            ? move('withdraw', { reason }, t`Withdraw quote: ${title}`)
            : move('decline', { reason }, t`Decline counter-offer: ${title}`)
        }
      />
    </div>
  );
}
