// Seller-only pages.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth/_seller')({
  beforeLoad: ({ context, location }) => guard(context.auth, ['Seller'], location.href),
  component: Outlet,
});
