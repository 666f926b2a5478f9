// The top of a standing order, on the list and on its page: whose it is (the farm for the buyer, the buyer for the
// farm), its state, the cadence in words and the next delivery.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { useStandingText } from '@/domain/standing-orders/standing-order-text.ts';
import type { StandingOrderView } from '../standing-order-view.ts';
import { WaitingFlag } from './sync-flags.tsx';

type State = 'active' | 'paused' | 'ended' | 'cancelled';

const TONES: Record<State, string> = {
  active: 'border-green-300 bg-green-50 text-green-900',
  paused: 'border-amber-300 bg-amber-50 text-amber-900',
  ended: 'border-gray-400 bg-gray-100 text-gray-900',
  cancelled: 'border-gray-400 bg-gray-100 text-gray-900',
};

export function stateOf(view: StandingOrderView): State {
  if (view.order.status === 'cancelled') return 'cancelled';
  if (view.ended || (view.next === null && !view.paused)) return 'ended';
  return view.paused ? 'paused' : 'active';
}

export function StateBadge({ view }: { view: StandingOrderView }) {
  const state = stateOf(view);
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`} data-testid="standing-state">
      {state === 'active' ? (
        <Trans>Active</Trans>
      ) : state === 'paused' ? (
        <Trans>Paused</Trans>
      ) : state === 'ended' ? (
        <Trans>Ended</Trans>
      ) : (
        <Trans>Cancelled</Trans>
      )}
    </span>
  );
}

/** `farmSide`: the farm reads it (the buyer's name first). `level` 1 on the standing order's own page, 3 in a list under the account's tabs. */
export function StandingOrderHeader({ view, farmSide, level, link }: { view: StandingOrderView; farmSide: boolean; level: 1 | 3; link: boolean }) {
  const text = useStandingText();
  const { day } = useOrderFormats();
  const { order } = view;
  const who = farmSide ? order.buyer_name + (order.buyer_business ? ` · ${order.buyer_business}` : '') : order.farm_name;
  const title: ReactNode = link ? (
    <Link to="/standing-orders/$id" params={{ id: order.id }} className="hover:underline">
      {who}
    </Link>
  ) : (
    who
  );
  const Heading = level === 1 ? 'h1' : 'h3';
  const next = view.next ? day(view.next) : null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <Heading className={level === 1 ? 'text-2xl font-bold text-gray-900 sm:text-3xl' : 'text-lg font-semibold text-gray-900'}>{title}</Heading>
        <p className="text-gray-800" data-testid="standing-cadence">
          {text.cadence(order)}
        </p>
        {order.status === 'active' && (
          <p className="text-sm text-gray-700" data-testid="next-delivery">
            {next ? <Trans>Next delivery: {next}</Trans> : <Trans>No delivery is coming.</Trans>}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <WaitingFlag waiting={view.waiting} />
        <StateBadge view={view} />
      </div>
    </div>
  );
}
