// The router: generated route tree, auth in the typed context, the shell around every page.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen.ts';
import { authStore } from '@/lib/auth.ts';
import { Splash } from '@/components/ui/splash.tsx';
import { AppShell } from './app-shell.tsx';

export function makeRouter() {
  return createRouter({
    routeTree,
    context: { auth: authStore.get() },
    defaultPendingComponent: Splash,
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
