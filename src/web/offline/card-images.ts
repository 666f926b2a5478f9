// The product pictures a device keeps for offline use, and their budget. The service worker (sw.ts) caches every card
// and thumbnail picture it serves under /uploads/ in its own cache, at most CARD_IMAGE_MAX_ENTRIES files for
// CARD_IMAGE_MAX_AGE_SECONDS (least recently used go first; the cache is dropped before anything else on a quota
// error). At the demo catalogue's measured card median of 6.1 KB (4.1-9.6 KB), 1,200 files are about 7.3 MB (11.5 MB
// if every one were the largest). On an unmetered link (Wi-Fi or Ethernet, as the Network Information API says; never
// where it says nothing or asks to save data), the page asks the worker, once it is idle after the first paint, to
// fetch the cards of the products the device holds that it has not cached yet, up to the same budget.
import type { MarketDb } from './db.ts';

export const CARD_IMAGE_CACHE = 'card-images';
export const CARD_IMAGE_MAX_ENTRIES = 1200;
export const CARD_IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const WARM_CARD_IMAGES_MESSAGE = 'WARM_CARD_IMAGES';

/** A card or thumbnail picture of this origin's uploads ('/uploads/products/<id>-card.webp'). */
export function isCardImage(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/uploads/') && /-(card|thumb)\.webp$/.test(url.pathname);
}

interface ConnectionInfo {
  type?: string;
  saveData?: boolean;
}

/** True only when the browser says the link is Wi-Fi or Ethernet and the user did not ask to save data. */
export function unmeteredConnection(nav: Navigator & { connection?: ConnectionInfo } = navigator): boolean {
  const c = nav.connection;
  if (!c || c.saveData) return false;
  return c.type === 'wifi' || c.type === 'ethernet';
}

/** The cover cards of the products the device holds, newest first, same-origin only, at most `limit`. */
export async function heldCardImageUrls(db: MarketDb, origin: string, limit = CARD_IMAGE_MAX_ENTRIES): Promise<string[]> {
  const urls: string[] = [];
  await db.products
    .orderBy('created_at')
    .reverse()
    .until(() => urls.length >= limit)
    .each((p) => {
      const card = p.images[0]?.card;
      if (!card) return;
      const url = new URL(card, origin);
      if (isCardImage(url, origin) && urls.length < limit) urls.push(url.href);
    });
  return urls;
}
