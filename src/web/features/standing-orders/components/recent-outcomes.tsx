// What the server did with the latest deliveries, newest first: placed (with the order), skipped, paused, missed, or
// not placed with why and the fix in words ('Below the farm's minimum of $50: add $12').
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, CircleSlash, PauseCircle, TriangleAlert, XCircle } from 'lucide-react';
import type { Occurrence } from '@contract/standing-orders.ts';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useStandingText } from '@/domain/standing-orders/standing-order-text.ts';
import type { LocalStandingOrder } from '@/offline/db.ts';

const ICONS = { placed: CheckCircle2, skipped: CircleSlash, paused: PauseCircle, failed: XCircle, missed: TriangleAlert } as const;
const TONES = {
  placed: 'text-green-700',
  skipped: 'text-gray-600',
  paused: 'text-gray-600',
  failed: 'text-red-700',
  missed: 'text-amber-700',
} as const;

export function RecentOutcomes({ order, limit, farmSide = false }: { order: LocalStandingOrder; limit?: number; farmSide?: boolean }) {
  const shown = order.occurrences.slice(0, limit ?? order.occurrences.length);
  if (shown.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        <Trans>No delivery has been placed yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="outcomes">
      {shown.map((o) => (
        <Outcome key={`${o.date}:${o.outcome}`} occurrence={o} order={order} farmSide={farmSide} />
      ))}
    </ul>
  );
}

function Outcome({ occurrence: o, order, farmSide }: { occurrence: Occurrence; order: LocalStandingOrder; farmSide: boolean }) {
  const { shortDay } = useOrderFormats();
  const text = useStandingText();
  const Icon = ICONS[o.outcome];
  const date = shortDay(o.date);
  return (
    <li className="flex items-start gap-2 text-sm text-gray-900" data-testid="outcome">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${TONES[o.outcome]}`} />
      <span>
        <span className="font-medium">{date}:</span>{' '}
        {o.outcome === 'placed' ? (
          o.order_id ? (
            <Link to={farmSide ? '/seller/orders/$id' : '/orders/$id'} params={{ id: o.order_id }} className="font-semibold text-green-800 underline">
              <Trans>placed, see the order</Trans>
            </Link>
          ) : (
            <Trans>placed</Trans>
          )
        ) : o.outcome === 'skipped' ? (
          <Trans>skipped</Trans>
        ) : o.outcome === 'paused' ? (
          <Trans>paused, not placed</Trans>
        ) : o.outcome === 'missed' ? (
          <Trans>missed: it could not be placed in time</Trans>
        ) : (
          <>
            <Trans>not placed.</Trans>{' '}
            <span className="text-red-800">{text.failure({ reason: o.reason, date: o.date, detail: o.detail, currency: order.currency })}</span>
          </>
        )}
      </span>
    </li>
  );
}
