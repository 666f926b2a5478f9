// The next deliveries of a standing order, each with what happens to it: delivered as usual, skipped, paused, placed
// (with its order) or being placed; the buyer skips one or takes the skip back until the day it is placed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { skipDelivery } from '@/domain/standing-orders/standing-order-writes.ts';
import type { StandingOrderView, UpcomingDelivery } from '../standing-order-view.ts';

export function UpcomingDeliveries({ view, canEdit, farmSide = false }: { view: StandingOrderView; canEdit: boolean; farmSide?: boolean }) {
  if (view.upcoming.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        <Trans>No delivery is coming.</Trans>
      </p>
    );
  }
  return (
    <ol className="flex flex-col divide-y divide-gray-200" data-testid="upcoming">
      {view.upcoming.map((d) => (
        <Delivery key={d.date} delivery={d} view={view} canEdit={canEdit} farmSide={farmSide} />
      ))}
    </ol>
  );
}

function Delivery({
  delivery: d,
  view,
  canEdit,
  farmSide,
}: {
  delivery: UpcomingDelivery;
  view: StandingOrderView;
  canEdit: boolean;
  farmSide: boolean;
}) {
  const { t } = useLingui();
  const { day } = useOrderFormats();
  const [busy, setBusy] = useState(false);
  const date = day(d.date);
  const farm = view.order.farm_name;
  const placedId = d.outcome?.outcome === 'placed' ? d.outcome.order_id : null;
  const placeOn = day(d.placeOn);

  const toggle = async (skip: boolean) => {
    setBusy(true);
    try {
      await skipDelivery(view.order, d.date, skip, skip ? t`Skip the delivery of ${date} from ${farm}` : t`Undo skip of ${date} from ${farm}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex items-center justify-between gap-3 py-2" data-testid="upcoming-delivery">
      <div className="min-w-0">
        <p className={`font-medium ${d.state === 'due' ? 'text-gray-900' : 'text-gray-700 line-through decoration-gray-500'}`}>{date}</p>
        <p className="text-sm text-gray-700">
          {placedId ? (
            <Link to={farmSide ? '/seller/orders/$id' : '/orders/$id'} params={{ id: placedId }} className="font-semibold text-green-800 underline">
              <Trans>Placed: see the order</Trans>
            </Link>
          ) : d.state === 'skipped' ? (
            <Trans>Skipped</Trans>
          ) : d.state === 'paused' ? (
            <Trans>Paused</Trans>
          ) : d.locked ? (
            <Trans>Being placed with the farm</Trans>
          ) : (
            <Trans>Ordered on {placeOn}</Trans>
          )}
        </p>
      </div>
      {canEdit && !d.locked && d.state === 'due' && (
        <Button size="sm" variant="secondary" className="shrink-0" disabled={busy} aria-label={t`Skip ${date}`} onClick={() => void toggle(true)}>
          <Trans>Skip</Trans>
        </Button>
      )}
      {canEdit && !d.locked && d.state === 'skipped' && (
        <Button
          size="sm"
          variant="secondary"
          className="shrink-0"
          disabled={busy}
          aria-label={t`Undo skip of ${date}`}
          onClick={() => void toggle(false)}
        >
          <Trans>Undo skip</Trans>
        </Button>
      )}
    </li>
  );
}
