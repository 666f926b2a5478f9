// /standing-orders/{id}: one standing order for either party, from the device. Its buyer sees everything they can do
// (skip, pause, edit, cancel); the farm reads the same facts without the buttons.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil, SearchX } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { sameRole } from '@contract/enums.ts';
import { todayInCanada } from '@contract/order-rules.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.ts';
import type { StandingOrderView } from '../standing-order-view.ts';
import { useStandingOrder } from '../use-standing-orders.ts';
import { CancelStandingOrder } from './cancel-standing-order.tsx';
import { PauseControl } from './pause-control.tsx';
import { RecentOutcomes } from './recent-outcomes.tsx';
import { Part } from './standing-order-card.tsx';
import { StandingDetails } from './standing-details.tsx';
import { StandingLines } from './standing-lines.tsx';
import { StandingOrderHeader } from './standing-order-header.tsx';
import { RefusedChanges } from './sync-flags.tsx';
import { UpcomingDeliveries } from './upcoming-deliveries.tsx';

// The edit form checks its values with the contract's schema: zod loads with it, not with the page.
const EditStandingOrder = lazy(() => import('./edit/edit-standing-order.tsx'));

export function StandingOrderPage({ id, edit = false }: { id: string; edit?: boolean }) {
  const found = useStandingOrder(id);
  if (found.state === 'loading')
    return (
      <Frame>
        <p className="mt-4 text-gray-700">
          <Trans>Loading the standing order…</Trans>
        </p>
      </Frame>
    );
  if (found.state === 'missing')
    return (
      <Frame>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center">
          <SearchX aria-hidden="true" className="size-12 text-gray-500" />
          <h1 className="text-2xl font-bold text-gray-900">
            <Trans>Standing order not found</Trans>
          </h1>
          <p className="text-gray-800">
            <Trans>It is not among the standing orders on this device.</Trans>
          </p>
        </div>
      </Frame>
    );
  return <StandingOrderScreen view={found.view} mine={found.mine} edit={edit} />;
}

function Frame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <Link
        to={sameRole(user?.roles, 'Buyer') ? '/userdashboard/standing-orders' : '/profiledashboard/subscription'}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All standing orders</Trans>
      </Link>
      {children}
    </div>
  );
}

function StandingOrderScreen({ view, mine, edit }: { view: StandingOrderView; mine: boolean; edit: boolean }) {
  const [editing, setEditing] = useState(edit);
  const today = todayInCanada();
  const active = view.order.status === 'active';
  const canEdit = mine && active;
  return (
    <Frame>
      <div className="mt-2">
        <StandingOrderHeader view={view} farmSide={!mine} level={1} link={false} />
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <RefusedChanges refused={view.refused} actions={mine} />
        {canEdit && editing ? (
          <Box>
            <Suspense
              fallback={
                <p className="text-gray-700">
                  <Trans>Loading…</Trans>
                </p>
              }
            >
              <EditStandingOrder view={view} onDone={() => setEditing(false)} />
            </Suspense>
          </Box>
        ) : (
          <>
            {canEdit && (
              <div className="flex flex-wrap items-center gap-2">
                <PauseControl view={view} today={today} />
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit</Trans>
                </Button>
                <CancelStandingOrder view={view} />
              </div>
            )}
            <Box>
              <Part title={<Trans>Products</Trans>} level={2}>
                <StandingLines view={view} canEdit={mine} />
              </Part>
            </Box>
            <Box>
              <Part title={<Trans>Details</Trans>} level={2}>
                <StandingDetails order={view.order} />
              </Part>
            </Box>
          </>
        )}
        {active && (
          <Box>
            <Part title={<Trans>Next deliveries</Trans>} level={2}>
              <UpcomingDeliveries view={view} canEdit={canEdit} farmSide={!mine} />
            </Part>
          </Box>
        )}
        <Box>
          <Part title={<Trans>Recent deliveries</Trans>} level={2}>
            <RecentOutcomes order={view.order} farmSide={!mine} />
          </Part>
        </Box>
      </div>
    </Frame>
  );
}

function Box({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">{children}</div>;
}
