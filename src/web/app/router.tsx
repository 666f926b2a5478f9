// The router: generated route tree, auth in the typed context (kept current by app/start.ts; guards read it in
// beforeLoad), the shell around every page and the error screen for a page that fails.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { authStore } from '@/lib/auth.ts';
import { Splash } from '@/components/ui/splash.tsx';
import { AppShell } from './app-shell.tsx';
import { RouteErrorScreen } from './error-boundary.tsx';

/** `history` defaults to the browser's; tests pass a memory history. */
export function makeRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { auth: authStore.get() },
    defaultPendingComponent: Splash,
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingMs: 0,
    defaultPreload: 'intent',
    scrollRestoration: false,
    InnerWrap: AppShell,
  });
}

export type AppRouter = ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
