// The gallery (issue 15, spec §2 /gallery): photos the operator uploads through the product photo pipeline (three
// WebP sizes), each with a caption in English and in French, a description for screen readers in both languages
// (the caption when left empty), an optional credit line (a place or a farm), a position in the order, and
// published or hidden. Visitors see the published ones, in order.
import { z } from 'zod';
import { GALLERY_ALT_MAX, GALLERY_CAPTION_MAX, GALLERY_CREDIT_MAX } from './gallery-rules.ts';
import { storableString } from './text.ts';

const caption = storableString({ error: 'gallery.caption_required' })
  .trim()
  .min(1, { error: 'gallery.caption_required' })
  .max(GALLERY_CAPTION_MAX, { error: 'validation.too_long' });
const optional = (max: number) => storableString().trim().max(max, { error: 'validation.too_long' });

/** The `data` field of POST /api/admin/gallery/ (with one `photos` file) and the body of PUT /api/admin/gallery/{id}/. */
export const galleryPhotoWriteSchema = z.strictObject({
  caption_en: caption,
  caption_fr: caption,
  alt_en: optional(GALLERY_ALT_MAX).default(''),
  alt_fr: optional(GALLERY_ALT_MAX).default(''),
  credit: optional(GALLERY_CREDIT_MAX).default(''),
  published: z.boolean({ error: 'validation.invalid' }).default(true),
  /** Where the photo goes in the order, counted from 0 (past the end: last). Left out: where it is (a new photo: last). */
  position: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }).optional(),
});
export type GalleryPhotoWrite = z.input<typeof galleryPhotoWriteSchema>;

const sizes = z.object({ thumb: z.string(), card: z.string(), full: z.string() });

/** A photo as visitors get it: both languages (the device picks), the alt text already filled from the caption. */
export const galleryPhotoSchema = z.object({
  id: z.string(),
  caption_en: z.string(),
  caption_fr: z.string(),
  alt_en: z.string(),
  alt_fr: z.string(),
  credit: z.string(),
  image: sizes,
  /** The full-size picture's pixels: the grid reserves the box before it loads. */
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** What the operator sees: the alt texts as written (empty: the caption is used), the position and the state. */
export const galleryPhotoAdminSchema = galleryPhotoSchema.extend({
  alt_en_written: z.string(),
  alt_fr_written: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GalleryPhotoAdmin = z.infer<typeof galleryPhotoAdminSchema>;

export const galleryListResponse = z.object({ data: z.array(galleryPhotoSchema) });
export type GalleryListAnswer = z.infer<typeof galleryListResponse>;
export const galleryAdminListResponse = z.object({ data: z.array(galleryPhotoAdminSchema) });
export const galleryAdminPhotoResponse = z.object({ data: galleryPhotoAdminSchema });
