// The order's steps, each with when, who and the reason given (a rejection or a cancel).
import { Trans } from '@lingui/react/macro';
import { useOrderStatusLabel } from '@/domain/orders/order-labels.tsx';
import { useQuantityFormats } from '@/domain/products/product-labels.tsx';
import type { LocalOrder } from '@/offline/db.ts';

export function OrderTimeline({ order }: { order: LocalOrder }) {
  const q = useQuantityFormats();
  const status = useOrderStatusLabel();
  return (
    <section aria-labelledby="timeline-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="timeline-title" className="text-lg font-semibold text-gray-900">
        <Trans>Timeline</Trans>
      </h2>
      <ol className="mt-2 flex flex-col gap-3 border-l-2 border-green-700 pl-4">
        {order.events.map((e) => (
          <li key={e.id} data-testid="timeline-step">
            <p className="font-semibold text-gray-900">{status(e.status)}</p>
            <p className="text-sm text-gray-700">
              {q.date(e.at)} · {e.by_name}
            </p>
            {e.reason && (
              <p className="text-sm text-gray-900">
                <Trans>Reason: {e.reason}</Trans>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
