// The app's error boundaries, in the first JavaScript: the router's screen for a page that failed, and
// AppErrorBoundary for the shell around the pages. The full screen (error-screen.tsx, with the report to copy) loads
// when an error happens; if it cannot load (no signal, and this device never cached it) a plain 'Something went
// wrong' with Reload stands in.
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import type { ErrorScreenProps } from './error-screen.tsx';

function PlainError(_props: ErrorScreenProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <div className="mt-8">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </section>
  );
}

const FullErrorScreen = lazy(() =>
  import('./error-screen.tsx').then(
    (m) => ({ default: m.ErrorScreen }),
    () => ({ default: PlainError }),
  ),
);

function ErrorShown(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <FullErrorScreen {...props} />
    </Suspense>
  );
}

/** The router's error screen for a page that failed to load or render (router.tsx `defaultErrorComponent`). */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const route = useRouterState({ select: (s) => s.location.pathname });
  return <ErrorShown error={error} route={route} />;
}

/** Catches what the router's boundaries do not: the shell around the pages (header, footer, prompts). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="min-h-svh">
        <ErrorShown error={this.state.error} route={window.location.pathname} />
      </main>
    );
  }
}
