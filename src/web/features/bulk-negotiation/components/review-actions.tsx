// The buyer's three answers to a farm's latest terms (spec §3): Accept and Reject open their dialogs, Counter-Offer
// opens the counter-offer form under the buttons (and gives the focus back to its button when done).
import { useRef, useState } from 'react';
import { Check, MessageSquareReply, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useQuoteActionLabel } from '@/domain/quotes/quote-labels.tsx';
import type { LocalQuote, LocalQuoteRequest } from '@/offline/db.ts';
import { AcceptDialog, RejectDialog } from './answer-dialogs.tsx';
import { CounterOfferForm } from './counter-offer-form.tsx';

export function ReviewActions({ quote, request }: { quote: LocalQuote; request: LocalQuoteRequest }) {
  const action = useQuoteActionLabel();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const [countering, setCountering] = useState(false);
  const counterButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col gap-4" data-testid="review-actions">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('accept')}>
          <Check aria-hidden="true" className="size-4" />
          {action('accept', 'buyer')}
        </Button>
        <Button
          ref={counterButton}
          variant="secondary"
          aria-expanded={countering}
          onClick={() => setCountering((c) => !c)}
        >
          <MessageSquareReply aria-hidden="true" className="size-4" />
          {action('counter', 'buyer')}
        </Button>
        <Button variant="danger" onClick={() => setDialog('reject')}>
          <X aria-hidden="true" className="size-4" />
          {action('decline', 'buyer')}
        </Button>
      </div>
      {countering && (
        <CounterOfferForm
          quote={quote}
          onDone={() => {
            setCountering(false);
            counterButton.current?.focus();
          }}
        />
      )}
      <AcceptDialog quote={quote} request={request} open={dialog === 'accept'} onOpenChange={(o) => setDialog(o ? 'accept' : null)} />
      <RejectDialog quote={quote} open={dialog === 'reject'} onOpenChange={(o) => setDialog(o ? 'reject' : null)} />
    </div>
  );
}
