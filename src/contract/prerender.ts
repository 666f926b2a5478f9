// The public pages whose first screen is in the HTML the server sends, before any script: drawn at build time by the
// app's own components (src/web/prerender/entry.tsx, run by vite.config.ts `prerenderPages`), one copy per language,
// written to PRERENDER_FILE in the built app; the server puts the copy for the address and language into index.html's
// #root (src/server/plugins/static.ts). The app then renders over it as usual. Pages of copy and the marketplace's
// frame: nothing in them depends on who asks, and what depends on data (products) is drawn as its loading state.
import type { Language } from './enums.ts';

export const PRERENDERED_PATHS = ['/', '/about', '/seller', '/buyer', '/flexiblebuying', '/privacypolicy', '/termsandconditions', '/marketplace'] as const;

/** In the built app's directory; a dotfile, so neither the static files nor the service worker's precache serve it. */
export const PRERENDER_FILE = '.prerendered.json';

/** The key of one page's copy in PRERENDER_FILE (a JSON object of key to HTML). */
export const prerenderKey = (lang: Language, path: string) => `${lang} ${path}`;
