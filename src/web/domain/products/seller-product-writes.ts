// The seller's product changes, offline first: the row changes in Dexie at once and the call waits in the outbox
// (photos as Blobs in a MultipartBody), sent once when the signal allows. The server's answer replaces the row.
import type { Product, ProductImage } from '@contract/catalogue.ts';
import { db, type MultipartBody, type OutboxEntry } from '@/offline/db.ts';
import { hasWaitingChange } from '@/offline/waiting.ts';
import { mutate } from '@/offline/outbox.ts';
import {
  PRODUCT_CREATE_KIND,
  PRODUCT_DELETE_KIND,
  PRODUCT_UPDATE_KIND,
  productEntries,
  sellerProductPath,
  sellerProductsPath,
} from './product-writes.ts';
import { syncNow } from '@/offline/sync-runtime.ts';
import { localProduct, type ProductBody } from './local-product.ts';

export interface NewPhoto {
  blob: Blob;
  name: string;
  type: string;
}

const editHref = (id: string) => `/seller/products/edit/${id}`;

function withPhotos(data: ProductBody, photos: NewPhoto[]): ProductBody | MultipartBody {
  if (photos.length === 0) return data;
  return { multipart: true, data, files: photos.map((p) => ({ field: 'photos', name: p.name, type: p.type, blob: p.blob })) };
}

async function placeOf(branchId: string) {
  const branch = await db.branches.get(branchId);
  return { branchName: branch?.name ?? null, province: branch?.province ?? null, approved: branch?.status === 'approved' };
}

/**
 * A new product: made here with its id, hidden until the server confirms it. `replacing`: a refused creation of
 * the same product, whose entry this one takes over (the seller fixed what the server refused).
 */
export async function createProduct(
  body: ProductBody,
  photos: NewPhoto[],
  opts: { id?: string; sellerId: string; label: string; replacing?: OutboxEntry },
): Promise<string> {
  const id = opts.id ?? crypto.randomUUID();
  const place = await placeOf(body.branch_id);
  const now = new Date().toISOString();
  const row = localProduct(body, null, { id, sellerId: opts.sellerId, branchName: place.branchName, province: place.province, visible: false, images: [], now });
  await mutate({
    kind: PRODUCT_CREATE_KIND,
    label: opts.label,
    entity: { table: 'products', id },
    editHref: editHref(id),
    request: { method: 'POST', path: sellerProductsPath, body: withPhotos({ ...body, id }, photos) },
    apply: async () => {
      if (opts.replacing?.seq !== undefined) await db.local_outbox.delete(opts.replacing.seq);
      await db.products.put(row);
    },
  });
  return id;
}

/**
 * An edit of `base` (the row as the form opened it): If-Match is the revision the edit started from. `keep` lists
 * the stored photos to keep in order; undefined keeps them all (used while an earlier upload still waits).
 */
export async function updateProduct(
  base: Product,
  startedAt: number,
  body: ProductBody,
  keep: ProductImage[] | undefined,
  photos: NewPhoto[],
  opts: { label: string; replacing?: OutboxEntry },
): Promise<void> {
  const place = await placeOf(body.branch_id);
  const visible = body.status !== 'Draft' && place.approved;
  const images = keep ?? base.images;
  const row = localProduct(body, base, {
    id: base.id,
    sellerId: base.seller_id,
    branchName: place.branchName,
    province: place.province,
    visible,
    images,
    now: new Date().toISOString(),
  });
  const data: ProductBody = keep ? { ...body, images: keep.map((i) => i.id) } : body;
  await mutate({
    kind: PRODUCT_UPDATE_KIND,
    label: opts.label,
    entity: { table: 'products', id: base.id },
    editHref: editHref(base.id),
    request: { method: 'PUT', path: sellerProductPath(base.id), body: withPhotos(data, photos), headers: { 'If-Match': String(startedAt) } },
    apply: async () => {
      if (opts.replacing?.seq !== undefined) await db.local_outbox.delete(opts.replacing.seq);
      await db.products.put({ ...row, low_stock_threshold: body.low_stock_threshold });
    },
  });
}

/** Delete: the row goes at once; refused or waiting changes of this product go with it. */
export async function deleteProduct(product: Product, label: string): Promise<void> {
  await mutate({
    kind: PRODUCT_DELETE_KIND,
    label,
    entity: { table: 'products', id: product.id },
    request: { method: 'DELETE', path: sellerProductPath(product.id) },
    apply: async () => {
      const refused = (await productEntries(db, product.id)).filter((e) => e.state === 'rejected');
      await db.local_outbox.bulkDelete(refused.map((e) => e.seq!));
      await db.products.delete(product.id);
    },
  });
}

/** The conflict's 'Keep mine': the same change again, now starting from the server's current revision. */
export async function keepMine(entry: OutboxEntry, current: Product): Promise<void> {
  await db.transaction('rw', [db.local_outbox, db.products], async () => {
    await db.local_outbox
      .where('id')
      .equals(entry.id)
      .modify({
        headers: { ...entry.headers, 'If-Match': String(current.revision) },
        state: 'pending',
        attempts: 0,
        networkFailures: 0,
        nextAttemptAt: Date.now(),
        lastError: null,
        lastStatus: null,
        lastBody: undefined,
      });
    await db.products.where('id').equals(current.id).modify({ revision: current.revision + 1 });
  });
  void syncNow();
}

/** The conflict's 'Use theirs': my change is dropped and the server's version shown. */
export async function acceptTheirs(entry: OutboxEntry, current: Product): Promise<void> {
  await db.transaction('rw', [db.local_outbox, db.products], async () => {
    await db.local_outbox.where('id').equals(entry.id).delete();
    if (!(await hasWaitingChange(db, 'products', current.id))) await db.products.put(current);
  });
}
