// The privacy policy and terms: the operator's edited text when there is one, else the text shipped with the
// product (defaults.ts). A save replaces the whole page and must start from the revision in force, so two admins
// editing at once cannot silently overwrite each other.
import { eq } from 'drizzle-orm';
import type { SitePage, SitePageWrite } from '../../../contract/site-pages.ts';
import type { Db } from '../../db/client.ts';
import { sitePages } from '../../db/schema/site.ts';
import { HttpError } from '../../lib/http-error.ts';
import { DEFAULT_PAGES, type SitePageSlug } from './defaults.ts';

type Row = typeof sitePages.$inferSelect;

function toPage(slug: SitePageSlug, row: Row | undefined): SitePage {
  if (!row) return { slug, ...DEFAULT_PAGES[slug], revision: 0, updated_at: null };
  return { slug, title_en: row.titleEn, title_fr: row.titleFr, body_en: row.bodyEn, body_fr: row.bodyFr, revision: row.revision, updated_at: row.updatedAt.toISOString() };
}

export async function readPage(db: Db, slug: SitePageSlug): Promise<SitePage> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return toPage(slug, row);
}

export async function savePage(db: Db, slug: SitePageSlug, input: SitePageWrite, adminId: string, now: Date): Promise<SitePage> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
  const current = row?.revision ?? 0;
  if (input.revision !== current) throw new HttpError(409, 'conflict', 'pages.stale', { current: toPage(slug, row) });
  const values = { titleEn: input.title_en.trim(), titleFr: input.title_fr.trim(), bodyEn: input.body_en, bodyFr: input.body_fr, revision: current + 1, updatedAt: now, updatedBy: adminId };
  const [next] = row
    ? await db.update(sitePages).set(values).where(eq(sitePages.slug, slug)).returning()
    : await db.insert(sitePages).values({ slug, ...values }).returning();
  return toPage(slug, next);
}
