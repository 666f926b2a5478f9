// index.html's splash ('Loading freshness...', spec §2): shown from the first bytes for at least SPLASH_MS after the
// navigation began. Removed by whichever comes first of: the first-page-preload script, when the page's first screen
// came in the HTML in this visitor's language (src/contract/prerender.ts); the app, once it has drawn the page.
import { SPLASH_MS } from '@contract/constants.ts';

/** Fades the splash out and removes it (at once if it is already gone). */
export function dismissSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  const remove = () => splash.remove();
  splash.classList.add('splash-done');
  splash.addEventListener('transitionend', remove, { once: true });
  setTimeout(remove, 400);
}

/** Resolves SPLASH_MS after the navigation began (performance.now() counts from it), at once if that has passed. */
export function splashMinimum(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, SPLASH_MS - performance.now())));
}

/** The language of the page's first screen the server sent in the HTML, or null when it sent none (or the app has drawn over it). */
export function prerenderedLanguage(): string | null {
  return document.getElementById('root')?.dataset.prerendered ?? null;
}

/** The app has drawn its page over the copy that came in the HTML: it is live, and the mark says so no more. */
export function markAppLive(): void {
  document.getElementById('root')?.removeAttribute('data-prerendered');
}

/** Marks the controls the server's copy disabled (prerender/entry.tsx disableControls) that the page itself does not. */
export const COPY_DISABLED = 'data-copy-disabled';

/** The app has taken the copy over in place (main.tsx): the controls it disabled work now. */
export function enableCopyControls(): void {
  for (const control of document.querySelectorAll(`#root [${COPY_DISABLED}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(COPY_DISABLED);
  }
}
