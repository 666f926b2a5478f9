// The gallery's limits and API paths, zod-free: the public /gallery page reads them in its first JavaScript
// (gallery.ts holds the zod schemas the server and the admin form validate with).

export const GALLERY_CAPTION_MAX = 200;
export const GALLERY_ALT_MAX = 300;
export const GALLERY_CREDIT_MAX = 120;
/** The most photos the gallery holds (the public read answers them all, in order, in one answer). */
export const GALLERY_MAX_PHOTOS = 200;

export const GALLERY_PATHS = {
  list: '/gallery/',
  admin: '/admin/gallery/',
  adminPhoto: (id: string) => `/admin/gallery/${encodeURIComponent(id)}/`,
} as const;
