// One of the buyer's standing orders in their list: farm, cadence, next delivery, products with today's prices and
// the estimate, the next deliveries to skip or take back, pause or resume, edit, cancel, and the latest outcomes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button.tsx';
import type { StandingOrderView } from '../standing-order-view.ts';
import { CancelStandingOrder } from './cancel-standing-order.tsx';
import { PauseControl } from './pause-control.tsx';
import { RecentOutcomes } from './recent-outcomes.tsx';
import { StandingLines } from './standing-lines.tsx';
import { StandingOrderHeader } from './standing-order-header.tsx';
import { RefusedChanges } from './sync-flags.tsx';
import { UpcomingDeliveries } from './upcoming-deliveries.tsx';

/** How many outcomes a card shows (its page shows them all). */
const OUTCOMES_ON_CARD = 3;

export function StandingOrderCard({ view, today }: { view: StandingOrderView; today: string }) {
  const { t } = useLingui();
  const active = view.order.status === 'active';
  const farm = view.order.farm_name;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:p-4" data-testid="standing-order">
      <StandingOrderHeader view={view} farmSide={false} level={3} link />
      <div className="mt-3 flex flex-col gap-4">
        <RefusedChanges refused={view.refused} />
        <Part title={<Trans>Products</Trans>}>
          <StandingLines view={view} canEdit />
        </Part>
        {active && (
          <Part title={<Trans>Next deliveries</Trans>}>
            <UpcomingDeliveries view={view} canEdit />
          </Part>
        )}
        <Part title={<Trans>Recent deliveries</Trans>}>
          <RecentOutcomes order={view.order} limit={OUTCOMES_ON_CARD} />
        </Part>
        {active && (
          <div className="flex flex-wrap items-center gap-2 border-t border-gray-200 pt-3">
            <PauseControl view={view} today={today} />
            <Link
              to="/standing-orders/$id"
              params={{ id: view.order.id }}
              search={{ edit: true }}
              aria-label={t`Edit the standing order from ${farm}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit</Trans>
            </Link>
            <CancelStandingOrder view={view} />
          </div>
        )}
      </div>
    </li>
  );
}

export function Part({ title, children, level = 4 }: { title: ReactNode; children: ReactNode; level?: 2 | 4 }) {
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section>
      <Heading className="mb-1 text-sm font-semibold uppercase tracking-wide text-gray-700">{title}</Heading>
      {children}
    </section>
  );
}
