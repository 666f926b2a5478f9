/// <reference lib="webworker" />
// The service worker: precaches the app shell and both catalogues, serves the shell for offline
// navigations and caches uploaded images. It never caches /api (data lives in Dexie) and never
// activates on its own: the page asks with {type: 'SKIP_WAITING'} once the user chooses to reload.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope;

const NOT_THE_SHELL = [/^\/api(\/|$)/, /^\/uploads(\/|$)/];

cleanupOutdatedCaches();
// The manifest holds index.html, every JS and CSS chunk (the lazy `.po` catalogues included),
// icons and the web manifest: see injectManifest.globPatterns in vite.config.ts.
precacheAndRoute(self.__WB_MANIFEST);

// Every client-side route is index.html; TanStack Router takes it from there.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_SHELL }));

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'uploads-images',
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
