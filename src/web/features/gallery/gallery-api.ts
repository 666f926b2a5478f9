// The gallery's public read. It goes to the network first; the service worker keeps the last answer (sw.ts,
// 'gallery-api'), so a gallery visited once stays readable offline.
import { GALLERY_PATHS } from '@contract/gallery-rules.ts';
import type { GalleryListAnswer } from '@contract/gallery.ts';
import { api } from '@/lib/api.ts';

export function fetchGallery(): Promise<GalleryListAnswer> {
  return api<GalleryListAnswer>(GALLERY_PATHS.list, { fallback: 'Error loading data' });
}
