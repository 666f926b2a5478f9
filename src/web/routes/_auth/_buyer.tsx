// Buyer-only pages (spec §2); the operator's Admin account uses them too.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth/_buyer')({
  beforeLoad: ({ context, location }) => guard(context.auth, ['Buyer', 'Admin'], location.href),
  component: Outlet,
});
