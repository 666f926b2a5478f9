// The gallery: the published photos in order for visitors, and the operator's list, upload, edit (captions, alt
// texts, credit, published or hidden, a new place in the order) and delete. Every change of the order takes one
// transaction-scoped lock, so two admins moving photos at once leave a clean order, and the gallery's cap holds.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GalleryPhoto, GalleryPhotoAdmin, galleryPhotoWriteSchema } from '../../../contract/gallery.ts';
import { GALLERY_MAX_PHOTOS } from '../../../contract/gallery-rules.ts';
import type { Db } from '../../db/client.ts';
import { galleryPhotos } from '../../db/schema/gallery.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { PhotoPaths } from '../../lib/photos.ts';
import { isUuid } from '../../lib/route-kit.ts';
import { uploadUrl } from '../catalogue/mappers.ts';

type Row = typeof galleryPhotos.$inferSelect;
export type GalleryWrite = z.output<typeof galleryPhotoWriteSchema>;

const ORDER = [asc(galleryPhotos.position), asc(galleryPhotos.createdAt), asc(galleryPhotos.id)];

export function toPhoto(r: Row): GalleryPhoto {
  return {
    id: r.id,
    caption_en: r.captionEn,
    caption_fr: r.captionFr,
    alt_en: r.altEn || r.captionEn,
    alt_fr: r.altFr || r.captionFr,
    credit: r.credit,
    image: { thumb: uploadUrl(r.imageThumb), card: uploadUrl(r.imageCard), full: uploadUrl(r.imageFull) },
    width: r.width,
    height: r.height,
  };
}

function toAdmin(r: Row): GalleryPhotoAdmin {
  return {
    ...toPhoto(r),
    alt_en_written: r.altEn,
    alt_fr_written: r.altFr,
    position: r.position,
    published: r.published,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The published photos, in order (the gallery holds at most GALLERY_MAX_PHOTOS). */
export async function listPublic(db: Db): Promise<GalleryPhoto[]> {
  const rows = await db.select().from(galleryPhotos).where(eq(galleryPhotos.published, true)).orderBy(...ORDER).limit(GALLERY_MAX_PHOTOS);
  return rows.map(toPhoto);
}

export async function listAdmin(db: Db): Promise<GalleryPhotoAdmin[]> {
  const rows = await db.select().from(galleryPhotos).orderBy(...ORDER).limit(GALLERY_MAX_PHOTOS + 50);
  return rows.map(toAdmin);
}

/** One change of the gallery at a time (its order and its cap). */
const lockGallery = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(hashtext('gallery_photos_order'))`);

async function lockPhoto(db: Db, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound('gallery.not_found');
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)).for('update');
  if (!row) throw notFound('gallery.not_found');
  return row;
}

/** Refused before any picture is decoded when the gallery is already full. */
export async function assertRoom(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(galleryPhotos);
  if ((row?.n ?? 0) >= GALLERY_MAX_PHOTOS) throw new HttpError(409, 'conflict', 'gallery.full', { params: { max: GALLERY_MAX_PHOTOS } });
}

/** Puts `id` at `position` (from 0, clamped to the end) and numbers every photo 0, 1, 2... in the new order. */
async function placeAt(db: Db, id: string, position: number, now: Date): Promise<void> {
  const order = (await db.select({ id: galleryPhotos.id, position: galleryPhotos.position }).from(galleryPhotos).orderBy(...ORDER)).filter((r) => r.id !== id);
  order.splice(Math.min(position, order.length), 0, { id, position: -1 });
  for (const [index, r] of order.entries()) {
    if (r.position !== index) await db.update(galleryPhotos).set({ position: index, ...(r.id === id && { updatedAt: now }) }).where(eq(galleryPhotos.id, r.id));
  }
}

export async function addPhoto(db: Db, adminId: string, data: GalleryWrite, image: { paths: PhotoPaths; width: number; height: number }, now: Date): Promise<GalleryPhotoAdmin> {
  await lockGallery(db);
  await assertRoom(db);
  const [last] = await db.select({ max: sql<number | null>`max(${galleryPhotos.position})` }).from(galleryPhotos);
  const end = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  const [row] = await db
    .insert(galleryPhotos)
    .values({
      captionEn: data.caption_en,
      captionFr: data.caption_fr,
      altEn: data.alt_en,
      altFr: data.alt_fr,
      credit: data.credit,
      published: data.published,
      position: end,
      imageThumb: image.paths.thumb,
      imageCard: image.paths.card,
      imageFull: image.paths.full,
      width: image.width,
      height: image.height,
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (data.position !== undefined && data.position < end) await placeAt(db, row!.id, data.position, now);
  return adminPhoto(db, row!.id);
}

async function adminPhoto(db: Db, id: string): Promise<GalleryPhotoAdmin> {
  const [row] = await db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
  if (!row) throw notFound('gallery.not_found');
  return toAdmin(row);
}

export async function updatePhoto(db: Db, id: string, data: GalleryWrite, now: Date): Promise<GalleryPhotoAdmin> {
  await lockGallery(db);
  await lockPhoto(db, id);
  await db
    .update(galleryPhotos)
    .set({ captionEn: data.caption_en, captionFr: data.caption_fr, altEn: data.alt_en, altFr: data.alt_fr, credit: data.credit, published: data.published, updatedAt: now })
    .where(eq(galleryPhotos.id, id));
  if (data.position !== undefined) await placeAt(db, id, data.position, now);
  return adminPhoto(db, id);
}

/** Deletes the photo; answers its files, removed once the deletion is committed. */
export async function deletePhoto(db: Db, id: string): Promise<string[]> {
  await lockGallery(db);
  const row = await lockPhoto(db, id);
  await db.delete(galleryPhotos).where(eq(galleryPhotos.id, id));
  return [row.imageThumb, row.imageCard, row.imageFull];
}
