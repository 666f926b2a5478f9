// BulkBuyer or Seller: the profile dashboard.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth/_business')({
  beforeLoad: ({ context, location }) => guard(context.auth, ['BulkBuyer', 'Seller'], location.href),
  component: Outlet,
});
