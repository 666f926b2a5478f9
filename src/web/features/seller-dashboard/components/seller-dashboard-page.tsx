// /dashboard/seller: the farm at a glance from what the device holds (offline too): products by status, hidden
// products, low-stock alerts, recent movements, the product list with inventory links, and quick links; above them
// the orders: open ones, today's deliveries and pickups, revenue of the last 30 days per currency; its prices against
// the market in each product's province.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinned, PackagePlus, Receipt, Repeat, Sprout, Wallet } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useMyFarmId } from '@/domain/farm/my-farm.ts';
import { useOrderFigures } from '../use-order-figures.ts';
import { useSellerDashboard } from '../use-seller-dashboard.ts';
import { LowStockAlerts } from './low-stock-alerts.tsx';
import { OrderFigures } from './order-figures.tsx';
import { ProductList } from './product-list.tsx';
import { RecentMovements } from './recent-movements.tsx';
import { StatusCounts } from './status-counts.tsx';
import { LoadingMine } from '@/components/ui/loading-mine.tsx';

/** `market`: the farm's prices against the market (Pricewise's card, given by the route). */
export function SellerDashboardPage({ market }: { market?: ReactNode } = {}) {
  const { t } = useLingui();
  const farmId = useMyFarmId();
  const dashboard = useSellerDashboard(farmId);
  const figures = useOrderFigures(farmId);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Seller dashboard</Trans>
        </h1>
        <nav aria-label={t`Quick links`} className="flex flex-wrap gap-2">
          <Link to="/seller/add-product" className={buttonClasses('primary', 'md')}>
            <PackagePlus aria-hidden="true" className="size-5" />
            <Trans>Add product</Trans>
          </Link>
          <Link to="/branches" className={buttonClasses('secondary', 'md')}>
            <MapPinned aria-hidden="true" className="size-5" />
            <Trans>Branches</Trans>
          </Link>
          <Link to="/seller/orders" className={buttonClasses('secondary', 'md')}>
            <Receipt aria-hidden="true" className="size-5" />
            <Trans>Orders</Trans>
          </Link>
          <Link to="/seller/money" className={buttonClasses('secondary', 'md')}>
            <Wallet aria-hidden="true" className="size-5" />
            <Trans>Money</Trans>
          </Link>
          <Link to="/profiledashboard/subscription" className={buttonClasses('secondary', 'md')}>
            <Repeat aria-hidden="true" className="size-5" />
            <Trans>Standing orders</Trans>
          </Link>
          <Link to="/seller/harvests" className={buttonClasses('secondary', 'md')}>
            <Sprout aria-hidden="true" className="size-5" />
            <Trans>Expected harvests</Trans>
          </Link>
          <a href="#your-products" className={buttonClasses('secondary', 'md')}>
            <Trans>Inventory</Trans>
          </a>
        </nav>
      </header>
      {dashboard === undefined ? (
        <LoadingMine className="text-gray-700">
          <Trans>Loading your dashboard…</Trans>
        </LoadingMine>
      ) : farmId === null && dashboard.total === 0 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <Trans>Your farm's products appear here once this device has loaded them. Connect to the internet once.</Trans>
        </p>
      ) : (
        <>
          <OrderFigures figures={figures} />
          <StatusCounts dashboard={dashboard} />
          <div className="grid gap-6 lg:grid-cols-2">
            <LowStockAlerts alerts={dashboard.alerts} />
            <RecentMovements recent={dashboard.recent} />
          </div>
          {market}
          <ProductList lines={dashboard.products} />
        </>
      )}
    </div>
  );
}
