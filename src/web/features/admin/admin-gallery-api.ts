// The operator's gallery calls (online only, like the other admin screens). Every write carries an Idempotency-Key,
// kept by the caller across retries of the same action.
import { GALLERY_PATHS } from '@contract/gallery-rules.ts';
import type { GalleryPhotoAdmin, GalleryPhotoWrite } from '@contract/gallery.ts';
import { api } from '@/lib/api.ts';

export async function fetchAdminGallery(): Promise<GalleryPhotoAdmin[]> {
  return (await api<{ data: GalleryPhotoAdmin[] }>(GALLERY_PATHS.admin, { fallback: 'Fetch failed' })).data;
}

/** A new photo as multipart (one `photos` file and the `data` field), like product photos. */
export async function addGalleryPhoto(file: File, data: GalleryPhotoWrite, key: string): Promise<GalleryPhotoAdmin> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('photos', file);
  return (await api<{ data: GalleryPhotoAdmin }>(GALLERY_PATHS.admin, { method: 'POST', body: form, headers: { 'Idempotency-Key': key }, fallback: 'Create failed' })).data;
}

export async function updateGalleryPhoto(id: string, body: GalleryPhotoWrite, key: string): Promise<GalleryPhotoAdmin> {
  return (await api<{ data: GalleryPhotoAdmin }>(GALLERY_PATHS.adminPhoto(id), { method: 'PUT', body, headers: { 'Idempotency-Key': key }, fallback: 'Update failed' })).data;
}

export const deleteGalleryPhoto = (id: string, key: string) =>
  api<{ message: string }>(GALLERY_PATHS.adminPhoto(id), { method: 'DELETE', headers: { 'Idempotency-Key': key }, fallback: 'Delete failed' });

/** The write that keeps a photo as it is, with `changes` applied (alt texts as written, not the captions they fall back on). */
export const writeOf = (p: GalleryPhotoAdmin, changes: Partial<GalleryPhotoWrite> = {}): GalleryPhotoWrite => ({
  caption_en: p.caption_en,
  caption_fr: p.caption_fr,
  alt_en: p.alt_en_written,
  alt_fr: p.alt_fr_written,
  credit: p.credit,
  published: p.published,
  ...changes,
});
