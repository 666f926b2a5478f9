/// <reference lib="webworker" />
// The service worker: precaches the app shell and both catalogues, serves the shell for offline
// navigations and caches uploaded images (card pictures within a budget: offline/card-images.ts). It never caches /api (data lives in Dexie),
// except the blog's and the gallery's public reads (network first, the last answer kept for offline reading), and never
// activates on its own: the page asks with {type: 'SKIP_WAITING'} once the user chooses to reload.
// Where Background Sync exists (Chromium) it also drains the outbox, with the same drainer as the page.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { BACKGROUND_SYNC_TAG, PERIODIC_SYNC_TAG, SYNC_BATCH_MAX } from '@contract/sync-protocol.ts';
import { installDomainAppliers } from './domain/appliers.ts';
import { db } from './offline/db.ts';
import {
  CARD_IMAGE_CACHE,
  CARD_IMAGE_MAX_AGE_SECONDS,
  CARD_IMAGE_MAX_ENTRIES,
  WARM_CARD_IMAGES_MESSAGE,
  heldCardImageUrls,
  isCardImage,
} from './offline/card-images.ts';
import { createDrainer, drainLeftSomethingToPull } from './offline/drain.ts';
import { createPuller } from './offline/pull.ts';
import { createPullPolicy } from './offline/pull-policy.ts';

declare const self: ServiceWorkerGlobalScope;

const NOT_THE_SHELL = [/^\/api(\/|$)/, /^\/uploads(\/|$)/];

cleanupOutdatedCaches();
// The manifest holds index.html, every JS and CSS chunk (the lazy `.po` catalogues included),
// icons and the web manifest: see injectManifest.globPatterns in vite.config.ts.
precacheAndRoute(self.__WB_MANIFEST);

// Every client-side route is index.html; TanStack Router takes it from there.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_SHELL }));

// Card and thumbnail pictures (marketplace cards, cart, wishlist, orders) within their budget (offline/card-images.ts:
// 1,200 files, 30 days, about 7.3 MB at the measured 6.1 KB median card); Workbox keeps only 200 answers.
const cardImages = new CacheFirst({
  cacheName: CARD_IMAGE_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: CARD_IMAGE_MAX_ENTRIES, maxAgeSeconds: CARD_IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.method === 'GET' && isCardImage(url, self.location.origin), cardImages);

// Every other upload (a product page's full-size photo, about 40-120 KB): the last 100 opened, 30 days.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'uploads-images',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// The blog's public reads (issue 15: the latest list and every post a visitor opened stay readable offline): from
// the network first, the last answer of each address kept (60 addresses, 30 days) and served when there is no
// network or no answer in 4 s. Blog answers are the same for everyone (no account data), so the URL is the key.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/blog/posts/') && !url.pathname.endsWith('/comments/'),
  new NetworkFirst({
    cacheName: 'blog-api',
    networkTimeoutSeconds: 4,
    // The same answer whatever the language or token asked with (Vary would otherwise miss after a switch).
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// The gallery's public read (issue 15: a gallery visited once stays readable offline): one address, network first,
// the last answer kept 30 days; its pictures go through the upload caches above.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/api/gallery/',
  new NetworkFirst({
    cacheName: 'gallery-api',
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 2, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

/** The cards of the catalogue the device holds that are not cached yet, one at a time, through the same cache and
 * budget; stops at the first failure (the link dropped). The page asks only on an unmetered link, after its first paint. */
async function warmCardImages(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(CARD_IMAGE_CACHE);
  for (const url of await heldCardImageUrls(db, self.location.origin)) {
    if (await cache.match(url)) continue;
    try {
      await cardImages.handle({ event, request: new Request(url) });
    } catch {
      return;
    }
  }
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === WARM_CARD_IMAGES_MESSAGE) event.waitUntil(warmCardImages(event));
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const swFetch = (input: string, init?: RequestInit) => fetch(input, init);
// No timers in the worker: the browser wakes it again when the sync event's promise rejects.
installDomainAppliers();
const drainer = createDrainer({ db, fetch: swFetch, autoSchedule: false, batchSize: SYNC_BATCH_MAX });
// The pull follows the page's policy (offline/pull-policy.ts): nothing for a visitor who does not keep the catalogue;
// a worker has no first paint to protect, so no idle moment to wait for.
const puller = createPullPolicy({ db, pull: createPuller({ db, fetch: swFetch }).pull, idle: async () => {} });

/** Rejecting tells the browser to retry the sync later (with its own backoff) while entries still wait. */
async function drainOutbox(): Promise<void> {
  const report = await drainer.drain();
  if (drainLeftSomethingToPull(report)) await puller.pull().catch(() => undefined);
  if (report.nextAttemptAt !== null || report.busy) throw new Error('outbox entries still waiting');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(drainOutbox());
});

/** Periodic Background Sync (an installed app on Chromium, registered by the page where granted): the same drainer
 * and puller as the sync event, and a pull in any case so the app opens with fresh data. Nothing is rethrown: the
 * browser does not retry a periodic sync, the next one comes anyway. */
self.addEventListener('periodicsync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== PERIODIC_SYNC_TAG) return;
  sync.waitUntil(
    drainer
      .drain()
      .catch(() => undefined)
      .then(() => puller.pull())
      .then(
        () => undefined,
        () => undefined,
      ),
  );
});
