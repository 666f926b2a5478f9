// BulkBuyer-only pages.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth/_bulkbuyer')({
  beforeLoad: ({ context, location }) => guard(context.auth, ['BulkBuyer'], location.href),
  component: Outlet,
});
