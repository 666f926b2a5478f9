// The whole app's element tree, the same in the browser (main.tsx) and when the server draws a page
// (prerender/entry.tsx): React takes a drawn page over only if its first render has the same shape, down to the ids
// useId gives (they follow the tree's shape, so the server's tree holds FirstCommit's place too, where it draws nothing).
import { StrictMode, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@/lib/i18n.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import type { AppRouter } from './router.tsx';

/** Calls `onCommit` once React has committed its first render (effects never run on the server). */
function FirstCommit({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return null;
}

export function AppRoot({ router, onFirstCommit }: { router: AppRouter; onFirstCommit?: () => void }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* The router shows its own error screen inside the shell; this one catches the shell itself. */}
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
        <FirstCommit onCommit={onFirstCommit} />
      </I18nProvider>
    </StrictMode>
  );
}
