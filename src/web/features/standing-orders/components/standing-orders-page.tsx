// The buyer's standing orders (/userdashboard/standing-orders for a Buyer, /profiledashboard/subscription for a
// BulkBuyer), from the device: each with its products, next deliveries and what the buyer can change, offline too.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Plus, Repeat } from 'lucide-react';
import { todayInCanada } from '@contract/order-rules.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useMyStandingOrders } from '../use-standing-orders.ts';
import { StandingOrderCard } from './standing-order-card.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function StandingOrdersPage() {
  const views = useMyStandingOrders();
  const today = todayInCanada();
  return (
    <section aria-labelledby="standing-orders-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="standing-orders-title" className="text-xl font-bold text-gray-900">
          <Trans>Standing orders</Trans>
        </h2>
        <Link to="/flexiblebuying" hash="set-up" className={buttonClasses('primary', 'md')}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Set up a standing order</Trans>
        </Link>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>Each delivery is ordered for you 2 days before its day (earlier if the farm needs more notice), at the price of that day.</Trans>
      </p>
      {views === undefined ? (
        <LoadingMine className="mt-6 text-gray-700">
          <Trans>Loading your standing orders…</Trans>
        </LoadingMine>
      ) : views.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
          <Repeat aria-hidden="true" className="size-10 text-gray-500" />
          <p className="text-gray-800">
            <Trans>You have no standing order yet. Set one up to get the same produce delivered on a regular schedule.</Trans>
          </p>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" data-testid="standing-orders">
          {views.map((view) => (
            <StandingOrderCard key={view.order.id} view={view} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}
