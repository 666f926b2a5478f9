// The seller's product writes as outbox entries (create, edit, delete; photos travel as a MultipartBody) and the
// appliers that write the server's answer into Dexie once it is confirmed. No DOM or React: the service worker
// drains too.
import type { Product } from '@contract/catalogue.ts';
import { confirmDelete, confirmRow, type Applier } from '@/offline/confirm.ts';
import { isMultipartBody, type MarketDb, type OutboxEntry } from '@/offline/db.ts';
import { waitingChanges } from '@/offline/waiting.ts';

export const PRODUCT_CREATE_KIND = 'product.create';
export const PRODUCT_UPDATE_KIND = 'product.update';
export const PRODUCT_DELETE_KIND = 'product.delete';
export const PRODUCT_KINDS = [PRODUCT_CREATE_KIND, PRODUCT_UPDATE_KIND, PRODUCT_DELETE_KIND] as const;

export const sellerProductsPath = '/product/seller/products/';
export const sellerProductPath = (id: string) => `/product/seller/products/${encodeURIComponent(id)}/`;

/** Waiting and refused entries of one product's create, edit or delete, oldest first. */
export async function productEntries(db: MarketDb, productId: string): Promise<OutboxEntry[]> {
  const entries = await waitingChanges(db, 'products', productId);
  return entries.filter((e) => (PRODUCT_KINDS as readonly string[]).includes(e.kind));
}

/** The photos an entry will upload (Blobs kept in IndexedDB until the server confirms). */
export function entryPhotos(entry: OutboxEntry): Array<{ name: string; type: string; blob: Blob }> {
  return isMultipartBody(entry.body) ? entry.body.files.filter((f) => f.field === 'photos') : [];
}

/** The product data an entry sends (the `data` of a multipart body, or the JSON body). */
export function entryData<T = Record<string, unknown>>(entry: OutboxEntry): T | null {
  const body = isMultipartBody(entry.body) ? entry.body.data : entry.body;
  return body && typeof body === 'object' ? (body as T) : null;
}

/** Create or edit confirmed: the server's owner copy (stored photos, revision, visibility) replaces the local row. */
export const applyConfirmedProduct: Applier = confirmRow<Product>('products');

/** Delete confirmed (or already gone: 404): the row and its inventory history leave the device. */
export const applyDeletedProduct: Applier = confirmDelete('products', {
  after: async (db, id) => {
    await db.stock_movements.where('product_id').equals(id).delete();
  },
});

export const PRODUCT_APPLIERS: ReadonlyArray<readonly [string, Applier]> = [
  [PRODUCT_CREATE_KIND, applyConfirmedProduct],
  [PRODUCT_UPDATE_KIND, applyConfirmedProduct],
  [PRODUCT_DELETE_KIND, applyDeletedProduct],
];
