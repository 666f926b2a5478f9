import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { hasAnyRole } from '@contract/enums.ts';
import type { RouterContext } from '@/lib/guards.ts';
import { maintenanceNow, OPEN_DURING_MAINTENANCE, rememberReturnTo } from '@/lib/maintenance.ts';
import { NotFoundPage } from '@/features/content/not-found-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // While the operator has maintenance on (as this device last heard), everyone but admins sees /maintenance.
  beforeLoad: ({ context, location }) => {
    if (!maintenanceNow().enabled || hasAnyRole(context.auth.user?.roles, ['Admin']) || OPEN_DURING_MAINTENANCE.includes(location.pathname)) return;
    rememberReturnTo(location.href);
    throw redirect({ to: '/maintenance', replace: true });
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
