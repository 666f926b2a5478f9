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
  // The router wraps the root in a Suspense boundary in the browser but not when drawing on the server: asked for on
  // both, the server's copy of a page has the same boundaries as the app's first render, which takes it over (main.tsx).
  wrapInSuspense: true,
});
