// The first script to run (index.html loads it `async`, before the app): it asks for the code of the page at this
// address and for the messages of the visitor's language at once, beside the app's own code, instead of after the
// app has arrived and started (a whole extra round trip on a slow link, each file waiting for the one before).
// The build writes the addresses into index.html (vite.config.ts, `firstPagePreload`): per public route, the files
// its page needs beyond the app's; per language, its messages. Only <link rel="modulepreload"> is added here; the
// app imports the same files as before and finds them fetched. In development the list is absent and this does
// nothing.
import { detectLanguage } from '@/lib/language.ts';

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

try {
  preloadFirstPage();
} catch {
  // Only an optimisation: the app loads everything it needs itself.
}
