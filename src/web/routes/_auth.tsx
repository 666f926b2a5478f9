// Any signed-in user.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => guard(context.auth, [], location.href),
  component: Outlet,
});
