// /profiledashboard/subscription: standing orders. A BulkBuyer's own (to skip, pause, change or cancel); for a
// Seller, those its buyers have with the farm and the coming week's volume.
import { createFileRoute } from '@tanstack/react-router';
import { sameRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';
import { FarmStandingOrders } from '@/features/standing-orders/components/farm-standing-orders.tsx';
import { StandingOrdersPage } from '@/features/standing-orders/components/standing-orders-page.tsx';

export const Route = createFileRoute('/_auth/_business/profiledashboard/subscription')({
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { user } = useAuth();
  return sameRole(user?.roles, 'Seller') ? <FarmStandingOrders /> : <StandingOrdersPage />;
}
