// The privacy policy and terms as the operator edits them (markdown, English and French; issue 15). The public
// read answers both languages, so a device that opened the page once reads it offline in either.
import { z } from 'zod';
import { storableString } from './text.ts';

export const SITE_PAGE_SLUGS = ['privacy', 'terms'] as const;
export type SitePageSlugName = (typeof SITE_PAGE_SLUGS)[number];
export const SITE_PAGE_TITLE_MAX = 150;
export const SITE_PAGE_BODY_MAX = 50_000;

export const sitePageSchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title_en: z.string(),
  title_fr: z.string(),
  body_en: z.string(),
  body_fr: z.string(),
  /** 0: the text shipped with the product, never edited; each save adds one. */
  revision: z.number().int(),
  updated_at: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;
export const sitePageResponse = z.object({ data: sitePageSchema });
export const sitePageParams = z.object({ slug: z.enum(SITE_PAGE_SLUGS) });

const required = (code: string, max: number) => storableString({ error: code }).trim().min(1, { error: code }).max(max, { error: 'validation.too_long' });

/** PUT /api/admin/pages/{slug}/: the whole page; `revision` is the one the editor started from (a stale one is refused). */
export const sitePageWriteSchema = z.strictObject({
  title_en: required('pages.title_required', SITE_PAGE_TITLE_MAX),
  title_fr: required('pages.title_required', SITE_PAGE_TITLE_MAX),
  body_en: required('pages.body_required', SITE_PAGE_BODY_MAX),
  body_fr: required('pages.body_required', SITE_PAGE_BODY_MAX),
  revision: z.number().int().min(0),
});
export type SitePageWrite = z.input<typeof sitePageWriteSchema>;
