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
  const router = createRouter({
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
  // Drawn as on the server (prerender/entry.tsx): the router then puts the same Suspense boundaries around the pages in
  // the browser (none around the whole match tree; the root's own, asked for in routes/__root.tsx), so the app's first
  // render matches a page the server drew and takes it over in place (main.tsx). No manifest: the app has no
  // server-side routing to hydrate.
  router.ssr = { manifest: undefined };
  return router;
}

export type AppRouter = ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
