// /userdashboard/standing-orders: a Buyer's standing orders, from the device.
import { createFileRoute } from '@tanstack/react-router';
import { StandingOrdersPage } from '@/features/standing-orders/components/standing-orders-page.tsx';

export const Route = createFileRoute('/_auth/_buyer/userdashboard/standing-orders')({
  component: StandingOrdersPage,
});
