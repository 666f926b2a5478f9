// The operator's pages.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth/_admin')({
  beforeLoad: ({ context, location }) => guard(context.auth, ['Admin'], location.href),
  component: Outlet,
});
