// Start-up. The first thing a visitor sees is the splash written in index.html ('Loading freshness...', spec §2),
// painted with the page's first bytes. Beneath it, the app renders as soon as the language's messages and the code of
// the page at this address have arrived (fetched in parallel); the splash fades out once that page has rendered and
// at least SPLASH_MS have passed since the navigation began. So the splash shows for one second on a fast start, as
// long as the page takes on a slow one, and never makes the page itself later or moves it (a fixed overlay).
// A public page whose first screen came in the HTML (src/contract/prerender.ts) shows it once the splash's second is
// over (app/first-page-preload.ts); the app then draws the same page over that copy, which it replaces.
// The saved session is read meanwhile (app/start.ts, which starts everything else too): a public page does not wait
// for it; a page behind sign-in does, so its guard sees the signed-in user (a signed-out visitor still lands on /register).
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n, initI18n } from './lib/i18n.ts';
import { detectLanguage } from './lib/language.ts';
import { makeRouter } from './app/router.tsx';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { startApp } from './app/start.ts';
import { dismissSplash, markAppLive, splashMinimum } from './lib/splash.ts';
import './styles.css';

/** Longest the splash stays once the app has rendered, whatever the router says (it never hides an error for long). */
const SPLASH_LONGEST_AFTER_RENDER_MS = 10_000;

const router = makeRouter();

/** The page has rendered beneath the splash: React committed the first render (the router's resolved page) and a frame was drawn. */
let firstCommitted = () => {};
const pageRendered = new Promise<void>((resolve) => {
  firstCommitted = () => requestAnimationFrame(() => resolve());
});

function FirstCommit() {
  useEffect(() => firstCommitted(), []);
  return null;
}

// The code of the routes this address matches, fetched now, beside the messages: the first render is the page itself,
// not the router's pending fallback followed by the page.
let guarded = false;
let routeCode: Promise<unknown> = Promise.resolve();
try {
  const [matched] = router.getMatchedRoutes(window.location.pathname);
  guarded = matched.some((route) => String(route.id).startsWith('/_auth'));
  routeCode = Promise.all(matched.map((route) => Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)));
} catch {
  // The router loads them itself as it renders.
}

const { sessionRestored } = startApp(router, { firstPageShown: pageRendered, pageNeedsSession: guarded });


// The first number format made in a page sets up the browser's number data: about 100 ms on a slow phone, which would
// otherwise land inside the first page's render (its counts and prices). Done now, in a task of its own, while the
// messages and the page's code are still on their way.
setTimeout(() => {
  const lang = detectLanguage();
  new Intl.NumberFormat(lang).format(1);
  new Intl.NumberFormat(`${lang}-CA`, { style: 'currency', currency: 'CAD' }).format(1);
}, 0);

// The router resolves the address before the first render (its guards, its page's code): that render is the page,
// never the router's pending splash, which would otherwise flash over a page that came in the HTML.
void Promise.all([initI18n(), routeCode, guarded ? sessionRestored : null])
  // A failed load renders as the router's error screen.
  .then(() => router.load().catch(() => undefined))
  .then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices of a few milliseconds, so a slow phone's main thread is
  // never held for the whole page at once (the splash covers it meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          {/* The router shows its own error screen inside the shell; this one catches the shell itself. */}
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
          <FirstCommit />
        </I18nProvider>
      </StrictMode>,
    ),
  );
  const longest = new Promise((resolve) => setTimeout(resolve, SPLASH_LONGEST_AFTER_RENDER_MS));
  // A page whose first screen came in the HTML may have lost its splash already (app/first-page-preload.ts).
  void pageRendered.then(markAppLive);
  void Promise.race([Promise.all([pageRendered, splashMinimum()]), longest]).then(dismissSplash);
});
