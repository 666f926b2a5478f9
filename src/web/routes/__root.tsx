import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/guards.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
