// How my quote ended: once accepted, the agreement and the way to the order it placed; once closed, why.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { Agreement } from '@contract/quotes.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { AgreementCard } from '@/domain/quotes/agreement-card.tsx';
import { useClosedReasonLabel } from '@/domain/quotes/quote-labels.tsx';
import type { LocalQuote } from '@/offline/db.ts';

export function AcceptedQuote({ quote, agreement }: { quote: LocalQuote; agreement: Agreement | undefined }) {
  if (quote.status !== 'accepted') return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-green-900">
        <Trans>Agreed. The order is placed at these terms.</Trans>
      </p>
      {agreement && <AgreementCard agreement={agreement} />}
      {quote.order_id ? (
        <Link to="/seller/orders/$id" params={{ id: quote.order_id }} className={buttonClasses('primary', 'md', 'self-start')}>
          <Trans>Open the order</Trans>
        </Link>
      ) : (
        <p className="text-sm text-gray-700">
          <Trans>The order and the agreement appear here once the server has confirmed.</Trans>
        </p>
      )}
    </div>
  );
}

export function ClosedNote({ quote }: { quote: LocalQuote }) {
  const reasonLabel = useClosedReasonLabel('farm');
  if (quote.status === 'accepted' || quote.status === 'sent' || quote.status === 'countered' || quote.status === 'revised') return null;
  const reason = quote.reason;
  return (
    <div className="rounded-md border border-gray-300 bg-gray-50 p-3 text-gray-900" data-testid="closed-note">
      <p className="font-medium">
        {quote.closed_reason ? (
          reasonLabel(quote.closed_reason)
        ) : quote.status === 'withdrawn' ? (
          <Trans>You withdrew this quote.</Trans>
        ) : quote.status === 'expired' ? (
          <Trans>This quote expired.</Trans>
        ) : (
          <Trans>This quote was declined.</Trans>
        )}
      </p>
      {reason && (
        <p className="text-sm text-gray-800">
          <Trans>Reason: {reason}</Trans>
        </p>
      )}
    </div>
  );
}
