// The frame around every page: skip link, header (public or marketplace by path), page, footer, toasts,
// back-to-top, the service worker's update prompt; scrolls to the top on every route change. It starts nothing:
// app/start.ts does, once.
import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { BackToTop } from '@/components/ui/back-to-top.tsx';
import { LazyToaster as Toaster } from '@/components/ui/lazy-toaster.tsx';
import { Footer } from '@/features/shell/footer.tsx';
import { usesMarketplaceHeader } from '@/features/shell/header-kind.ts';
import { useLocalCartMerge } from '@/features/cart/use-local-cart-merge.ts';
import { MarketplaceHeader } from './marketplace-header.tsx';
import { PublicHeader } from './public-header.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function AppShell({ children }: { children: ReactNode }) {
  useLocalCartMerge();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    // In the next frame, not while the page mounts: scrolling needs the layout, which would otherwise be forced
    // inside the mounting task (the longest of a first visit).
    const frame = requestAnimationFrame(() => window.scrollTo(0, 0));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  usePageTitle();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-green-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Printed pages (invoice, packing slip) are the page alone: no header, footer or floating buttons. */}
      <div className="contents print:hidden">{usesMarketplaceHeader(pathname) ? <MarketplaceHeader /> : <PublicHeader />}</div>
      {/* At least a screen tall: the footer starts below the first screen, so a page that grows as its data arrives
          never moves anything the visitor sees (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none print:min-h-0">
        {children}
      </main>
      <div className="contents print:hidden">
        <Footer />
        <Toaster />
        <BackToTop />
        <UpdatePrompt />
      </div>
    </div>
  );
}

/** Each page's title is its h1 (WCAG 2.4.2), refreshed once the page has rendered and when the language changes. */
function usePageTitle() {
  const { i18n } = useLingui();
  const shown = useRouterState({ select: (s) => s.resolvedLocation?.href });
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector('#main h1')?.textContent?.trim();
      document.title = heading ? `${heading} · FreshMarket` : 'FreshMarket';
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, i18n.locale]);
}
