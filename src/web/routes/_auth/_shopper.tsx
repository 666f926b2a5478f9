// Buyer or BulkBuyer: cart, wishlist, checkout.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth/_shopper')({
  beforeLoad: ({ context, location }) => guard(context.auth, ['Buyer', 'BulkBuyer'], location.href),
  component: Outlet,
});
