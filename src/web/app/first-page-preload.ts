// The first script to run (index.html loads it `async`, before the app): it asks for the code of the page at this
// address and for the messages of the visitor's language at once, beside the app's own code, instead of after the
// app has arrived and started (a whole extra round trip on a slow link, each file waiting for the one before).
// The build writes the addresses into index.html (vite.config.ts, `firstPagePreload`): per public route, the files
// its page needs beyond the app's; per language, its messages. Only <link rel="modulepreload"> is added here; the
// app imports the same files as before and finds them fetched. In development the list is absent and this does
// nothing.
// On a visitor's device (one that holds nothing: offline/device-hint.ts), the public API read the first page shows
// (the home page's top products, the plain marketplace's first page, a product page's product) is asked at once too (lib/early-fetch.ts): the
// app's API client takes that answer instead of asking once it has started, about 5 s later on a thin link.
// A page whose first screen the server sent in the HTML, in the visitor's language, is shown once the splash's second
// is over, whether or not the app has arrived by then (on a thin link it comes seconds later).
import { firstPageRead, GIVEN_READ_ID } from '@contract/prerender.ts';
import { fetchEarly, giveAnswer } from '@/lib/early-fetch.ts';
import { detectLanguage } from '@/lib/language.ts';
import { dismissSplash, prerenderedLanguage, splashMinimum } from '@/lib/splash.ts';
import { deviceHint } from '@/offline/device-hint.ts';

interface PreloadList {
  /** Every file named below, once. */
  files: string[];
  /** Per language: indexes into `files`. */
  messages: Record<string, number[]>;
  /** [regular expression of the path, indexes into `files`]. */
  routes: Array<[string, number[]]>;
}

function preloadFirstPage() {
  const text = document.getElementById('fm-preload')?.textContent;
  if (!text) return;
  const list = JSON.parse(text) as PreloadList;
  const wanted = new Set<number>(list.messages[detectLanguage()] ?? []);
  const path = window.location.pathname;
  for (const [pattern, files] of list.routes) {
    if (new RegExp(pattern).test(path)) for (const f of files) wanted.add(f);
  }
  for (const index of wanted) {
    const href = list.files[index];
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as Vite's own preloads: the module scripts are fetched in CORS mode
    link.href = href;
    document.head.append(link);
  }
}

function askFirstPageRead() {
  const url = firstPageRead(window.location.pathname, window.location.search);
  if (!url) return;
  const language = detectLanguage();
  // The server may have sent the answer with the page (and drawn the page from it): no need to ask. The first render
  // draws it on any device (one that holds the catalogue then reads its own, as when the server answers first).
  const inline = document.getElementById(GIVEN_READ_ID);
  if (inline?.textContent && inline.dataset.url === url && inline.dataset.lang === language) {
    try {
      giveAnswer(url, language, inline.textContent);
      return;
    } catch {
      // Unreadable: asked below, as without it.
    }
  }
  // A device with a session sends its token with these reads, and one that holds the catalogue reads it there.
  if (deviceHint() === 'empty') fetchEarly(url, language);
}

function showPrerenderedPage() {
  if (prerenderedLanguage() === detectLanguage()) void splashMinimum().then(dismissSplash);
}

for (const step of [showPrerenderedPage, askFirstPageRead, preloadFirstPage]) {
  try {
    step();
  } catch {
    // Only an optimisation: the app loads and asks for everything it needs itself.
  }
}
