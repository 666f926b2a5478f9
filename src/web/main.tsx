// Start-up. The first thing a visitor sees is the splash written in index.html ('Loading freshness...', spec §2),
// painted with the page's first bytes. Beneath it, the app renders as soon as the language's messages and the code of
// the page at this address have arrived (fetched in parallel); the splash fades out once that page has rendered and
// at least SPLASH_MS have passed since the navigation began. So the splash shows for one second on a fast start, as
// long as the page takes on a slow one, and never makes the page itself later or moves it (a fixed overlay).
// A public page whose first screen came in the HTML (src/contract/prerender.ts) shows it once the splash's second is
// over (app/first-page-preload.ts); the app then takes that copy over in place (hydrates it) when its first render is
// the same page, and draws over it otherwise.
// The start runs in steps, each a task of its own (nextTask): the app's code evaluated, the router made, the page's
// code asked for, the app started, the number formats set up, then the first render in a transition (slices of a few
// milliseconds). A phone's main thread is never held long: the page keeps scrolling and its links keep working meanwhile.
// The saved session is read meanwhile (app/start.ts, which starts everything else too): a public page does not wait
// for it; a page behind sign-in does, so its guard sees the signed-in user (a signed-out visitor still lands on /register).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { detectLanguage } from './lib/language.ts';
import { makeRouter } from './app/router.tsx';
import { AppRoot } from './app/app-root.tsx';
import { startApp } from './app/start.ts';
import { deviceHint } from './offline/device-hint.ts';
import { dismissSplash, enableCopyControls, markAppLive, prerenderedLanguage, splashMinimum } from './lib/splash.ts';
import './styles.css';

/** Longest the splash stays once the app has rendered, whatever the router says (it never hides an error for long). */
const SPLASH_LONGEST_AFTER_RENDER_MS = 10_000;

/** The next step of the start waits for a task of its own: what the browser has queued (input, a frame) goes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Whether the page the server drew in #root is the app's own first render here, so React takes it over in place
 * (hydrates it: no new DOM, no relayout) rather than drawing it again: drawn in this language, for a device that
 * holds nothing (as the server draws it: no session, no cart, no kept catalogue). Where the two still differ, React
 * draws the differing part anew (copyNotTaken).
 */
function takesCopyOver(container: HTMLElement): boolean {
  return !!container.firstElementChild && prerenderedLanguage() === detectLanguage() && deviceHint() === 'empty';
}

/** React found the server's copy unlike its own first render and drew that part itself: what the visitor sees is right. */
function copyNotTaken(error: unknown) {
  if (import.meta.env.DEV) console.warn("The server-drawn page differed from the app's first render:", error);
}

/** The page has rendered beneath the splash: React committed the first render (the router's resolved page) and a frame was drawn. */
let firstCommitted = () => {};
const pageRendered = new Promise<void>((resolve) => {
  firstCommitted = () => {
    requestAnimationFrame(() => resolve());
  };
});

// The language's messages, asked for at once (the page's HTML named their file: it may be here already).
const messages = initI18n();

async function start() {
  await nextTask();
  const router = makeRouter();
  await nextTask();

  // The code of the routes this address matches, fetched now, beside the messages: the first render is the page
  // itself, not the router's pending fallback followed by the page.
  let guarded = false;
  let routeCode: Promise<unknown> = Promise.resolve();
  try {
    const [matched] = router.getMatchedRoutes(window.location.pathname);
    guarded = matched.some((route) => String(route.id).startsWith('/_auth'));
    routeCode = Promise.all(matched.map((route) => Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)));
  } catch {
    // The router loads them itself as it renders.
  }
  await nextTask();

  const { sessionRestored } = startApp(router, { firstPageShown: pageRendered, pageNeedsSession: guarded });
  await nextTask();

  // The first number format made in a page sets up the browser's number data: about 100 ms on a slow phone, which
  // would otherwise land inside the first page's render (its counts and prices). Done now, in a task of its own,
  // while the messages and the page's code may still be on their way.
  const lang = detectLanguage();
  new Intl.NumberFormat(lang).format(1);
  new Intl.NumberFormat(`${lang}-CA`, { style: 'currency', currency: 'CAD' }).format(1);

  // The router resolves the address before the first render (its guards, its page's code): that render is the page,
  // never the router's pending splash, which would otherwise flash over a page that came in the HTML.
  await Promise.all([messages, routeCode, guarded ? sessionRestored : null]);
  // A failed load renders as the router's error screen.
  await router.load().catch(() => undefined);
  await nextTask();

  const container = document.getElementById('root')!;
  const app = <AppRoot router={router} onFirstCommit={firstCommitted} />;
  // A transition: React renders the first page in slices of a few milliseconds, so a slow phone's main thread is
  // never held for the whole page at once.
  startTransition(() => {
    if (takesCopyOver(container)) {
      hydrateRoot(container, app, { onRecoverableError: copyNotTaken });
      void pageRendered.then(enableCopyControls);
    } else {
      createRoot(container).render(app);
    }
  });
  const longest = new Promise((resolve) => setTimeout(resolve, SPLASH_LONGEST_AFTER_RENDER_MS));
  // A page whose first screen came in the HTML may have lost its splash already (app/first-page-preload.ts).
  void pageRendered.then(markAppLive);
  void Promise.race([Promise.all([pageRendered, splashMinimum()]), longest]).then(dismissSplash);
}

void start();
