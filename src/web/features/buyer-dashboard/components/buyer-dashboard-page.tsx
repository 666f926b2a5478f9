// /dashboard/buyer: the bulk buyer's business at a glance from what the device holds (offline too): open requests,
// quotes waiting for an answer, recent orders and this month's spend, with the quick actions of a buying day.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, ClipboardPlus, Receipt, Store, Wallet } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.ts';
import { useBulkBuyerProfile } from '@/domain/profile/bulk-buyer-profile.ts';
import { useBuyerDashboard } from '../use-buyer-dashboard.ts';
import { RecentOrders, SpendThisMonth } from './order-sections.tsx';
import { OpenRequests, WaitingQuotes } from './request-sections.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

export function BuyerDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const profile = useBulkBuyerProfile();
  const dashboard = useBuyerDashboard(user?.id);
  const business = profile?.business_name ?? dashboard?.business ?? null;
  const name = user?.first_name ?? '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Trans>Buyer dashboard</Trans>
          </h1>
          <p className="mt-1 text-gray-700" data-testid="greeting">
            {business ? <Trans>Welcome back, {business}.</Trans> : <Trans>Welcome back, {name}.</Trans>}
          </p>
        </div>
        <nav aria-label={t`Quick actions`} className="flex flex-wrap gap-2">
          <Link to="/request-produce" className={buttonClasses('primary', 'md')}>
            <ClipboardPlus aria-hidden="true" className="size-5" />
            <Trans>Request produce</Trans>
          </Link>
          <Link to="/buyer/requests" className={buttonClasses('secondary', 'md')}>
            <ClipboardList aria-hidden="true" className="size-5" />
            <Trans>My requests</Trans>
          </Link>
          <Link to="/orders" className={buttonClasses('secondary', 'md')}>
            <Receipt aria-hidden="true" className="size-5" />
            <Trans>My orders</Trans>
          </Link>
          <Link to="/statements" className={buttonClasses('secondary', 'md')}>
            <Wallet aria-hidden="true" className="size-5" />
            <Trans>What you owe</Trans>
          </Link>
          <Link to="/marketplace" className={buttonClasses('secondary', 'md')}>
            <Store aria-hidden="true" className="size-5" />
            <Trans>Marketplace</Trans>
          </Link>
        </nav>
      </header>
      {dashboard === undefined ? (
        <LoadingMine className="text-gray-700">
          <Trans>Loading your dashboard…</Trans>
        </LoadingMine>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <OpenRequests open={dashboard.open} />
            <WaitingQuotes waiting={dashboard.waiting} />
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentOrders orders={dashboard.recent} />
            </div>
            <SpendThisMonth month={dashboard.month} spend={dashboard.spend} />
          </div>
        </>
      )}
    </div>
  );
}
