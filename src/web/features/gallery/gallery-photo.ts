// What the grid and the lightbox share: the caption and alt text in the reader's language, and the srcset of a
// photo's three sizes (each no wider than the picture itself: the pipeline never enlarges).
import { PHOTO_WIDTHS } from '@contract/constants.ts';
import type { GalleryPhoto } from '@contract/gallery.ts';

export const captionOf = (p: GalleryPhoto, locale: string) => (locale === 'fr' ? p.caption_fr : p.caption_en);
export const altOf = (p: GalleryPhoto, locale: string) => (locale === 'fr' ? p.alt_fr : p.alt_en);

export function srcSetOf(p: GalleryPhoto): string {
  const w = (size: number) => Math.min(size, p.width);
  return `${p.image.thumb} ${w(PHOTO_WIDTHS.thumb)}w, ${p.image.card} ${w(PHOTO_WIDTHS.card)}w, ${p.image.full} ${p.width}w`;
}
