// The site pages' API paths, zod-free (the public pages read them on first load).
export const SITE_PAGE_PATHS = {
  read: (slug: 'privacy' | 'terms') => `/pages/${slug}/`,
  write: (slug: 'privacy' | 'terms') => `/admin/pages/${slug}/`,
} as const;
